// The receipt document model and its display-width layout (Hangul = 2 columns).
export { codePointWidth, displayWidth } from './display-width.ts';
export type { ReceiptAlign, ReceiptBlock, ReceiptDocument } from './document.ts';
export { formatItemRow, formatPairRow } from './columns.ts';
export { layoutReceipt, receiptTextLines, receiptPreview } from './layout.ts';
export type { ReceiptLine } from './layout.ts';
export { formatReceiptDateTime } from './receipt-parts.ts';
export type { ReceiptShopInfo } from './receipt-parts.ts';
export { buildSaleReceipt } from './sale-receipt.ts';
export type { SaleReceiptInput } from './sale-receipt.ts';
export { buildRefundReceipt } from './refund-receipt.ts';
export { buildExchangeReceipt } from './exchange-receipt.ts';
export type { ExchangeReceiptInput } from './exchange-receipt.ts';
export { buildCardSlip, SIGNATURE_OVER } from './card-slip.ts';
export type { CardSlipInput } from './card-slip.ts';
export type { ReceiptCashReceipt, ReceiptPayment } from './sale-receipt.ts';
export type { ReceiptRefund } from './refund-receipt.ts';
export type { ReceiptSaleLine } from './receipt-parts.ts';
