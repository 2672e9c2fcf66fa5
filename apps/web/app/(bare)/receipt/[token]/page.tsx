import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReceiptPaper } from '@/components/receipt/receipt-paper';
import { reshapeReceiptPage } from '@/lib/receipt/receipt-page-view';
import { receiptForLink } from '@/lib/server/receipts/receipt-page';

// 전자영수증 (#28 item 9): the link in the shopper's text message. Per request, never cached, not
// indexed, no referrer sent on (next.config.ts adds the headers for /receipt/*).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '전자영수증', robots: { index: false, follow: false }, referrer: 'no-referrer' };

export default async function ReceiptPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const view = await receiptForLink(token);
  if (!view) notFound();
  return <ReceiptPaper view={reshapeReceiptPage(view)} />;
}
