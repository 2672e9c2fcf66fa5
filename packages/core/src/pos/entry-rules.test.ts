import { describe, expect, it } from 'vitest';
import {
  checkPosExchangeLink,
  checkPosRefundAgainstSale,
  checkPosRefundPayload,
  checkPosSalePayload,
  checkPosStockPayload,
  checkPosSyncEntry,
  posPaymentKind,
  posSaleTotals,
  posStockDeltas,
} from './entry-rules.ts';
import { parsePosSyncEntry } from './contract/index.ts';
import type { PosRefundPayload, PosSaleEntry, PosSalePayload, PosStockPayload, PosSyncEntry } from './contract/index.ts';

const ID = '0190f5a2-7b3c-7d4e-8f10-112233445566';

function sale(over: Partial<PosSalePayload> = {}): PosSalePayload {
  return {
    receiptNo: 'T1-0001',
    soldAt: '2024-03-05T05:00:00.000Z',
    lines: [
      { lineNo: 1, productNo: 10, optionNo: 100, barcode: '8801234567893', name: '댐프너', optionName: '블랙', quantity: 2, unitPrice: 5000, discount: 1000, amount: 9000 },
      { lineNo: 2, productNo: 11, optionNo: 110, barcode: null, name: '오버그립', optionName: null, quantity: 1, unitPrice: 3000, discount: 0, amount: 3000 },
    ],
    discounts: [{ label: '회원 할인', amount: 2000 }],
    payments: [{ method: 'cash', amount: 10000, tendered: 10000, change: 0 }],
    totals: { subtotal: 13000, lineDiscount: 1000, saleDiscount: 2000, total: 10000 },
    voidedLines: [],
    ...over,
  };
}

function refund(over: Partial<PosRefundPayload> = {}): PosRefundPayload {
  return {
    refundNo: 'R-0001',
    saleId: ID,
    refundedAt: '2024-03-05T06:00:00Z',
    reason: '단순 변심',
    lines: [{ lineNo: 1, productNo: 10, optionNo: 100, quantity: 1, amount: 4500, restock: true }],
    payments: [{ method: 'cash', amount: 4500 }],
    total: 4500,
    ...over,
  };
}

const stock = (over: Partial<PosStockPayload> = {}): PosStockPayload => ({
  reason: 'receive',
  note: null,
  movedAt: '2024-03-05T06:00:00Z',
  movements: [{ productNo: 10, optionNo: 100, delta: 5, barcode: null, counted: null, expected: null }],
  ...over,
});

const message = (c: ReturnType<typeof checkPosSalePayload>): string => (c.ok ? 'ok' : `${c.code}: ${c.message}`);

