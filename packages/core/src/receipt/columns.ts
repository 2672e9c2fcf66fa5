// Column rows for a fixed-width receipt: item rows (name | qty | amount) and label/value pairs.
// Every width is counted in display columns, so a row with a Korean name lines up with a row with
// a Latin one. Quantity and amount are right-aligned, which keeps their right edges fixed even when
// an unusually long number pushes a column wider.
import { formatNumber } from '../format/won.ts';
import { displayWidth, padEndByWidth, padStartByWidth, wrap } from './display-width.ts';
import { ReceiptError } from './receipt-error.ts';

export const MIN_RECEIPT_COLUMNS = 24;
export const MAX_RECEIPT_COLUMNS = 64;

export interface ItemColumnWidths {
  readonly name: number;
  readonly quantity: number;
  readonly amount: number;
}

/** Throws RECEIPT_COLUMNS_UNSUPPORTED unless `columns` is a whole number of columns a printer has. */
export function assertReceiptColumns(columns: number): void {
  if (!Number.isInteger(columns) || columns < MIN_RECEIPT_COLUMNS || columns > MAX_RECEIPT_COLUMNS) {
    throw new ReceiptError('RECEIPT_COLUMNS_UNSUPPORTED', { columns });
  }
}

/**
 * Column widths of an item row. Quantity and amount widths include one leading space that separates
 * them from the column before: 32 → 18/4/10, 42 → 26/5/11, 48 → 31/5/12.
 */
export function itemColumnWidths(columns: number): ItemColumnWidths {
  assertReceiptColumns(columns);
  const quantity = columns >= 42 ? 5 : 4;
  const amount = columns >= 48 ? 12 : columns >= 42 ? 11 : 10;
  return { name: columns - quantity - amount, quantity, amount };
}

/**
 * Lays out one item row: the first line carries the name's first part, the quantity and the
 * amount; a name too long for its column continues on the following lines, in the name column only.
 * A quantity or amount too long for its column widens it (leaving one separating space) at the
 * expense of the name.
 */
export function formatColumnsRow(name: string, quantity: string, amount: string, columns: number): string[] {
  const widths = itemColumnWidths(columns);
  const quantityWidth = Math.max(widths.quantity, displayWidth(quantity) + 1);
  const amountWidth = Math.max(widths.amount, displayWidth(amount) + 1);
  const nameWidth = columns - quantityWidth - amountWidth;
  const [first = '', ...rest] = wrap(name, nameWidth);
  const firstLine = padEndByWidth(first, nameWidth) + padStartByWidth(quantity, quantityWidth) + padStartByWidth(amount, amountWidth);
  return [firstLine, ...rest];
}

/** An item row from numbers: quantity as an integer, amount as won with thousands separators. */
export function formatItemRow(name: string, quantity: number, amount: number, columns: number): string[] {
  if (!Number.isSafeInteger(quantity) || quantity === 0) {
    throw new ReceiptError('RECEIPT_QUANTITY_INVALID', { quantity });
  }
  return formatColumnsRow(name, String(quantity), formatNumber(amount), columns);
}

/**
 * A label on the left and a value flush right in `width` columns. When both do not fit on one line
 * the label wraps and the value gets a line of its own, still flush right.
 */
export function formatPairRow(label: string, value: string, width: number): string[] {
  const labelWidth = displayWidth(label);
  const valueWidth = displayWidth(value);
  if (labelWidth + 1 + valueWidth <= width) {
    return [label + ' '.repeat(width - labelWidth - valueWidth) + value];
  }
  return [...wrap(label, width), padStartByWidth(value, width)];
}
