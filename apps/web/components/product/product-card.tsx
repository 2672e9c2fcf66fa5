// One product in a grid: image, brand, name, price after discount, sold-out and sticker badges.
import Link from '@/components/ui/link';
import type { ProductSummary } from '@courtside/core/api';
import { ShopImage } from '@/components/ui/shop-image';
import { publicConfig } from '@/lib/server/public-config';
import { Price } from './price';
import styles from './product-grid.module.css';

/** `headingLevel`: one below the list's own heading (h3 under a section's h2, h2 under a page's h1). */
export function ProductCard({ product, eager = false, headingLevel = 3 }: { product: ProductSummary; eager?: boolean; headingLevel?: 2 | 3 }) {
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const image = product.listImageUrls?.[0] ?? product.imageUrls[0];
  const stickers = (product as ProductSummary & { stickerLabels?: string[] }).stickerLabels ?? [];
  return (
    <article className={styles.card}>
      <Link href={`/product/${product.productNo}`} className={styles.link}>
        <div className={styles.imageBox}>
          {image ? (
            <ShopImage
              src={image}
              platformUrl={publicConfig().shopApiUrl}
              alt={product.productName}
              width={300}
              height={300}
              loading={eager ? 'eager' : 'lazy'}
              className={styles.image}
            />
          ) : (
            <div className={styles.noImage} aria-hidden="true" />
          )}
          {product.isSoldOut && <span className={styles.soldOut}>품절</span>}
        </div>
        <div className={styles.body}>
          {product.brandName && <p className={styles.brand}>{product.brandName}</p>}
          <Name className={styles.name}>{product.productName}</Name>
          <Price price={product} />
          {stickers.length > 0 && (
            <ul className={styles.stickers} aria-label="상품 표시">
              {stickers.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          )}
          {product.totalReviewCount > 0 && (
            <p className={styles.review}>
              <span aria-hidden="true">★</span> {product.reviewRating.toFixed(1)} <span className={styles.reviewCount}>리뷰 {product.totalReviewCount}</span>
            </p>
          )}
        </div>
      </Link>
    </article>
  );
}
