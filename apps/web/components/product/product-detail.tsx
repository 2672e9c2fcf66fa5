// The product page body (server component): gallery, name and price, delivery fee, the purchase
// panel, the description, then reviews and inquiries (client, their code loaded when scrolled near).
// The purchase panel, the description and the reviews are Suspense boundaries of their own (nothing
// in them waits): the browser hydrates each as a separate task (components/layout/page-chrome.tsx).
import { formatWon } from '@courtside/core/format';
import type { ProductOptionsReply } from '@courtside/core/api';
import type { ProductView } from '@/lib/catalogue/product-view';
import { sanitizeProductHtml } from '@/lib/security/product-html';
import { Suspense } from 'react';
import Link from '@/components/ui/link';
import { ProductCommunitySections } from '@/components/community/product-community-sections';
import { NpayButton } from '@/components/npay/npay-button';
import button from '@/components/ui/button.module.css';
import { Price } from './price';
import { shopImageProps } from '@/components/ui/shop-image';
import { publicConfig } from '@/lib/server/public-config';
import { discountedPrice } from '@/lib/catalogue/price';
import { ProductAidsIsland, ProductGalleryIsland, PurchasePanelIsland, RecentlyViewedIsland } from './product-islands';
import styles from './product-detail.module.css';

/** A made-to-order product (the custom dampener): its page leads into the designer instead of options. */
function DesignEntry({ href }: { href: string }) {
  return (
    <div className={styles.designEntry}>
      <p className={styles.designLead}>모양과 소재를 고르고, 사진과 문구로 앞뒷면을 직접 꾸며 주문하는 상품입니다.</p>
      <Link href={href} className={button.primary} data-testid="design-entry">
        디자인하기
      </Link>
      <NpayButton disabledReason="직접 디자인한 주문 제작 상품은 네이버페이로 구매할 수 없습니다. 디자인 후 장바구니에서 다른 결제 수단으로 주문해 주세요." />
    </div>
  );
}

/** The picture 최근 본 상품 keeps: the first image, sized for its card. */
function recentImage(src: string | undefined, platformUrl: string): string {
  if (!src) return '';
  const image = shopImageProps({ src, platformUrl, alt: '', width: 120, height: 120 }).src;
  return typeof image === 'string' ? image : '';
}

export function ProductDetailView({ product, options, designHref = null }: { product: ProductView; options: ProductOptionsReply; designHref?: string | null }) {
  const platformUrl = publicConfig().shopApiUrl;
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <ProductGalleryIsland
          images={product.imageUrls.map((url, i) => ({
            main: shopImageProps({ src: url, platformUrl, alt: product.name, width: 600, height: 600, preload: i === 0 }),
            thumb: shopImageProps({ src: url, platformUrl, alt: `${product.name} 이미지 ${i + 1}`, width: 64, height: 64 }),
          }))}
        />
        <section className={styles.summary} aria-labelledby="product-name">
          {product.brandName !== null && <p className={styles.brand}>{product.brandName}</p>}
          <h1 id="product-name" className={styles.name}>
            {product.name}
          </h1>
          {product.promotionText && <p className={styles.promotion}>{product.promotionText}</p>}
          <Price price={product.price} size="large" />
          <dl className={styles.facts}>
            <div>
              <dt>배송비</dt>
              <dd>{product.deliveryText}</dd>
            </div>
            {product.points > 0 && (
              <div>
                <dt>적립금</dt>
                <dd>구매확정 시 {formatWon(product.points)} 적립</dd>
              </div>
            )}
            {product.reviewCount > 0 && (
              <div>
                <dt>리뷰</dt>
                <dd>
                  ★ {product.reviewRate.toFixed(1)} ({product.reviewCount})
                </dd>
              </div>
            )}
          </dl>
          <ProductAidsIsland
            productNo={product.productNo}
            name={product.name}
            imageUrl={recentImage(product.imageUrls[0], platformUrl)}
            price={discountedPrice(product.price)}
          />
          <Suspense>
            {designHref ? (
              <DesignEntry href={designHref} />
            ) : (
              <PurchasePanelIsland product={product.purchase} options={options} unavailableReason={product.unavailableReason} />
            )}
          </Suspense>
        </section>
      </div>

      <Suspense>
        <section className={styles.section} aria-labelledby="detail-title">
          <h2 id="detail-title" className={styles.sectionTitle}>
            상품 상세정보
          </h2>
          {/* The description is the mall's own HTML, written in the platform's admin: sanitised on the server. */}
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: sanitizeProductHtml(product.contentHtml) }} />
        </section>
      </Suspense>

      <RecentlyViewedIsland exceptProductNo={product.productNo} />

      <Suspense>
        <ProductCommunitySections productNo={product.productNo} productName={product.name} />
      </Suspense>
    </div>
  );
}
