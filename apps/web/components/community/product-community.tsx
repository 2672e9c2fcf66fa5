'use client';
// Reviews and inquiries sit below the fold: their code (react-query lists, modals, forms) loads when
// the shopper scrolls near them, not with the page. Until then the two headings hold their place.
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithApi } from '@/components/lazy-with-api';
import styles from './community.module.css';

const ReviewSection = lazyWithApi(() => import('./review-section').then((m) => m.ReviewSection));
const InquirySection = lazyWithApi(() => import('./inquiry-section').then((m) => m.InquirySection));

/** Start loading this far before the sections reach the screen, so they are there when they arrive. */
const AHEAD = '200px 0px';

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

export function ProductCommunity({ productNo, productName }: { productNo: number; productName: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={anchor} className={styles.community} data-testid="product-community">
      {near ? (
        <Suspense fallback={<Placeholder />}>
          <ReviewSection productNo={productNo} productName={productName} />
          <InquirySection productNo={productNo} />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </div>
  );
}