describe('sale payload', () => {
  it('accepts a sale whose lines, discounts and cash add up', () => {
    expect(checkPosSalePayload(sale())).toEqual({ ok: true });
  });

  it('computes totals from lines and sale discounts', () => {
    expect(posSaleTotals(sale().lines, sale().discounts)).toEqual({ subtotal: 13000, lineDiscount: 1000, saleDiscount: 2000, total: 10000 });
  });

  it.each([
    ['no receipt number', sale({ receiptNo: ' ' }), '영수증'],
    ['a bad time', sale({ soldAt: '어제' }), '판매 시각'],
    ['no lines', sale({ lines: [] }), '품목이 없습니다'],
    ['a repeated line number', sale({ lines: [sale().lines[0]!, { ...sale().lines[1]!, lineNo: 1 }] }), '줄 번호'],
    ['a zero product number', sale({ lines: [{ ...sale().lines[0]!, productNo: 0 }] }), '상품 번호'],
    ['a fractional quantity', sale({ lines: [{ ...sale().lines[0]!, quantity: 1.5 }] }), '수량'],
    ['a fractional price', sale({ lines: [{ ...sale().lines[0]!, unitPrice: 10.5 }] }), '금액은'],
    ['a discount above the line', sale({ lines: [{ ...sale().lines[0]!, discount: 20000 }] }), '할인이 품목'],
    ['a wrong line amount', sale({ lines: [{ ...sale().lines[0]!, amount: 9999 }] }), '품목 금액'],
    ['a zero sale discount', sale({ discounts: [{ label: 'x', amount: 0 }] }), '할인 금액'],
    ['totals that do not add up', sale({ totals: { subtotal: 13000, lineDiscount: 1000, saleDiscount: 2000, total: 9000 } }), '합계'],
    ['no payment', sale({ payments: [] }), '결제 내역'],
    ['a zero payment', sale({ payments: [{ method: 'cash', amount: 0, tendered: 0, change: 0 }] }), '금액이 올바르지'],
    ['too little cash', sale({ payments: [{ method: 'cash', amount: 10000, tendered: 5000, change: 0 }] }), '받은 돈'],
    ['wrong change', sale({ payments: [{ method: 'cash', amount: 10000, tendered: 20000, change: 9000 }] }), '거스름돈'],
    ['a card without approval', sale({ payments: [{ method: 'card', amount: 10000, approvalNo: '', issuer: '신한', maskedCardNo: null, installmentMonths: 0 }] }), '승인번호'],
    ['bad installments', sale({ payments: [{ method: 'card', amount: 10000, approvalNo: '1', issuer: '신한', maskedCardNo: null, installmentMonths: 99 }] }), '할부'],
    ['payments short of the total', sale({ payments: [{ method: 'cash', amount: 9000, tendered: 9000, change: 0 }] }), '결제 금액 합계(9000원)'],
    ['a voided line with no reason', sale({ voidedLines: [{ productNo: 1, optionNo: 1, quantity: 1, reason: '' }] }), '사유'],
  ])('refuses %s', (_label, payload, text) => {
    const c = checkPosSalePayload(payload);
    expect(message(c)).toContain('POS_ENTRY_INVALID');
    expect(message(c)).toContain(text);
  });

  it('refuses a sale whose discounts exceed the goods', () => {
    const lines = [{ ...sale().lines[1]!, quantity: 1, unitPrice: 1000, amount: 1000 }];
    const c = checkPosSalePayload(sale({ lines, discounts: [{ label: 'x', amount: 2000 }], totals: { subtotal: 1000, lineDiscount: 0, saleDiscount: 2000, total: -1000 } }));
    expect(message(c)).toContain('할인이 판매 금액보다');
  });

  it('accepts a free sale with no payment and a split payment', () => {
    const free = sale({ lines: [{ ...sale().lines[1]!, discount: 3000, amount: 0 }], discounts: [], payments: [], totals: { subtotal: 3000, lineDiscount: 3000, saleDiscount: 0, total: 0 } });
    expect(checkPosSalePayload(free).ok).toBe(true);
    const split = sale({
      payments: [
        { method: 'cash', amount: 4000, tendered: 5000, change: 1000 },
        { method: 'card', amount: 6000, approvalNo: '30001234', issuer: '신한카드', maskedCardNo: null, installmentMonths: 0 },
      ],
    });
    expect(checkPosSalePayload(split).ok).toBe(true);
  });

  it('names the payment kind reports group by', () => {
    expect(posPaymentKind([{ method: 'cash' }])).toBe('cash');
    expect(posPaymentKind([{ method: 'card' }])).toBe('card');
    expect(posPaymentKind([{ method: 'cash' }, { method: 'card' }])).toBe('split');
    expect(posPaymentKind([])).toBe('cash');
  });
});

