// The partner's channel products as cards; each opens its template picker.
import Link from '@/components/ui/link';
import type { PodChannelProduct } from '@courtside/core/api';
import styles from './pod.module.css';

export function ChannelProductGrid({ products }: { products: readonly PodChannelProduct[] }) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.channel_product_id}>
          {product.design_template_id ? (
            <Link className={styles.card} href={`/shop/template?channelProductId=${encodeURIComponent(product.channel_product_id)}`}>
              {product.thumbnail && <img src={product.thumbnail} alt="" width={240} height={240} loading="lazy" />}
              <span className={styles.cardTitle}>{product.channel_product_name}</span>
              <span className={styles.muted}>템플릿으로 디자인하기</span>
            </Link>
          ) : (
            <div className={styles.card} aria-disabled="true">
              <span className={styles.cardTitle}>{product.channel_product_name}</span>
              <span className={styles.muted}>준비 중인 상품입니다</span>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
