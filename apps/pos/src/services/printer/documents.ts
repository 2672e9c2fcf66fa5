// The shop's details come from the own server (ShopProfileStore), never from constants here.
// Every paper the terminal prints, as core receipt documents: sale and refund receipts (core's
// builders), X/Z and daily reports, shelf labels, the test page and the production sheet.
import { buildCardSlip, buildExchangeReceipt, buildRefundReceipt, buildSaleReceipt, formatReceiptDateTime } from '@courtside/core/receipt';
import { formatNumber, parseInstantOrKst } from '@courtside/core/format';
import type { PosCardPayment, PosCashReceipt, PosEasyPayProvider, PosRefundPayload, PosSalePayload } from '@courtside/core/pos';
import type { ReceiptBlock, ReceiptCashReceipt, ReceiptDocument, ReceiptPayment, ReceiptRefund, ReceiptSaleLine, ReceiptShopInfo } from '@courtside/core/receipt';
import type { CatalogueItem, Report } from '../../shared/schemas.ts';

const EASY_PAY_NAMES: Readonly<Record<PosEasyPayProvider, string>> = { kakaopay: '카카오페이', naverpay: '네이버페이', tosspay: '토스페이', zeropay: '제로페이' };

function receiptOfCash(receipt: PosCashReceipt | undefined): ReceiptCashReceipt | undefined {
  if (!receipt) return undefined;
  const type = receipt.purpose === 'expense' ? '지출증빙' : receipt.selfIssued ? '소득공제 (자진발급)' : '소득공제';
  return { typeLabel: type, identityMasked: receipt.identityMasked, approvalNo: receipt.status === 'issued' ? receipt.approvalNo : null };
}

/** 매출전표 of each card / 간편결제 payment of a sale (#27), 수기 입력 ones marked. */
export function cardSlipDocuments(payload: PosSalePayload, shop: ReceiptShopInfo): ReceiptDocument[] {
  return payload.payments.flatMap((p) =>
    p.method !== 'card'
      ? []
      : [
          buildCardSlip({
            shop,
            receiptNo: payload.receiptNo,
            kind: 'approval',
            ...(p.provider ? { easyPayLabel: EASY_PAY_NAMES[p.provider] } : {}),
            issuer: p.issuer,
            ...(p.acquirer ? { acquirer: p.acquirer } : {}),
            maskedCardNo: p.maskedCardNo,
            installmentMonths: p.installmentMonths,
            approvalNo: p.approvalNo,
            approvedAt: Date.parse(p.approvedAt ?? payload.soldAt),
            merchantNo: p.merchantNo ?? '',
            tid: p.tid ?? '',
            amount: p.amount,
            signed: p.signed ?? false,
            manual: p.entry !== 'van',
          }),
        ],
  );
}

/** `receipts`: the sale's 현금영수증 as they stand now (issued after the sale, re-issued after a refund). */
export function saleReceiptDocument(payload: PosSalePayload, extra: { cashierName: string; terminalName: string; receipts?: readonly PosCashReceipt[] | undefined }, shop: ReceiptShopInfo): ReceiptDocument {
  return buildSaleReceipt({
    shop,
    receiptNo: payload.receiptNo,
    soldAt: Date.parse(payload.soldAt),
    cashierName: extra.cashierName,
    terminalName: extra.terminalName,
    lines: payload.lines.map((line) => ({ name: line.name, optionName: line.optionName ?? undefined, quantity: line.quantity, unitPrice: line.unitPrice, discount: line.discount || undefined })),
    discounts: payload.discounts,
    payments: receiptPayments(payload, extra.receipts),
  });
}

