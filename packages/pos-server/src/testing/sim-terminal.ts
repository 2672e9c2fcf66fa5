// A simulated counter terminal for the server-side tests: it records sales in its own outbox (what
// the cashier saw as "완료"), and a sync worker uploads the outbox in order and in batches, retrying
// whatever did not come back. Enough of apps/pos's behaviour to test the server's promises.
import { randomBytes } from 'node:crypto';
import {
  createPosUuidV7,
  posRoutePath,
  POS_TERMINAL_KEY_HEADER,
  posBearer,
  type PosRefundPayload,
  type PosSalePayload,
  type PosStockPayload,
  type PosSyncEntry,
  type PosSyncEntryReply,
  type PosSyncReply,
} from '@courtside/core/pos';

export interface SaleLineSpec {
  productNo: number;
  optionNo: number;
  quantity: number;
  unitPrice: number;
}

let lastMs = 0;
/** Ids in creation order even within one millisecond (UUIDv7 sorts by time first). */
export function newEntryId(): string {
  lastMs = Math.max(Date.now(), lastMs + 1);
  return createPosUuidV7(lastMs, randomBytes(10));
}

export function salePayload(receiptNo: string, lines: readonly SaleLineSpec[], method: 'cash' | 'card' | 'split' = 'cash', soldAt = new Date().toISOString()): PosSalePayload {
  const saleLines = lines.map((l, i) => ({
    lineNo: i + 1,
    productNo: l.productNo,
    optionNo: l.optionNo,
    barcode: null,
    name: `상품 ${l.productNo}`,
    optionName: null,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    discount: 0,
    amount: l.quantity * l.unitPrice,
  }));
  const total = saleLines.reduce((s, l) => s + l.amount, 0);
  const card = (amount: number) => ({ method: 'card' as const, amount, approvalNo: `A${receiptNo}`, issuer: '신한카드', maskedCardNo: null, installmentMonths: 0 });
  const cash = (amount: number) => ({ method: 'cash' as const, amount, tendered: amount, change: 0 });
  const payments = method === 'cash' ? [cash(total)] : method === 'card' ? [card(total)] : [cash(Math.floor(total / 2)), card(total - Math.floor(total / 2))];
  return {
    receiptNo,
    soldAt,
    lines: saleLines,
    discounts: [],
    payments: payments.filter((p) => p.amount > 0),
    totals: { subtotal: total, lineDiscount: 0, saleDiscount: 0, total },
    voidedLines: [],
  };
}

export interface SyncOutcome {
  ok: boolean;
  replies: readonly PosSyncEntryReply[];
  reply: PosSyncReply | null;
}

export class SimTerminal {
  /** Entries not yet confirmed by the server, oldest first. */
  readonly outbox: PosSyncEntry[] = [];
  /** Every entry the cashier saw completed (the oracle). */
  readonly recorded: PosSyncEntry[] = [];
  readonly confirmed = new Map<string, PosSyncEntryReply>();
  readonly conflictsSeen = new Set<number>();
  /** Entries the server answered as replays: it had applied them, but this terminal never heard. */
  replayed = 0;
  private receiptSeq = 0;

  constructor(
    public baseUrl: string,
    readonly terminalId: number,
    readonly terminalKey: string,
    readonly staffId: number,
  ) {}

  private record(entry: PosSyncEntry): PosSyncEntry {
    this.outbox.push(entry);
    this.recorded.push(entry);
    return entry;
  }

  sell(lines: readonly SaleLineSpec[], method: 'cash' | 'card' | 'split' = 'cash', soldAt?: string): PosSyncEntry {
    this.receiptSeq += 1;
    const payload = salePayload(`T${this.terminalId}-${String(this.receiptSeq).padStart(6, '0')}`, lines, method, soldAt);
    return this.record({ id: newEntryId(), kind: 'sale', terminalId: this.terminalId, staffId: this.staffId, createdAt: new Date().toISOString(), payload });
  }

  refund(payload: PosRefundPayload): PosSyncEntry {
    return this.record({ id: newEntryId(), kind: 'refund', terminalId: this.terminalId, staffId: this.staffId, createdAt: new Date().toISOString(), payload });
  }

  moveStock(payload: PosStockPayload): PosSyncEntry {
    return this.record({ id: newEntryId(), kind: 'stock', terminalId: this.terminalId, staffId: this.staffId, createdAt: new Date().toISOString(), payload });
  }

