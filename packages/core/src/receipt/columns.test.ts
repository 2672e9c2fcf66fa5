import { describe, expect, it } from 'vitest';
import { displayClusters, displayWidth } from './display-width.ts';
import { assertReceiptColumns, formatColumnsRow, formatItemRow, formatPairRow, itemColumnWidths } from './columns.ts';
import { ReceiptError } from './receipt-error.ts';

/** The text between two display columns [from, to) of a laid-out line. */
function columnsOf(line: string, from: number, to: number): string {
  let at = 0;
  let out = '';
  for (const cluster of displayClusters(line)) {
    if (at >= from && at + cluster.width <= to) out += cluster.text;
    at += cluster.width;
  }
  return out;
}

const NAMES = [
  '코트사이드 진동 댐퍼',
  'Babolat Custom Damp',
  '오버그립 Tourna Grip XL 3개입 블루',
  'X',
  '테니스공 캔 (3입)',
  'Wilson 로고 댐퍼 / 화이트',
];

describe('item rows align with mixed Hangul and Latin names', () => {
  it.each([32, 42, 48])('at %d columns every quantity and amount ends on the same column', (columns) => {
    const widths = itemColumnWidths(columns);
    const rows = NAMES.map((name, i) => formatItemRow(name, i + 1, (i + 1) * 12000, columns));
    for (const [i, row] of rows.entries()) {
      const first = row[0] as string;
      expect(displayWidth(first)).toBe(columns);
      const quantityEnd = widths.name + widths.quantity;
      expect(columnsOf(first, widths.name, quantityEnd).trim()).toBe(String(i + 1));
      expect(columnsOf(first, quantityEnd, columns).trim()).toBe(((i + 1) * 12000).toLocaleString('en-US'));
      // The name column never spills into the quantity column, and continuation lines stay in it.
      expect(columnsOf(first, widths.name - 0, widths.name + 1)).toBe(' ');
      for (const continuation of row.slice(1)) {
        expect(displayWidth(continuation)).toBeLessThanOrEqual(widths.name);
      }
      expect(row.map((line, n) => (n === 0 ? columnsOf(line, 0, widths.name).trimEnd() : line)).join(' ').replace(/ +/g, ' ')).toBe(
        NAMES[i]?.replace(/ +/g, ' '),
      );
    }
  });

  it('wraps a long Korean name onto following lines at 32 columns', () => {
    const row = formatItemRow('코트사이드 커스텀 진동 댐퍼 양면 인쇄 블랙', 2, 24000, 32);
    expect(row).toEqual(['코트사이드 커스텀    2    24,000', '진동 댐퍼 양면', '인쇄 블랙']);
  });

  it('prints the 42-column layout a cashier expects', () => {
    expect(formatItemRow('코트사이드 댐퍼', 1, 6000, 42)).toEqual(['코트사이드 댐퍼' + ' '.repeat(11) + '    1      6,000']);
  });

  it('widens a column for an unusually long amount without breaking the right edge', () => {
    const [row] = formatItemRow('라켓', 1, 1234567890, 32);
    expect(displayWidth(row as string)).toBe(32);
    expect(row?.endsWith(' 1,234,567,890')).toBe(true);
    const [header] = formatColumnsRow('상품명', '수량', '금액', 32);
    expect(displayWidth(header as string)).toBe(32);
    expect(header?.endsWith('수량      금액')).toBe(true);
  });

  it('refuses a zero or fractional quantity', () => {
    expect(() => formatItemRow('댐퍼', 0, 0, 32)).toThrowError(ReceiptError);
    expect(() => formatItemRow('댐퍼', 1.5, 0, 32)).toThrowError('수량은 0이 아닌 정수여야 합니다.');
  });
});

describe('column widths', () => {
  it('are fixed per paper width', () => {
    expect(itemColumnWidths(32)).toEqual({ name: 18, quantity: 4, amount: 10 });
    expect(itemColumnWidths(42)).toEqual({ name: 26, quantity: 5, amount: 11 });
    expect(itemColumnWidths(48)).toEqual({ name: 31, quantity: 5, amount: 12 });
  });

  it.each([0, 23, 65, 42.5, Number.NaN])('refuses %d columns', (columns) => {
    try {
      assertReceiptColumns(columns);
      expect.unreachable();
    } catch (error) {
      expect((error as ReceiptError).code).toBe('RECEIPT_COLUMNS_UNSUPPORTED');
      expect((error as ReceiptError).details).toEqual({ columns });
    }
  });
});

describe('formatPairRow', () => {
  it('puts the value flush right', () => {
    expect(formatPairRow('합계', '12,000', 20)).toEqual(['합계' + ' '.repeat(10) + '12,000']);
    expect(displayWidth(formatPairRow('받을 금액', '1,000', 32)[0] as string)).toBe(32);
  });

  it('moves the value to its own line when the label is too long', () => {
    expect(formatPairRow('아주 긴 할인 이름 쿠폰', '-1,000', 16)).toEqual(['아주 긴 할인', '이름 쿠폰', '          -1,000']);
  });
});