/** A sale's payments as its receipt prints them (`receipts`: its 현금영수증 as they stand now). */
function receiptPayments(payload: PosSalePayload, receipts: readonly PosCashReceipt[] | undefined): ReceiptPayment[] {
  return payload.payments.map((p): ReceiptPayment => {
    if (p.method === 'cash') {
      const cashReceipt = receiptOfCash(receipts ? receipts.at(-1) : p.cashReceipt);
      return { method: 'cash', amount: p.amount, tendered: p.tendered, ...(cashReceipt ? { cashReceipt } : {}) };
    }
    return {
      method: 'card',
      amount: p.amount,
      issuer: p.issuer,
      approvalNo: p.approvalNo,
      installmentMonths: p.installmentMonths,
      ...(p.maskedCardNo ? { maskedCardNo: p.maskedCardNo } : {}),
      ...(p.provider ? { label: EASY_PAY_NAMES[p.provider] } : {}),
      ...(p.entry === 'manual' ? { manual: true } : {}),
    };
  });
}

export function refundReceiptDocument(refund: PosRefundPayload, sale: PosSalePayload, cashierName: string, shop: ReceiptShopInfo): ReceiptDocument {
  return buildRefundReceipt({
    shop,
    receiptNo: refund.refundNo,
    originalReceiptNo: sale.receiptNo,
    refundedAt: Date.parse(refund.refundedAt),
    cashierName,
    reason: refund.reason,
    lines: returnedLines(refund, sale),
    refunds: receiptRefunds(refund, sale),
  });
}

/** Returned goods at what they give back: the line discount holds their share of the sale's discounts. */
function returnedLines(refund: PosRefundPayload, sale: PosSalePayload): ReceiptSaleLine[] {
  return refund.lines.map((line) => {
    const sold = sale.lines.find((l) => l.lineNo === line.lineNo);
    const unitPrice = sold?.unitPrice ?? line.amount;
    return { name: sold?.name ?? `#${line.lineNo}`, optionName: sold?.optionName ?? undefined, quantity: line.quantity, unitPrice, discount: unitPrice * line.quantity - line.amount || undefined };
  });
}

/** How a refund's money went back (cash, or a card cancel naming the payment it cancels). */
function receiptRefunds(refund: PosRefundPayload, sale: PosSalePayload): ReceiptRefund[] {
  return refund.payments.map((p): ReceiptRefund => {
    if (p.method === 'cash') return { method: 'cash', amount: p.amount };
    const paid = cancelledPayment(sale, p.originalApprovalNo);
    return {
      method: 'card',
      amount: p.amount,
      issuer: p.provider ? EASY_PAY_NAMES[p.provider] : (paid?.issuer ?? '카드'),
      approvalNo: p.approvalNo,
      ...(p.originalApprovalNo ? { originalApprovalNo: p.originalApprovalNo } : {}),
      ...(paid?.maskedCardNo ? { maskedCardNo: paid.maskedCardNo } : {}),
    };
  });
}

/**
 * The one receipt of an exchange (#28): the returned goods of `original`, the new sale's goods, and
 * the difference with how it was paid or went back.
 */
export function exchangeReceiptDocument(
  exchange: { readonly sale: PosSalePayload; readonly refund: PosRefundPayload; readonly original: PosSalePayload },
  extra: { cashierName: string; terminalName: string; receipts?: readonly PosCashReceipt[] | undefined },
  shop: ReceiptShopInfo,
): ReceiptDocument {
  const { sale, refund, original } = exchange;
  return buildExchangeReceipt({
    shop,
    receiptNo: sale.receiptNo,
    refundNo: refund.refundNo,
    originalReceiptNo: original.receiptNo,
    exchangedAt: Date.parse(sale.soldAt),
    cashierName: extra.cashierName,
    terminalName: extra.terminalName,
    reason: refund.reason,
    returned: returnedLines(refund, original),
    lines: sale.lines.map((line) => ({ name: line.name, optionName: line.optionName ?? undefined, quantity: line.quantity, unitPrice: line.unitPrice, discount: line.discount || undefined })),
    discounts: sale.discounts,
    payments: receiptPayments(sale, extra.receipts),
    refunds: receiptRefunds(refund, original),
  });
}

function cancelledPayment(sale: PosSalePayload, approvalNo: string): PosCardPayment | undefined {
  return sale.payments.find((p): p is PosCardPayment => p.method === 'card' && p.approvalNo === approvalNo);
}

