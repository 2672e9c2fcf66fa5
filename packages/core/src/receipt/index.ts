// The receipt document model and its display-width layout (Hangul = 2 columns).
export {
  codePointWidth,
  displayWidth,
  displayClusters,
  truncateToWidth,
  padEndByWidth,
  padStartByWidth,
  centerByWidth,
  wrap,
} from './display-width.ts';
export { RECEIPT_COLUMN_WIDTHS } from './document.ts';
export type {
  ReceiptAlign,
  ReceiptScale,
  ReceiptTextStyle,
  ReceiptTextBlock,
  ReceiptItemBlock,
  ReceiptItemHeaderBlock,
  ReceiptPairBlock,
  ReceiptSeparatorBlock,
  ReceiptBarcodeSymbology,
  ReceiptBarcodeBlock,
  ReceiptQrErrorCorrection,
  ReceiptQrBlock,
  ReceiptImageBlock,
  ReceiptFeedBlock,
  ReceiptCutBlock,
  ReceiptDrawerBlock,
  ReceiptBlock,
  ReceiptBlockKind,
  ReceiptDocument,
  ReceiptColumns,
} from './document.ts';
export { ReceiptError, receiptErrorMessage } from './receipt-error.ts';
export type { ReceiptErrorCode } from './receipt-error.ts';
export {
  MIN_RECEIPT_COLUMNS,
  MAX_RECEIPT_COLUMNS,
  assertReceiptColumns,
  itemColumnWidths,
  formatColumnsRow,
  formatItemRow,
  formatPairRow,
} from './columns.ts';
export type { ItemColumnWidths } from './columns.ts';
export { layoutReceipt, receiptTextLines, receiptPreview } from './layout.ts';
export type { ReceiptLine, ReceiptLayoutItem } from './layout.ts';
export { formatReceiptDateTime, receiptTotals } from './receipt-parts.ts';
export type { ReceiptShopInfo, ReceiptSaleLine, ReceiptDiscount, ReceiptTotals } from './receipt-parts.ts';
export { buildSaleReceipt, SALE_RECEIPT_THANKS } from './sale-receipt.ts';
export type { SaleReceiptInput, ReceiptPayment, ReceiptCashPayment, ReceiptCardPayment } from './sale-receipt.ts';
export { buildRefundReceipt, REFUND_RECEIPT_NOTE } from './refund-receipt.ts';
export type { RefundReceiptInput, ReceiptRefund, ReceiptCashRefund, ReceiptCardRefund } from './refund-receipt.ts';
