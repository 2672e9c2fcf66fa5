// The VanAgent over this package's framed message layout, on any line. One request at a time, as a
// VAN agent serves one reader: a second call waits for the first to finish.
import { VAN_MESSAGE_TYPES } from './van-codec.ts';
import type { VanMessageType, VanRequestMessage } from './van-codec.ts';
import { exchange } from './van-exchange.ts';
import type { OpenLine } from './van-exchange.ts';
import type {
  VanAgent,
  VanCallOptions,
  VanCancelRequest,
  VanCardApprovalRequest,
  VanCashReceiptCancelRequest,
  VanCashReceiptRequest,
  VanEasyPayRequest,
  VanOutcome,
} from './van-types.ts';

export interface FramedVanAgentOptions {
  readonly description: string;
  readonly open: OpenLine;
  /** 단말기번호 sent with every request. */
  readonly tid: string;
  /** How long the shopper has to insert a card or show a barcode, plus the network's time. */
  readonly replyTimeoutMs?: number;
  /** Cancels, net-cancels, 현금영수증 and status need no shopper: a shorter wait. */
  readonly quickTimeoutMs?: number;
  readonly close?: () => Promise<void>;
}

export const DEFAULT_REPLY_TIMEOUT_MS = 60_000;
export const DEFAULT_QUICK_TIMEOUT_MS = 15_000;

const EMPTY = { amount: 0, vat: 0, installmentMonths: 0, code: '', purpose: null, originalApprovalNo: '', originalDate: '' } as const;

export function createFramedVanAgent(options: FramedVanAgentOptions): VanAgent {
  let queue: Promise<unknown> = Promise.resolve();
  const slow = options.replyTimeoutMs ?? DEFAULT_REPLY_TIMEOUT_MS;
  const quick = options.quickTimeoutMs ?? DEFAULT_QUICK_TIMEOUT_MS;

  const send = (type: VanMessageType, fields: Omit<VanRequestMessage, 'type' | 'tid'>, timeoutMs: number, call?: VanCallOptions): Promise<VanOutcome> => {
    const run = queue.then(() => exchange(options.open, { type, tid: options.tid, ...fields }, timeoutMs, call?.onProgress));
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    description: options.description,
    approveCard: (r: VanCardApprovalRequest, call) => send(VAN_MESSAGE_TYPES.cardApprove, { ...EMPTY, txId: r.txId, amount: r.amount, vat: r.vat, installmentMonths: r.installmentMonths }, slow, call),
    approveEasyPay: (r: VanEasyPayRequest, call) => send(VAN_MESSAGE_TYPES.easyPay, { ...EMPTY, txId: r.txId, amount: r.amount, vat: r.vat, code: r.barcode }, slow, call),
    cancel: (r: VanCancelRequest, call) =>
      send(VAN_MESSAGE_TYPES.cancel, { ...EMPTY, txId: r.txId, amount: r.amount, vat: r.vat, originalApprovalNo: r.originalApprovalNo, originalDate: r.originalDate }, quick, call),
    netCancel: (txId, call) => send(VAN_MESSAGE_TYPES.netCancel, { ...EMPTY, txId }, quick, call),
    issueCashReceipt: (r: VanCashReceiptRequest, call) =>
      send(VAN_MESSAGE_TYPES.cashReceipt, { ...EMPTY, txId: r.txId, amount: r.amount, vat: r.vat, code: r.identity, purpose: r.purpose }, quick, call),
    cancelCashReceipt: (r: VanCashReceiptCancelRequest, call) =>
      send(
        VAN_MESSAGE_TYPES.cashReceiptCancel,
        { ...EMPTY, txId: r.txId, amount: r.amount, vat: r.vat, code: r.identity, purpose: r.purpose, originalApprovalNo: r.originalApprovalNo, originalDate: r.originalDate },
        quick,
        call,
      ),
    status: () => send(VAN_MESSAGE_TYPES.status, { ...EMPTY, txId: `STATUS-${Date.now().toString(36)}` }, quick),
    close: () => options.close?.() ?? Promise.resolve(),
  };
}