/** 취소 매출전표 of each card / 간편결제 cancel of a refund (#27): the original 승인번호 and date, the cancelled amount, the masked card. */
export function cardCancelSlipDocuments(refund: PosRefundPayload, sale: PosSalePayload, shop: ReceiptShopInfo): ReceiptDocument[] {
  return refund.payments.flatMap((p) => {
    if (p.method !== 'card') return [];
    const paid = cancelledPayment(sale, p.originalApprovalNo);
    const provider = p.provider ?? paid?.provider ?? null;
    return [
      buildCardSlip({
        shop,
        receiptNo: refund.refundNo,
        kind: 'cancel',
        ...(provider ? { easyPayLabel: EASY_PAY_NAMES[provider] } : {}),
        issuer: paid?.issuer ?? '카드',
        ...(paid?.acquirer ? { acquirer: paid.acquirer } : {}),
        maskedCardNo: paid?.maskedCardNo ?? null,
        installmentMonths: paid?.installmentMonths ?? 0,
        approvalNo: p.approvalNo,
        approvedAt: Date.parse(refund.refundedAt),
        merchantNo: paid?.merchantNo ?? '',
        tid: paid?.tid ?? '',
        amount: p.amount,
        signed: false,
        manual: (p.entry ?? paid?.entry) === 'manual',
        originalApprovalNo: p.originalApprovalNo,
        originalApprovedAt: Date.parse(paid?.approvedAt ?? sale.soldAt),
      }),
    ];
  });
}

const REPORT_TITLES: Readonly<Record<Report['kind'], string>> = { daily: '[일일 매출]', x: '[X 리포트 (중간 정산)]', z: '[Z 리포트 (마감)]' };

export function reportDocument(report: Report, terminalName: string, printedAt: number, shop: ReceiptShopInfo): ReceiptDocument {
  const won = (n: number) => formatNumber(n);
  const blocks: ReceiptBlock[] = [
    { kind: 'text', text: shop.name, align: 'center', bold: true, widthScale: 2, heightScale: 2 },
    { kind: 'text', text: REPORT_TITLES[report.kind], align: 'center', bold: true },
    { kind: 'separator', char: '=' },
    { kind: 'pair', label: '영업일', value: report.date },
    { kind: 'pair', label: '단말기', value: terminalName },
    { kind: 'pair', label: '집계 기준', value: report.source === 'server' ? '서버 장부' : '단말기 기록' },
    ...(report.from ? [{ kind: 'pair', label: '시작', value: formatReceiptDateTime(Date.parse(report.from)) } as const] : []),
    { kind: 'pair', label: '종료', value: formatReceiptDateTime(Date.parse(report.to)) },
    { kind: 'separator', char: '-' },
    { kind: 'pair', label: `판매 ${report.salesCount}건`, value: won(report.grossSales) },
    { kind: 'pair', label: '할인', value: won(-report.discounts) },
    { kind: 'pair', label: `환불 ${report.refundsCount}건`, value: won(-report.refundTotal) },
    { kind: 'pair', label: '순매출', value: won(report.net), bold: true },
    { kind: 'separator', char: '-' },
    { kind: 'pair', label: '현금', value: won(report.byMethod.cash) },
    { kind: 'pair', label: '카드 (간편결제 포함)', value: won(report.byMethod.card) },
    ...report.byEasyPay.map((e) => ({ kind: 'pair', label: `  ${e.label} (${e.count}건)`, value: won(e.amount) }) as const),
    { kind: 'pair', label: `현금영수증 ${report.cashReceipts.count}건`, value: won(report.cashReceipts.amount) },
    ...(report.cashReceipts.pending > 0 ? [{ kind: 'pair', label: '  발급 대기', value: `${report.cashReceipts.pending}건` } as const] : []),
    { kind: 'separator', char: '-' },
    ...report.byStaff.map((s) => ({ kind: 'pair', label: `${s.name} (${s.count}건)`, value: won(s.total) }) as const),
    { kind: 'separator', char: '-' },
    { kind: 'pair', label: '출력', value: formatReceiptDateTime(printedAt) },
    { kind: 'feed', lines: 3 },
    { kind: 'cut', partial: true },
  ];
  return { blocks };
}