describe('refund payload', () => {
  it('accepts a refund whose lines and payments agree', () => {
    expect(checkPosRefundPayload(refund()).ok).toBe(true);
  });

  it.each([
    ['no refund number', refund({ refundNo: '' }), '환불 번호'],
    ['a sale id that is not a UUIDv7', refund({ saleId: 'abc' }), '판매 ID'],
    ['a bad time', refund({ refundedAt: 'x' }), '환불 시각'],
    ['no lines', refund({ lines: [] }), '품목이 없습니다'],
    ['a line twice', refund({ lines: [refund().lines[0]!, refund().lines[0]!], total: 9000, payments: [{ method: 'cash', amount: 9000 }] }), '두 번'],
    ['a zero quantity', refund({ lines: [{ ...refund().lines[0]!, quantity: 0 }] }), '환불 수량'],
    ['a zero payment', refund({ payments: [{ method: 'cash', amount: 0 }, { method: 'cash', amount: 4500 }] }), '1원 이상'],
    ['a card cancel without approval', refund({ payments: [{ method: 'card', amount: 4500, approvalNo: ' ', originalApprovalNo: '1' }] }), '취소 승인번호'],
    ['a total that does not add up', refund({ total: 4000 }), '환불 합계'],
  ])('refuses %s', (_label, payload, text) => {
    expect(message(checkPosRefundPayload(payload))).toContain(text);
  });

  it('keeps a refund within what was sold, counting earlier refunds', () => {
    expect(checkPosRefundAgainstSale(sale(), [], refund()).ok).toBe(true);
    expect(checkPosRefundAgainstSale(sale(), [refund()], refund()).ok).toBe(true);
    const third = checkPosRefundAgainstSale(sale(), [refund(), refund()], refund());
    expect(message(third)).toContain('POS_REFUND_EXCEEDS_SALE');
    expect(message(third)).toContain('남은 수량 0개');
  });

  it('refuses a line the sale does not have', () => {
    expect(message(checkPosRefundAgainstSale(sale(), [], refund({ lines: [{ ...refund().lines[0]!, lineNo: 9 }] })))).toContain('원 거래에 없습니다');
    expect(message(checkPosRefundAgainstSale(sale(), [], refund({ lines: [{ ...refund().lines[0]!, optionNo: 999 }] })))).toContain('원 거래에 없습니다');
  });

  it('refuses more money than the sale took after its sale discount', () => {
    const whole = refund({
      lines: [
        { lineNo: 1, productNo: 10, optionNo: 100, quantity: 2, amount: 9000, restock: true },
        { lineNo: 2, productNo: 11, optionNo: 110, quantity: 1, amount: 3000, restock: true },
      ],
      payments: [{ method: 'cash', amount: 12000 }],
      total: 12000,
    });
    expect(message(checkPosRefundAgainstSale(sale(), [], whole))).toContain('판매 금액보다 많이');
  });
});

describe('stock payload', () => {
  it('accepts deltas with a reason', () => {
    expect(checkPosStockPayload(stock()).ok).toBe(true);
  });

  it.each([
    ['an unknown reason', stock({ reason: 'gift' as 'receive' }), '사유'],
    ['a bad time', stock({ movedAt: '' }), '시각'],
    ['no movements', stock({ movements: [] }), '품목이 없습니다'],
    ['a bad option', stock({ movements: [{ ...stock().movements[0]!, optionNo: -1 }] }), '상품 번호'],
    ['a zero delta', stock({ movements: [{ ...stock().movements[0]!, delta: 0 }] }), '0이 아닌'],
  ])('refuses %s', (_label, payload, text) => {
    expect(message(checkPosStockPayload(payload))).toContain(text);
  });
});

describe('sync entry', () => {
  const base = { id: ID, terminalId: 1, staffId: 2, createdAt: '2024-03-05T05:00:00Z' };
  const saleEntry: PosSaleEntry = { ...base, kind: 'sale', payload: sale() };

  it('checks the envelope, then the payload of each kind', () => {
    expect(checkPosSyncEntry(saleEntry).ok).toBe(true);
    expect(checkPosSyncEntry({ ...base, kind: 'refund', payload: refund() }).ok).toBe(true);
    expect(checkPosSyncEntry({ ...base, kind: 'stock', payload: stock() }).ok).toBe(true);
    expect(message(checkPosSyncEntry({ ...base, kind: 'stock', payload: stock({ movements: [] }) }))).toContain('POS_ENTRY_INVALID');
  });

  it('refuses an id that is not a UUIDv7 with its own code', () => {
    expect(message(checkPosSyncEntry({ ...saleEntry, id: '0190f5a2-7b3c-4d4e-8f10-112233445566' }))).toContain('POS_ID_INVALID');
  });

  it.each([
    ['an unknown kind', { ...saleEntry, kind: 'gift' } as unknown as PosSyncEntry, '종류'],
    ['a zero terminal', { ...saleEntry, terminalId: 0 }, '단말기'],
    ['a bad time', { ...saleEntry, createdAt: '2024-03-05' }, '생성 시각'],
  ])('refuses %s', (_label, entry, text) => {
    expect(message(checkPosSyncEntry(entry))).toContain(text);
  });

  it('turns sales, restocked refund lines and movements into platform deltas', () => {
    expect(posStockDeltas(saleEntry)).toEqual([
      { line: 1, productNo: 10, optionNo: 100, delta: -2 },
      { line: 2, productNo: 11, optionNo: 110, delta: -1 },
    ]);
    const r = refund({ lines: [refund().lines[0]!, { lineNo: 2, productNo: 11, optionNo: 110, quantity: 1, amount: 0, restock: false }] });
    expect(posStockDeltas({ ...base, kind: 'refund', payload: r })).toEqual([{ line: 1, productNo: 10, optionNo: 100, delta: 1 }]);
    expect(posStockDeltas({ ...base, kind: 'stock', payload: stock() })).toEqual([{ line: 1, productNo: 10, optionNo: 100, delta: 5 }]);
    expect(posStockDeltas({ ...saleEntry, kind: 'gift' } as unknown as PosSyncEntry)).toEqual([]);
  });
});