  /** One upload of the oldest `batchSize` entries. Network errors and non-200s leave the outbox as it was. */
  async syncOnce(batchSize = 200): Promise<SyncOutcome> {
    const batch = this.outbox.slice(0, batchSize);
    if (batch.length === 0) return { ok: true, replies: [], reply: null };
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${posRoutePath('sync')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [POS_TERMINAL_KEY_HEADER]: this.terminalKey },
        body: JSON.stringify({ terminalId: this.terminalId, entries: batch }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      return { ok: false, replies: [], reply: null };
    }
    let reply: PosSyncReply;
    try {
      if (res.status !== 200) return { ok: false, replies: [], reply: null };
      reply = (await res.json()) as PosSyncReply;
    } catch {
      return { ok: false, replies: [], reply: null };
    }
    const answered = new Set<string>();
    for (const r of reply.results) {
      // Applied, replayed and (final) rejected entries leave the outbox; the terminal shows rejections.
      this.confirmed.set(r.id, r);
      answered.add(r.id);
      if (r.status === 'replayed') this.replayed += 1;
    }
    const left = this.outbox.filter((e) => !answered.has(e.id));
    this.outbox.splice(0, this.outbox.length, ...left);
    for (const c of reply.conflicts) this.conflictsSeen.add(c.conflictId);
    return { ok: true, replies: reply.results, reply };
  }

  /** Syncs until the outbox is empty, giving up after `maxAttempts` failed uploads in a row. */
  async syncAll(batchSize = 200, maxAttempts = 200, onAttempt?: (attempt: number) => Promise<void>): Promise<number> {
    let failures = 0;
    let attempts = 0;
    while (this.outbox.length > 0) {
      attempts += 1;
      if (onAttempt) await onAttempt(attempts);
      const outcome = await this.syncOnce(batchSize);
      if (outcome.ok) failures = 0;
      else if (++failures >= maxAttempts) throw new Error(`동기화 실패가 ${maxAttempts}번 이어졌습니다 (남은 ${this.outbox.length}건)`);
    }
    return attempts;
  }
}

/** A registration code for one more terminal, made by a signed-in admin on a registered terminal. */
export async function pairingCodeFor(baseUrl: string, terminalKey: string, adminToken: string): Promise<string> {
  const res = await fetch(`${baseUrl}${posRoutePath('terminals.pairingCode')}`, {
    method: 'POST',
    headers: { [POS_TERMINAL_KEY_HEADER]: terminalKey, authorization: `Bearer ${adminToken}` },
  });
  const body = (await res.json()) as { code: string; message?: string };
  if (res.status !== 201) throw new Error(`등록 코드 발급 실패 ${res.status}: ${body.message ?? ''}`);
  return body.code;
}

/**
 * Registers a terminal and returns what a terminal stores: the first one with the setup code (it
 * creates `admin`), later ones with a registration code (pairingCodeFor; `admin` is not sent then).
 */
export async function registerSimTerminal(baseUrl: string, name: string, admin: { name: string; pin: string }, setupCode?: string): Promise<{ terminalId: number; terminalKey: string }> {
  const res = await fetch(`${baseUrl}${posRoutePath('terminals.register')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, admin, setupCode }),
  });
  const body = (await res.json()) as { terminalId: number; terminalKey: string; message?: string };
  // (admin is ignored by a server that has staff already.)
  if (res.status !== 201) throw new Error(`단말기 등록 실패 ${res.status}: ${body.message ?? ''}`);
  return body;
}

export async function loginSim(baseUrl: string, terminalKey: string, name: string, pin: string): Promise<{ token: string; staffId: number }> {
  const res = await fetch(`${baseUrl}${posRoutePath('sessions.login')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [POS_TERMINAL_KEY_HEADER]: terminalKey },
    body: JSON.stringify({ name, pin }),
  });
  const body = (await res.json()) as { token: string; staff: { staffId: number }; message?: string };
  if (res.status !== 201) throw new Error(`로그인 실패 ${res.status}: ${body.message ?? ''}`);
  return { token: body.token, staffId: body.staff.staffId };
}

/** fetch with the terminal key and (optionally) a staff token. */
export function posFetch(baseUrl: string, terminalKey: string | null, token: string | null) {
  return (path: string, init: { method?: string; json?: unknown } = {}): Promise<Response> => {
    const headers: Record<string, string> = {};
    if (terminalKey) headers[POS_TERMINAL_KEY_HEADER] = terminalKey;
    if (token) headers.authorization = posBearer(token);
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${baseUrl}${path}`, { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  };
}