export function labelDocument(item: CatalogueItem, barcode: string | undefined, copies: number): ReceiptDocument {
  const one: ReceiptBlock[] = [
    { kind: 'text', text: item.optionName ? `${item.name} (${item.optionName})` : item.name, align: 'center', bold: true },
    { kind: 'text', text: `${formatNumber(item.price)}원`, align: 'center', widthScale: 2, heightScale: 2 },
    ...(barcode
      ? [{ kind: 'barcode', symbology: /^\d{13}$/.test(barcode) ? 'EAN13' : 'CODE128', data: barcode, showText: true, height: 60, moduleWidth: 2, align: 'center' } as const]
      : []),
    { kind: 'feed', lines: 2 },
    { kind: 'cut', partial: true },
  ];
  return { blocks: Array.from({ length: copies }, () => one).flat() };
}

export function testPageDocument(description: string, columns: number, at: number): ReceiptDocument {
  return {
    blocks: [
      { kind: 'text', text: '코트사이드 테스트 인쇄', align: 'center', bold: true, widthScale: 2, heightScale: 2 },
      { kind: 'separator', char: '=' },
      { kind: 'pair', label: '프린터', value: description },
      { kind: 'pair', label: '한 줄 글자 수', value: `${columns}칸` },
      { kind: 'pair', label: '시각', value: formatReceiptDateTime(at) },
      { kind: 'item-header', name: '상품명', quantity: '수량', amount: '금액' },
      { kind: 'item', name: '코트사이드 댐프너 Court Dampener', quantity: 2, amount: 12000 },
      { kind: 'text', text: '한글과 English가 섞인 줄도 칸이 맞아야 합니다.' },
      { kind: 'feed', lines: 3 },
      { kind: 'cut', partial: true },
    ],
  };
}

export interface ProductionSheetInput {
  readonly orderNo: string;
  readonly orderedAt: string;
  readonly ordererName: string;
  readonly productName: string;
  readonly quantity: number;
  readonly shape: string;
  readonly colorName: string;
  readonly note: string | null;
  /** Image refs the renderer resolves to raster images ("front", "back"). */
  readonly imageRefs: readonly { readonly side: string; readonly ref: string }[];
}

/** The platform's order time is Seoul wall time without a zone: printed as written, never shifted 9 hours. */
function orderedAtText(orderedAt: string): string {
  try {
    return formatReceiptDateTime(parseInstantOrKst(orderedAt));
  } catch {
    return orderedAt;
  }
}

export function productionSheetDocument(input: ProductionSheetInput): ReceiptDocument {
  return {
    blocks: [
      { kind: 'text', text: '제작 지시서', align: 'center', bold: true, widthScale: 2, heightScale: 2 },
      { kind: 'separator', char: '=' },
      { kind: 'pair', label: '주문번호', value: input.orderNo },
      { kind: 'pair', label: '주문일시', value: orderedAtText(input.orderedAt) },
      { kind: 'pair', label: '주문자', value: input.ordererName },
      { kind: 'pair', label: '상품', value: input.productName },
      { kind: 'pair', label: '수량', value: `${input.quantity}개` },
      { kind: 'pair', label: '모양', value: input.shape },
      { kind: 'pair', label: '색상', value: input.colorName },
      ...(input.note ? [{ kind: 'text', text: `메모: ${input.note}` } as const] : []),
      ...input.imageRefs.flatMap((image) => [
        { kind: 'separator', char: '-' } as const,
        { kind: 'text', text: image.side === 'back' ? '[뒷면 디자인]' : '[앞면 디자인]', align: 'center', bold: true } as const,
        { kind: 'image', ref: image.ref, align: 'center' } as const,
      ]),
      { kind: 'feed', lines: 3 },
      { kind: 'cut', partial: false },
    ],
  };
}
