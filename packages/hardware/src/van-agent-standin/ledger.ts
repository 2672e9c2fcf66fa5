// The stand-in's own books, as the card network would keep them: every approval, cancel (full,
// partial, 망취소) and 현금영수증, appended to a JSON-lines file and flushed to disk (fsync) before the
// reply leaves, so a stand-in killed between the two still knows what it approved. Read back whole on
// start. Tests compare it with the terminal's records: approved and not cancelled = recorded payments.
import { appendFileSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CashReceiptPurpose, EasyPayProvider } from '../van/van-types.ts';

export type LedgerEntry =
  | {
      readonly type: 'approval';
      readonly txId: string;
      readonly approvalNo: string;
      /** YYYYMMDD, KST. */
      readonly date: string;
      readonly at: string;
      readonly amount: number;
      readonly vat: number;
      readonly installmentMonths: number;
      readonly provider: EasyPayProvider | null;
      readonly issuer: string;
      readonly maskedCardNo: string;
      readonly tid: string;
    }
  | {
      readonly type: 'cancel';
      readonly txId: string;
      /** The approval it cancels (part of). */
      readonly originalApprovalNo: string;
      readonly approvalNo: string;
      readonly at: string;
      readonly amount: number;
      /** 망취소 (by the POS's transaction id) rather than a refund. */
      readonly net: boolean;
    }
  | {
      readonly type: 'cash-receipt';
      readonly txId: string;
      readonly approvalNo: string;
      readonly date: string;
      readonly at: string;
      readonly amount: number;
      readonly vat: number;
      readonly purpose: CashReceiptPurpose;
      /** Masked: "010-****-5678". */
      readonly identity: string;
      readonly selfIssued: boolean;
    }
  | { readonly type: 'cash-receipt-cancel'; readonly txId: string; readonly originalApprovalNo: string; readonly approvalNo: string; readonly at: string; readonly amount: number };

export interface OpenApproval {
  readonly txId: string;
  readonly approvalNo: string;
  readonly date: string;
  readonly amount: number;
  readonly remaining: number;
  readonly provider: EasyPayProvider | null;
}

export interface LedgerSummary {
  /** Approvals with money still charged (amount − cancels > 0). */
  readonly open: readonly OpenApproval[];
  readonly approvals: number;
  readonly cancels: number;
  readonly netCancels: number;
  /** Σ remaining of card and 간편결제 approvals. */
  readonly chargedTotal: number;
  /** 현금영수증 not cancelled: count and amount. */
  readonly cashReceipts: { readonly count: number; readonly amount: number };
}

export interface VanLedger {
  readonly file: string | null;
  append(entry: LedgerEntry): void;
  entries(): readonly LedgerEntry[];
  approvalByNo(approvalNo: string): (LedgerEntry & { type: 'approval' }) | undefined;
  approvalByTx(txId: string): (LedgerEntry & { type: 'approval' }) | undefined;
  cashReceiptByNo(approvalNo: string): (LedgerEntry & { type: 'cash-receipt' }) | undefined;
  remaining(approvalNo: string): number;
  cashReceiptCancelled(approvalNo: string): boolean;
  summary(): LedgerSummary;
  close(): void;
}

/** `file` null keeps the ledger in memory (unit tests). */
export function openVanLedger(file: string | null): VanLedger {
  const list: LedgerEntry[] = [];
  let fd: number | null = null;
  if (file !== null) {
    mkdirSync(dirname(file), { recursive: true });
    if (existsSync(file)) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (line.trim() === '') continue;
        try {
          list.push(JSON.parse(line) as LedgerEntry);
        } catch {
          // A line cut by a crash mid-write was never acknowledged to anyone: skip it.
        }
      }
    }
    fd = openSync(file, 'a');
  }
  const cancelledOf = (approvalNo: string): number =>
    list.reduce((sum, e) => sum + (e.type === 'cancel' && e.originalApprovalNo === approvalNo ? e.amount : 0), 0);

  const ledger: VanLedger = {
    file,
    append(entry) {
      if (fd !== null) {
        appendFileSync(fd, `${JSON.stringify(entry)}\n`);
        fsyncSync(fd);
      }
      list.push(entry);
    },
    entries: () => [...list],
    approvalByNo: (no) => list.find((e): e is LedgerEntry & { type: 'approval' } => e.type === 'approval' && e.approvalNo === no),
    approvalByTx: (txId) => list.find((e): e is LedgerEntry & { type: 'approval' } => e.type === 'approval' && e.txId === txId),
    cashReceiptByNo: (no) => list.find((e): e is LedgerEntry & { type: 'cash-receipt' } => e.type === 'cash-receipt' && e.approvalNo === no),
    remaining(approvalNo) {
      const approval = ledger.approvalByNo(approvalNo);
      return approval ? approval.amount - cancelledOf(approvalNo) : 0;
    },
    cashReceiptCancelled: (no) => list.some((e) => e.type === 'cash-receipt-cancel' && e.originalApprovalNo === no),
    summary() {
      const open: OpenApproval[] = [];
      let approvals = 0;
      let cancels = 0;
      let netCancels = 0;
      const receipts = { count: 0, amount: 0 };
      for (const e of list) {
        if (e.type === 'approval') {
          approvals++;
          const remaining = e.amount - cancelledOf(e.approvalNo);
          if (remaining > 0) open.push({ txId: e.txId, approvalNo: e.approvalNo, date: e.date, amount: e.amount, remaining, provider: e.provider });
        } else if (e.type === 'cancel') {
          if (e.net) netCancels++;
          else cancels++;
        } else if (e.type === 'cash-receipt' && !ledger.cashReceiptCancelled(e.approvalNo)) {
          receipts.count++;
          receipts.amount += e.amount;
        }
      }
      return { open, approvals, cancels, netCancels, chargedTotal: open.reduce((s, o) => s + o.remaining, 0), cashReceipts: receipts };
    },
    close() {
      if (fd !== null) closeSync(fd);
      fd = null;
    },
  };
  return ledger;
}
