import { Suspense } from 'react';
import type { ProductSummary } from '@courtside/core/api';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

/**
 * Products in a responsive grid (2 columns on phones, up to 4 on desktop). A Suspense boundary of its
 * own (nothing in it waits): the browser hydrates it as a separate task (components/layout/page-chrome.tsx).
 */
export function ProductGrid({ products, eagerCount = 0, headingLevel }: { products: readonly ProductSummary[]; eagerCount?: number; headingLevel?: 2 | 3 }) {
  return (
    <Suspense>
      <ul className={styles.grid}>
        {products.map((product, i) => (
          <li key={product.productNo}>
            <ProductCard product={product} eager={i < eagerCount} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </Suspense>
  );
}
