// The product page's reviews and inquiries before their code has loaded (server component): the two
// headings hold their place; components/community/product-community.tsx swaps the sections in.
import { ProductCommunity } from './product-community';
import styles from './community.module.css';

function Placeholder() {
  return (
    <>
      {/* id="reviews": my page's 리뷰 쓰기 links here (?review=write#reviews); reaching it loads the section. */}
      <section id="reviews" className={styles.section} aria-labelledby="reviews-title" aria-busy="true">
        <div className={styles.sectionHead}>
          <h2 id="reviews-title" className={styles.sectionTitle}>
            리뷰
          </h2>
        </div>
        <p className={styles.empty}>리뷰를 불러오는 중입니다.</p>
      </section>
      <section className={styles.section} aria-labelledby="inquiries-title" aria-busy="true">
        <div className={styles.sectionHead}>
          <h2 id="inquiries-title" className={styles.sectionTitle}>
            상품 문의
          </h2>
        </div>
        <p className={styles.empty}>문의를 불러오는 중입니다.</p>
      </section>
    </>
  );
}

/** Reviews and inquiries of a product, loaded when scrolled near. */
export function ProductCommunitySections({ productNo, productName }: { productNo: number; productName: string }) {
  return <ProductCommunity productNo={productNo} productName={productName} className={styles.community} placeholder={<Placeholder />} />;
}
