// The pieces a sale receipt and a refund receipt share: the shop header, the item table, the money
// arithmetic, the closing barcode, and the one layout they are put together in (composeReceipt).
// Amounts are integer won; anything else is refused by formatNumber with FORMAT_NOT_INTEGER.
import { formatNumber } from '../format/won.ts';
import { toKstParts } from '../format/date.ts';
import type { ReceiptBlock, ReceiptDocument } from './document.ts';
import { ReceiptError } from './receipt-error.ts';

/** The seller as a Korean receipt must name it. */
export interface ReceiptShopInfo {
  /** 코트사이드 */
  readonly name: string;
  /** 사업자등록번호, "123-45-67890". */
  readonly businessNumber: string;
  readonly representative: string;
  readonly address: string;
  readonly phone: string;
}

export interface ReceiptSaleLine {
  readonly name: string;
  /** The chosen option ("블랙 / 2개입"), printed after the name. */
  readonly optionName?: string;
  readonly quantity: number;
  readonly unitPrice: number;
  /** A discount on this line alone, in won (positive). */
  readonly discount?: number;
}

/** A discount on the whole sale (coupon, member discount), in won (positive). */
export interface ReceiptDiscount {
  readonly label: string;
  readonly amount: number;
}

/** What every receipt (sale, refund) is made of besides its own dates and money. */
export interface ReceiptInputBase {
  readonly shop: ReceiptShopInfo;
  readonly receiptNo: string;
  readonly cashierName?: string;
  readonly lines: readonly ReceiptSaleLine[];
  /** Sale discounts (on a refund: taken back with the goods, they reduce it). */
  readonly discounts?: readonly ReceiptDiscount[];
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Seoul time as "2024-03-05 14:05:33", the way Korean receipts print it. */
export function formatReceiptDateTime(epochMs: number): string {
  const p = toKstParts(epochMs);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)} ${pad2(p.hour)}:${pad2(p.minute)}:${pad2(p.second)}`;
}

export function shopHeader(shop: ReceiptShopInfo, title: string): ReceiptBlock[] {
  return [
    { kind: 'text', text: shop.name, align: 'center', bold: true, widthScale: 2, heightScale: 2 },
    { kind: 'text', text: `사업자번호 ${shop.businessNumber}`, align: 'center' },
    { kind: 'text', text: `대표 ${shop.representative}  전화 ${shop.phone}`, align: 'center' },
    { kind: 'text', text: shop.address, align: 'center' },
    { kind: 'separator', char: '=' },
    { kind: 'text', text: title, align: 'center', bold: true },
  ];
}

export function metaRows(rows: readonly (readonly [string, string | undefined])[]): ReceiptBlock[] {
  return rows.flatMap(([label, value]) => (value === undefined ? [] : [{ kind: 'pair', label, value } as const]));
}

/** Quantity × unit price less the line discount. */
export function lineAmount(line: ReceiptSaleLine): number {
  if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
    throw new ReceiptError('RECEIPT_QUANTITY_INVALID', { quantity: line.quantity });
  }
  return line.quantity * line.unitPrice - (line.discount ?? 0);
}

/**
 * The item table. `sign` is -1 on a refund so returned goods print as negative amounts. A unit price
 * line follows an item bought more than once, and a line discount follows its item.
 */
export function itemTable(lines: readonly ReceiptSaleLine[], sign: 1 | -1): ReceiptBlock[] {
  if (lines.length === 0) throw new ReceiptError('RECEIPT_NO_LINES');
  const blocks: ReceiptBlock[] = [
    { kind: 'separator', char: '-' },
    { kind: 'item-header', name: '상품명', quantity: '수량', amount: '금액' },
    { kind: 'separator', char: '-' },
  ];
  for (const line of lines) {
    lineAmount(line);
    const name = line.optionName ? `${line.name} (${line.optionName})` : line.name;
    blocks.push({ kind: 'item', name, quantity: line.quantity, amount: sign * line.quantity * line.unitPrice });
    if (line.quantity > 1) {
      blocks.push({ kind: 'text', text: `  @${formatNumber(line.unitPrice)}` });
    }
    if (line.discount) {
      blocks.push({ kind: 'pair', label: '  할인', value: formatNumber(-sign * line.discount) });
    }
  }
  blocks.push({ kind: 'separator', char: '-' });
  return blocks;
}

export interface ReceiptTotals {
  readonly subtotal: number;
  readonly discountTotal: number;
  readonly total: number;
  /** 공급가액: the total without the 10% VAT, rounded to the won. */
  readonly supply: number;
  readonly vat: number;
}

export function receiptTotals(lines: readonly ReceiptSaleLine[], discounts: readonly ReceiptDiscount[]): ReceiptTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  const discountTotal = discounts.reduce((sum, discount) => sum + discount.amount, 0);
  const total = subtotal - discountTotal;
  const supply = Math.round((total * 10) / 11);
  return { subtotal, discountTotal, total, supply, vat: total - supply };
}

/** Sale-level discounts, each on its own row, as negative amounts on a sale. */
export function discountRows(discounts: readonly ReceiptDiscount[], sign: 1 | -1): ReceiptBlock[] {
  return discounts.map((discount) => ({ kind: 'pair', label: discount.label, value: formatNumber(-sign * discount.amount) }));
}

export function vatRows(totals: ReceiptTotals, sign: 1 | -1): ReceiptBlock[] {
  return [
    { kind: 'pair', label: '공급가액', value: formatNumber(sign * totals.supply) },
    { kind: 'pair', label: '부가세', value: formatNumber(sign * totals.vat) },
  ];
}

/** Checks that the payments cover exactly the amount due. */
export function assertPaid(due: number, paid: readonly { readonly amount: number }[]): void {
  const sum = paid.reduce((total, payment) => total + payment.amount, 0);
  if (sum !== due) throw new ReceiptError('RECEIPT_PAYMENT_MISMATCH', { due, paid: sum });
}

/** The closing part: the receipt number as a CODE128 barcode (for refunds), a thank-you, the cut. */
export function receiptFooter(receiptNo: string, message: string): ReceiptBlock[] {
  return [
    { kind: 'separator', char: '-' },
    { kind: 'barcode', symbology: 'CODE128', data: receiptNo, showText: true, height: 64, moduleWidth: 2, align: 'center' },
    { kind: 'text', text: message, align: 'center' },
    { kind: 'feed', lines: 3 },
    { kind: 'cut', partial: true },
  ];
}

/** A card line of the money part: issuer, masked number (when known), approval number. */
export function cardRows(label: string, card: { readonly amount: number; readonly maskedCardNo?: string }, extra: readonly (readonly [string, string])[]): ReceiptBlock[] {
  return [
    { kind: 'pair', label, value: formatNumber(card.amount) },
    ...metaRows([['  카드번호', card.maskedCardNo]]),
    ...extra.map(([rowLabel, value]): ReceiptBlock => ({ kind: 'pair', label: rowLabel, value })),
  ];
}

/** What differs between a sale and a refund receipt; everything else is composeReceipt's one layout. */
export interface ReceiptLayout<M extends { readonly method: 'cash' | 'card'; readonly amount: number }> {
  readonly shop: ReceiptShopInfo;
  readonly title: string;
  readonly receiptNo: string;
  readonly meta: readonly (readonly [string, string | undefined])[];
  readonly lines: readonly ReceiptSaleLine[];
  readonly discounts: readonly ReceiptDiscount[];
  /** 1 for a sale, -1 for a refund (amounts print negative). */
  readonly sign: 1 | -1;
  readonly totalLabel: string;
  /** How the money moved (payments or refunds): they must add up to the total. */
  readonly money: readonly M[];
  readonly moneyRows: (money: M) => ReceiptBlock[];
  readonly note: string;
}

/**
 * The receipt layout a sale and a refund share: drawer pulse first when cash moves (the drawer
 * opens while the paper prints), shop header, meta rows, items, totals, VAT, the money rows, footer.
 */
export function composeReceipt<M extends { readonly method: 'cash' | 'card'; readonly amount: number }>(layout: ReceiptLayout<M>): ReceiptDocument {
  const { sign } = layout;
  const totals = receiptTotals(layout.lines, layout.discounts);
  assertPaid(totals.total, layout.money);
  const moneyBlocks = layout.money.flatMap(layout.moneyRows);
  const opensDrawer = layout.money.some((money) => money.method === 'cash');
  const blocks: ReceiptBlock[] = [
    ...(opensDrawer ? [{ kind: 'drawer', pin: 2 } as const] : []),
    ...shopHeader(layout.shop, layout.title),
    ...metaRows(layout.meta),
    ...itemTable(layout.lines, sign),
    { kind: 'pair', label: '상품 합계', value: formatNumber(sign * totals.subtotal) },
    ...discountRows(layout.discounts, sign),
    { kind: 'pair', label: layout.totalLabel, value: formatNumber(sign * totals.total), bold: true, heightScale: 2 },
    ...vatRows(totals, sign),
    { kind: 'separator', char: '-' },
    ...moneyBlocks,
    ...receiptFooter(layout.receiptNo, layout.note),
  ];
  return { blocks };
}
