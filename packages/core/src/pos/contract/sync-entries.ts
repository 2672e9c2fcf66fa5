// The sync protocol between a terminal's outbox and the own server (POST /api/pos/sync). Entries
// are sent in outbox order; each carries a client-made UUIDv7 that the server applies at most once.
// Amounts are integer won, times ISO-8601 strings (UTC, with Z). The
// zod schemas that parse them are in entry-schemas.ts; the reply shapes in sync.ts.

export const POS_ENTRY_KINDS = ['sale', 'refund', 'stock', 'cash-receipt'] as const;
export type PosEntryKind = (typeof POS_ENTRY_KINDS)[number];

/** At most this many entries per POST; the terminal sends the rest in the next batch. */
export const POS_SYNC_MAX_BATCH = 500;

export interface PosSaleLine {
  /** 1-based position on the receipt; refunds refer to it. */
  readonly lineNo: number;
  readonly productNo: number;
  readonly optionNo: number;
  /** The barcode scanned for this line, null when searched by name. */
  readonly barcode: string | null;
  /** Names as printed on the receipt (the catalogue may change later). */
  readonly name: string;
  readonly optionName: string | null;
  readonly quantity: number;
  readonly unitPrice: number;
  /** Discount on this line, won (≥ 0). */
  readonly discount: number;
  /** quantity × unitPrice − discount. */
  readonly amount: number;
}

/** A discount on the whole sale (member, coupon, manager), won. */
export interface PosSaleDiscount {
  readonly label: string;
  readonly amount: number;
}

/** 간편결제 providers approved through the counter's VAN agent. */
export type PosEasyPayProvider = 'kakaopay' | 'naverpay' | 'tosspay' | 'zeropay';

/** A 현금영수증 on a cash payment: identity masked, `pending` while the agent was unreachable. */
export interface PosCashReceipt {
  readonly status: 'issued' | 'pending';
  readonly approvalNo: string | null;
  /** income = 소득공제, expense = 지출증빙. */
  readonly purpose: 'income' | 'expense';
  readonly identityMasked: string;
  /** Issued to the national self-issue number 010-000-1234 (자진발급). */
  readonly selfIssued: boolean;
  readonly amount: number;
  readonly issuedAt: string | null;
}

export interface PosCashPayment {
  readonly method: 'cash';
  readonly amount: number;
  readonly tendered: number;
  /** tendered − amount. */
  readonly change: number;
  readonly cashReceipt?: PosCashReceipt;
}

export interface PosCardPayment {
  readonly method: 'card';
  readonly amount: number;
  readonly approvalNo: string;
  /** Card company as the reader reports it ("신한카드"). */
  readonly issuer: string;
  readonly maskedCardNo: string | null;
  /** 0 = 일시불. */
  readonly installmentMonths: number;
  /** 'van': approved through the VAN agent; 'manual': 수기 입력 while the reader was out of order. */
  readonly entry?: 'van' | 'manual';
  /** Set for 간편결제 (the barcode took the card's place). */
  readonly provider?: PosEasyPayProvider | null;
  readonly approvedAt?: string;
  readonly acquirer?: string;
  /** 가맹점번호 and 단말기번호 (TID) as the agent answered. */
  readonly merchantNo?: string;
  readonly tid?: string;
  /** The terminal's VAN transaction id (what a 망취소 names). */
  readonly txId?: string;
  /** The reader or sign pad took a signature. */
  readonly signed?: boolean;
}

export type PosPayment = PosCashPayment | PosCardPayment;
export type PosPaymentMethod = PosPayment['method'];
/** How a sale was paid as reports group it. */
export type PosPaymentKind = 'cash' | 'card' | 'split';

export interface PosSaleTotals {
  /** Σ quantity × unitPrice. */
  readonly subtotal: number;
  /** Σ line discounts. */
  readonly lineDiscount: number;
  /** Σ sale discounts. */
  readonly saleDiscount: number;
  /** subtotal − lineDiscount − saleDiscount: what the customer pays. */
  readonly total: number;
}

/** A line voided before the sale was completed, kept for audit. */
export interface PosVoidedLine {
  readonly productNo: number;
  readonly optionNo: number;
  readonly quantity: number;
  readonly reason: string;
}

