// What the counter needs from a VAN agent, in the product's words. The POS never sees a card number:
// the agent drives the reader and answers with a masked number and the approval. Every reply is a
// typed outcome — a timeout, a garbled reply or a dropped line never throws and never loses a sale.

/** Why an easy payment (간편결제) was used, as the agent names the provider. */
export const EASY_PAY_PROVIDERS = ['kakaopay', 'naverpay', 'tosspay', 'zeropay'] as const;
export type EasyPayProvider = (typeof EASY_PAY_PROVIDERS)[number];

export const EASY_PAY_LABELS: Readonly<Record<EasyPayProvider, string>> = {
  kakaopay: '카카오페이',
  naverpay: '네이버페이',
  tosspay: '토스페이',
  zeropay: '제로페이',
};

/** 소득공제 (a person's deduction) or 지출증빙 (a business's expense proof). */
export type CashReceiptPurpose = 'income' | 'expense';

/** The POS's own id for one request: a net-cancel names it. ASCII, 8–32 characters. */
export type VanTxId = string;

export interface VanCardApprovalRequest {
  readonly txId: VanTxId;
  readonly amount: number;
  readonly vat: number;
  /** 0 = 일시불. */
  readonly installmentMonths: number;
}

export interface VanEasyPayRequest {
  readonly txId: VanTxId;
  readonly amount: number;
  readonly vat: number;
  /** The payment barcode the shopper's app shows, as scanned. */
  readonly barcode: string;
}

export interface VanCancelRequest {
  readonly txId: VanTxId;
  /** The amount to cancel: the whole approval or a part of what is left of it. */
  readonly amount: number;
  readonly vat: number;
  readonly originalApprovalNo: string;
  /** The original approval's day, YYYYMMDD (KST). */
  readonly originalDate: string;
}

export interface VanCashReceiptRequest {
  readonly txId: VanTxId;
  readonly amount: number;
  readonly vat: number;
  /** Digits only: a phone number, a 현금영수증 card number or a 사업자등록번호. */
  readonly identity: string;
  readonly purpose: CashReceiptPurpose;
}

export interface VanCashReceiptCancelRequest {
  readonly txId: VanTxId;
  readonly amount: number;
  readonly vat: number;
  readonly identity: string;
  readonly purpose: CashReceiptPurpose;
  readonly originalApprovalNo: string;
  readonly originalDate: string;
}

/** What an approved reply carries. No field ever holds a full card number. */
export interface VanApproval {
  readonly txId: VanTxId;
  readonly approvalNo: string;
  /** ISO instant of the approval (the agent sends KST wall time). */
  readonly approvedAt: string;
  /** Card company that issued the card, or the easy-pay provider's name. */
  readonly issuer: string;
  readonly acquirer: string;
  /** "9410-00**-****-0001"; empty for 현금영수증 and net-cancels. */
  readonly maskedCardNo: string;
  readonly merchantNo: string;
  readonly tid: string;
  readonly amount: number;
  readonly installmentMonths: number;
  /** Set for 간편결제. */
  readonly provider: EasyPayProvider | null;
  /** The reader or sign pad took a signature. */
  readonly signed: boolean;
}

export type VanOutcome =
  | { readonly kind: 'approved'; readonly approval: VanApproval }
  | { readonly kind: 'declined'; readonly code: string; readonly message: string }
  /** Sent, no reply in time: the network may have approved it — net-cancel. */
  | { readonly kind: 'timeout'; readonly message: string }
  /** A reply that does not parse: the network may have approved it — net-cancel. */
  | { readonly kind: 'garbled'; readonly message: string; readonly detail: string }
  /** The line closed after the request was sent: the network may have approved it — net-cancel. */
  | { readonly kind: 'dropped'; readonly message: string }
  /** The agent could not be reached: nothing was sent. */
  | { readonly kind: 'refused'; readonly message: string }
  /** The agent answered that it is serving another request: nothing was done. */
  | { readonly kind: 'busy'; readonly message: string };

export type VanOutcomeKind = VanOutcome['kind'];

/** Outcomes after which the network may hold an approval the POS does not know: 망취소 at once. */
export function outcomeIsUnknown(outcome: VanOutcome): boolean {
  return outcome.kind === 'timeout' || outcome.kind === 'garbled' || outcome.kind === 'dropped';
}

export interface VanAgentStatus {
  readonly ok: boolean;
  readonly message: string;
  readonly merchantNo: string;
  readonly tid: string;
}

/** Reader progress while a request waits ("카드를 읽고 있습니다"), shown on the payment screen. */
export type VanProgressListener = (message: string) => void;

export interface VanCallOptions {
  readonly onProgress?: VanProgressListener;
}

export interface VanAgent {
  readonly description: string;
  approveCard(request: VanCardApprovalRequest, options?: VanCallOptions): Promise<VanOutcome>;
  approveEasyPay(request: VanEasyPayRequest, options?: VanCallOptions): Promise<VanOutcome>;
  /** A refund: full or partial cancel of an earlier approval (card or 간편결제). */
  cancel(request: VanCancelRequest, options?: VanCallOptions): Promise<VanOutcome>;
  /** 망취소: cancel whatever the network approved for `txId`, if anything. Safe to repeat. */
  netCancel(txId: VanTxId, options?: VanCallOptions): Promise<VanOutcome>;
  issueCashReceipt(request: VanCashReceiptRequest, options?: VanCallOptions): Promise<VanOutcome>;
  cancelCashReceipt(request: VanCashReceiptCancelRequest, options?: VanCallOptions): Promise<VanOutcome>;
  status(): Promise<VanOutcome>;
  close(): Promise<void>;
}
