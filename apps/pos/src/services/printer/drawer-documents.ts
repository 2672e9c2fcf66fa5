// 시재 on paper (#28 item 4): the X/Z report's drawer section (float, cash in and out, expected; on Z
// the count by denomination and 과부족) and the 입금/출금 slip that opens the drawer.
import { formatReceiptDateTime } from '@courtside/core/receipt';
import { formatNumber } from '@courtside/core/format';
import { drawerOverShort } from '@courtside/core/pos';
import type { ReceiptBlock, ReceiptDocument, ReceiptShopInfo } from '@courtside/core/receipt';
import type { DrawerSummary } from '../../shared/schemas.ts';

/** 시재 on a report: float, cash in and out, expected; on Z the count by denomination and 과부족. */
export function drawerBlocks(d: DrawerSummary, closing: boolean): ReceiptBlock[] {
  const won = (n: number) => formatNumber(n);
  const blocks: ReceiptBlock[] = [
    { kind: 'separator', char: '-' },
    { kind: 'text', text: '[시재]', bold: true },
    { kind: 'pair', label: '시재 (개점)', value: won(d.float) },
    { kind: 'pair', label: '현금 판매', value: won(d.cashSales) },
    { kind: 'pair', label: '현금 환불', value: won(-d.cashRefunds) },
    { kind: 'pair', label: '입금', value: won(d.cashIn) },
    { kind: 'pair', label: '출금', value: won(-d.cashOut) },
    { kind: 'pair', label: closing ? '예상 현금' : '현재 예상 현금', value: won(d.expected), bold: true },
  ];
  if (!closing || d.counted === null) return blocks;
  const overShort = drawerOverShort(d.counted, d.expected);
  return [
    ...blocks,
    { kind: 'pair', label: '실제 현금 (권종 합계)', value: won(d.counted), bold: true },
    { kind: 'pair', label: `과부족 (${overShort.label})`, value: won(d.overShort ?? overShort.amount), bold: true },
    ...(d.counts ?? []).map((c) => ({ kind: 'pair', label: `  ${formatNumber(c.denomination)}원 × ${c.count}`, value: won(c.denomination * c.count) }) as const),
  ];
}

export interface DrawerSlip {
  readonly type: 'cash-in' | 'cash-out';
  readonly amount: number;
  readonly reason: string;
  readonly staffName: string;
  readonly at: string;
  readonly businessDate: string;
  readonly terminalName: string;
  /** The cash the drawer should hold after it. */
  readonly expected: number;
}

/** 입금/출금 전표: opens the drawer (pulse first) and leaves a paper record of who took or put what, and why. */
export function drawerSlipDocument(slip: DrawerSlip, shop: ReceiptShopInfo): ReceiptDocument {
  const title = slip.type === 'cash-in' ? '[입금]' : '[출금]';
  return {
    blocks: [
      { kind: 'drawer', pin: 2 },
      { kind: 'text', text: shop.name, align: 'center', bold: true },
      { kind: 'text', text: title, align: 'center', bold: true, widthScale: 2, heightScale: 2 },
      { kind: 'separator', char: '=' },
      { kind: 'pair', label: '영업일', value: slip.businessDate },
      { kind: 'pair', label: '단말기', value: slip.terminalName },
      { kind: 'pair', label: '담당', value: slip.staffName },
      { kind: 'pair', label: '시각', value: formatReceiptDateTime(Date.parse(slip.at)) },
      { kind: 'pair', label: '사유', value: slip.reason },
      { kind: 'separator', char: '-' },
      { kind: 'pair', label: slip.type === 'cash-in' ? '입금액' : '출금액', value: `${formatNumber(slip.amount)}원`, bold: true },
      { kind: 'pair', label: '예상 현금', value: `${formatNumber(slip.expected)}원` },
      { kind: 'feed', lines: 3 },
      { kind: 'cut', partial: true },
    ],
  };
}