export interface PosSalePayload {
  /** Printed on the receipt; unique per terminal ("T1-20240305-0007"). */
  readonly receiptNo: string;
  readonly soldAt: string;
  readonly lines: readonly PosSaleLine[];
  readonly discounts: readonly PosSaleDiscount[];
  readonly payments: readonly PosPayment[];
  readonly totals: PosSaleTotals;
  readonly voidedLines: readonly PosVoidedLine[];
  /**
   * 교환 (#28): this sale takes the goods of an exchange; `credit` won of its total is paid by the
   * returned goods of refund `refundId` (of sale `originalSaleId`), so Σ payments = total − credit.
   * The same credit stands on that refund (`PosRefundPayload.exchange`): money moves once.
   */
  readonly exchange?: PosSaleExchange;
}

export interface PosSaleExchange {
  /** The client id (UUIDv7) of the refund entry whose returned goods pay `credit`. */
  readonly refundId: string;
  /** The client id of the sale the goods were returned from. */
  readonly originalSaleId: string;
  readonly credit: number;
}

/** 교환 on a refund: `credit` won of its total goes to sale `saleId` instead of back to the shopper. */
export interface PosRefundExchange {
  /** The client id of the exchange's new sale. */
  readonly saleId: string;
  readonly credit: number;
}

export interface PosRefundLine {
  /** The sale line being returned. */
  readonly lineNo: number;
  readonly productNo: number;
  readonly optionNo: number;
  readonly quantity: number;
  /** Money given back for this line, won. */
  readonly amount: number;
  /** Goods go back on the shelf (stock +quantity); false for damaged goods. */
  readonly restock: boolean;
}

export type PosRefundPayment =
  | { readonly method: 'cash'; readonly amount: number }
  | { readonly method: 'card'; readonly amount: number; readonly approvalNo: string; readonly originalApprovalNo: string; readonly provider?: PosEasyPayProvider | null; readonly entry?: 'van' | 'manual' };

export interface PosRefundPayload {
  readonly refundNo: string;
  /** The client id (UUIDv7) of the sale being refunded. */
  readonly saleId: string;
  readonly refundedAt: string;
  readonly reason: string;
  readonly lines: readonly PosRefundLine[];
  readonly payments: readonly PosRefundPayment[];
  /** Σ line amounts = Σ payments (+ the exchange credit). */
  readonly total: number;
  /** 교환 (#28): part of the total pays the exchange's new sale; Σ payments = total − credit. */
  readonly exchange?: PosRefundExchange;
}

export const POS_STOCK_REASONS = ['receive', 'count', 'adjust', 'damage', 'return'] as const;
export type PosStockReason = (typeof POS_STOCK_REASONS)[number];

export const POS_STOCK_REASON_LABELS: Readonly<Record<PosStockReason, string>> = {
  receive: '입고',
  count: '재고 실사',
  adjust: '재고 조정',
  damage: '파손·폐기',
  return: '반품 입고',
};

export interface PosStockMovement {
  readonly productNo: number;
  readonly optionNo: number;
  /** Change in units; never an absolute stock. A count sends counted − expected. */
  readonly delta: number;
  readonly barcode: string | null;
  /** For a count: what was counted and what the terminal expected (audit only). */
  readonly counted: number | null;
  readonly expected: number | null;
}

/**
 * A sale's 현금영수증 as it stands after the sale (#27): issued later (the agent was away), cancelled,
 * or cancelled and re-issued for what a refund left. `receipt: null` — cancelled with nothing left.
 * The sale payload keeps the state at the sale; the ledger follows these.
 */
export interface PosCashReceiptPayload {
  readonly saleId: string;
  readonly receipt: PosCashReceipt | null;
  readonly changedAt: string;
}

export interface PosStockPayload {
  readonly reason: PosStockReason;
  readonly note: string | null;
  readonly movedAt: string;
  readonly movements: readonly PosStockMovement[];
}

interface PosEntryBase {
  /** UUIDv7 made by the terminal when the entry was written. */
  readonly id: string;
  readonly terminalId: number;
  readonly staffId: number;
  readonly createdAt: string;
}

export type PosSaleEntry = PosEntryBase & { readonly kind: 'sale'; readonly payload: PosSalePayload };
export type PosRefundEntry = PosEntryBase & { readonly kind: 'refund'; readonly payload: PosRefundPayload };
export type PosStockEntry = PosEntryBase & { readonly kind: 'stock'; readonly payload: PosStockPayload };
export type PosCashReceiptEntry = PosEntryBase & { readonly kind: 'cash-receipt'; readonly payload: PosCashReceiptPayload };
export type PosSyncEntry = PosSaleEntry | PosRefundEntry | PosStockEntry | PosCashReceiptEntry;

export interface PosSyncRequest {
  readonly terminalId: number;
  readonly entries: readonly PosSyncEntry[];
}
