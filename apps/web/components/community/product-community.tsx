'use client';
// Reviews and inquiries sit below the fold: their code (react-query lists, modals, forms) loads when
// the shopper scrolls near them, not with the page. Until then the server's placeholder (the two
// headings, product-community-sections.tsx) holds their place, so this island
// carries only the watch.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyWithApi } from '@/components/lazy-with-api';

const ReviewSection = lazyWithApi(() => import('./review-section').then((m) => m.ReviewSection));
const InquirySection = lazyWithApi(() => import('./inquiry-section').then((m) => m.InquirySection));

/** Start loading this far before the sections reach the screen, so they are there when they arrive. */
const AHEAD = '200px 0px';

export function ProductCommunity({ productNo, productName, className, placeholder }: { productNo: number; productName: string; className?: string; placeholder: ReactNode }) {
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
    <div ref={anchor} className={className} data-testid="product-community">
      {near ? (
        <Suspense fallback={placeholder}>
          <ReviewSection productNo={productNo} productName={productName} />
          <InquirySection productNo={productNo} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
