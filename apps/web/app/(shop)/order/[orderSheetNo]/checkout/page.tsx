import type { Metadata } from 'next';
import { Checkout } from '@/components/checkout/checkout';
import type { SearchParams } from '@/lib/catalogue/page-props';

export const metadata: Metadata = { title: '주문/결제' };

interface Props {
  params: Promise<{ orderSheetNo: string }>;
  searchParams: SearchParams;
}

/** Checkout for members and guests; `?payType=NAVER_EASY_PAY` preselects a method (Naver Pay entry). */
export default async function CheckoutPage({ params, searchParams }: Props) {
  const { orderSheetNo } = await params;
  const payType = (await searchParams).payType;
  return <Checkout orderSheetNo={orderSheetNo} requestedPayType={typeof payType === 'string' ? payType : null} />;
}