describe('exchange (교환) credit', () => {
  const NEW_SALE = '0190f5a2-7b3c-7d4e-8f10-aabbccddeeff';
  const REFUND = '0190f5a2-7b3c-7d4e-8f10-000000000001';
  // Returned 4,500원, the new goods cost 10,000원: 4,500 paid by the goods, 5,500 in cash.
  const newSale = (over: Partial<PosSalePayload> = {}) =>
    sale({ payments: [{ method: 'cash', amount: 5500, tendered: 10000, change: 4500 }], exchange: { refundId: REFUND, originalSaleId: ID, credit: 4500 }, ...over });
  const returned = (over: Partial<PosRefundPayload> = {}) => refund({ payments: [], exchange: { saleId: NEW_SALE, credit: 4500 }, ...over });

  it('a sale counts the credit with its payments', () => {
    expect(checkPosSalePayload(newSale())).toEqual({ ok: true });
    expect(message(checkPosSalePayload(newSale({ exchange: { refundId: REFUND, originalSaleId: ID, credit: 4000 } })))).toMatch(/교환 차감\(4000원\)/);
    // Without the credit the same payments fall short.
    expect(checkPosSalePayload(newSale({ exchange: undefined })).ok).toBe(false);
  });

  it('a credit covering the whole sale needs no payment; more than the sale is refused', () => {
    expect(checkPosSalePayload(sale({ payments: [], exchange: { refundId: REFUND, originalSaleId: ID, credit: 10000 } }))).toEqual({ ok: true });
    expect(checkPosSalePayload(sale({ payments: [], exchange: { refundId: REFUND, originalSaleId: ID, credit: 10001 } })).ok).toBe(false);
    expect(checkPosSalePayload(newSale({ exchange: { refundId: 'x', originalSaleId: ID, credit: 4500 } })).ok).toBe(false);
  });

  it('a refund counts the credit with its payments', () => {
    expect(checkPosRefundPayload(returned())).toEqual({ ok: true });
    expect(checkPosRefundPayload(returned({ payments: [{ method: 'cash', amount: 500 }], exchange: { saleId: NEW_SALE, credit: 4000 } }))).toEqual({ ok: true });
    expect(checkPosRefundPayload(returned({ exchange: { saleId: NEW_SALE, credit: 4000 } })).ok).toBe(false);
    expect(checkPosRefundPayload(returned({ exchange: { saleId: NEW_SALE, credit: 4501 } })).ok).toBe(false);
  });

  it('the two halves must name each other with the same credit', () => {
    expect(checkPosExchangeLink(NEW_SALE, newSale(), REFUND, returned())).toEqual({ ok: true });
    expect(checkPosExchangeLink(NEW_SALE, newSale(), REFUND, returned({ exchange: { saleId: NEW_SALE, credit: 4000 } })).ok).toBe(false);
    expect(checkPosExchangeLink(ID, newSale(), REFUND, returned()).ok).toBe(false);
    expect(checkPosExchangeLink(NEW_SALE, newSale(), NEW_SALE, returned()).ok).toBe(false);
    expect(checkPosExchangeLink(NEW_SALE, newSale(), REFUND, refund()).ok).toBe(false);
  });

  it('the entry schemas keep the exchange fields', () => {
    const entry: PosSaleEntry = { id: NEW_SALE, kind: 'sale', terminalId: 1, staffId: 1, createdAt: '2024-03-05T05:00:00.000Z', payload: newSale() };
    expect(checkPosSyncEntry(entry)).toEqual({ ok: true });
    const parsed = parsePosSyncEntry(JSON.parse(JSON.stringify(entry)));
    expect(parsed.ok && parsed.entry.kind === 'sale' ? parsed.entry.payload.exchange : null).toEqual({ refundId: REFUND, originalSaleId: ID, credit: 4500 });
    const back = parsePosSyncEntry({ ...entry, id: REFUND, kind: 'refund', payload: returned() });
    expect(back.ok && back.entry.kind === 'refund' ? back.entry.payload.exchange : null).toEqual({ saleId: NEW_SALE, credit: 4500 });
  });
});
