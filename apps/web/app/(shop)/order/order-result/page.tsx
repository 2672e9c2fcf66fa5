import type { Metadata } from 'next';
import { OrderResult } from '@/components/order/order-result';
import type { SearchParams } from '@/lib/catalogue/page-props';

export const metadata: Metadata = { title: '주문 결과' };

const one = (value: string | string[] | undefined): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Where the payment provider returns: `?result=SUCCESS&orderNo=…` or `?result=FAIL&message=…`. */
export default async function OrderResultPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const result = one(query.result);
  return (
    <OrderResult
      result={result === 'SUCCESS' || result === 'FAIL' ? result : null}
      orderNo={one(query.orderNo)}
      message={one(query.message)}
    />
  );
}
