'use client';
// The product page's reviews and inquiries together: one chunk that product-community.tsx loads when
// the shopper scrolls near them.
import { InquirySection } from './inquiry-section';
import { ReviewSection } from './review-section';

export default function CommunitySections({ productNo, productName }: { productNo: number; productName: string }) {
  return (
    <>
      <ReviewSection productNo={productNo} productName={productName} />
      <InquirySection productNo={productNo} />
    </>
  );
}
