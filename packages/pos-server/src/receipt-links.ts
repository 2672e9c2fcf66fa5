// 전자영수증 (#28 item 9). A terminal's `e-receipt` sync entry (the cashier sent the receipt to the
// shopper's phone at 완료) makes, in the same transaction as its applied id:
//  - a link: a token of 256 bits from crypto.randomBytes, stored only as sha256, expiring after
//    `linkDays`, naming the sale; the phone number only masked;
//  - a message in the own server's outbox (`pos_messages`, the stand-in's sandbox outbox pattern:
//    nothing is delivered) with the storefront's /receipt/{token} address — the one row that holds
//    the number in clear and the token's only copy.
// A replay of the same entry is answered by ingest from its applied id (one link, one message); the
// unique request_id keeps it so even if two instances raced. The storefront's page and the JSON
// route read the receipt through `receiptByToken`.
import {
  CASH_RECEIPT_PURPOSE_LABELS,
  E_RECEIPT_LINK_DAYS,
  eReceiptMessage,
  maskEReceiptPhone,
  splitVat,
  type PosEasyPayProvider,
  type PosEReceiptEntry,
  type PosReceiptView,
  type PosReceiptViewPayment,
  type PosRefundPayload,
  type PosSalePayload,
  type PosSandboxMessages,
} from '@courtside/core/pos';
import type { Kysely, Transaction } from 'kysely';
import type { PosDeps, PosEReceiptConfig } from './deps';
import { posError } from './errors';
import { EntryRejection, storedPayload, type AppliedEffect } from './ledger';
import type { PosDb } from './schema';
import { randomToken, sha256 } from './secrets';
import { readShopProfile } from './shop-profile';

export const RECEIPT_LINK_DEFAULTS: PosEReceiptConfig = { storefrontUrl: 'http://127.0.0.1:3000', linkDays: E_RECEIPT_LINK_DAYS, sandbox: true };

const DAY_MS = 86_400_000;
/** Tokens are 32 random bytes in base64url: 43 characters. Anything else is not ours, unread. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const EASY_PAY_LABELS: Readonly<Record<PosEasyPayProvider, string>> = { kakaopay: '카카오페이', naverpay: '네이버페이', tosspay: '토스페이', zeropay: '제로페이' };

export function receiptLinkConfig(deps: Pick<PosDeps, 'eReceipt'>): PosEReceiptConfig {
  return deps.eReceipt ?? RECEIPT_LINK_DEFAULTS;
}

/** The storefront's page for a token. */
export function receiptPageUrl(config: PosEReceiptConfig, token: string): string {
  return `${config.storefrontUrl.replace(/\/+$/, '')}/receipt/${token}`;
}

/** The Seoul date of an instant ("2026-05-30"). */
function seoulDate(ms: number): string {
  return new Date(ms + 9 * 3_600_000).toISOString().slice(0, 10);
}

/** Ingest of one `e-receipt` entry (inside the batch's transaction, after the sales before it are written). */
export async function applyEReceipt(trx: Transaction<PosDb>, entry: PosEReceiptEntry, now: string, config: PosEReceiptConfig): Promise<AppliedEffect> {
  const request = entry.payload;
  const sale = await trx.selectFrom('pos_sales').select(['sale_no', 'business_date', 'receipt_no', 'total']).where('client_id', '=', request.saleId).executeTakeFirst();
  if (!sale) throw new EntryRejection('POS_SALE_NOT_FOUND', '전자영수증을 보낼 원 거래가 서버에 없습니다. 원 거래가 먼저 동기화되어야 합니다.');
  const effect = { serverNo: Number(sale.sale_no), businessDate: sale.business_date };
  const made = await trx.selectFrom('pos_receipt_links').select('link_id').where('request_id', '=', entry.id).executeTakeFirst();
  if (made) return effect;
  const token = randomToken(32);
  const expiresMs = Date.parse(now) + config.linkDays * DAY_MS;
  await trx
    .insertInto('pos_receipt_links')
    .values({
      request_id: entry.id,
      token_hash: sha256(token),
      sale_client_id: request.saleId,
      phone_masked: maskEReceiptPhone(request.phone),
      terminal_id: entry.terminalId,
      created_at: now,
      expires_at: new Date(expiresMs).toISOString(),
    })
    .execute();
  const shop = (await readShopProfile(trx)).profile;
  const message = eReceiptMessage({
    shopName: shop?.name ?? null,
    receiptNo: sale.receipt_no,
    total: Number(sale.total),
    link: receiptPageUrl(config, token),
    expiresOn: seoulDate(expiresMs - 1),
  });
  await trx.insertInto('pos_messages').values({ request_id: entry.id, channel: 'alimtalk', target: request.phone, subject: message.subject, body: message.body, created_at: now }).execute();
  return effect;
}

function paymentView(p: PosSalePayload['payments'][number], cashRow: { status: string | null } | undefined): PosReceiptViewPayment {
  if (p.method === 'cash') {
    const r = p.cashReceipt;
    const status = cashRow?.status ?? r?.status ?? null;
    const cashReceipt =
      r && status !== 'cancelled'
        ? {
            typeLabel: r.purpose === 'income' && r.selfIssued ? `${CASH_RECEIPT_PURPOSE_LABELS.income} (자진발급)` : CASH_RECEIPT_PURPOSE_LABELS[r.purpose],
            identityMasked: r.identityMasked,
            approvalNo: status === 'issued' ? (r.approvalNo ?? null) : null,
          }
        : null;
    return { method: 'cash', label: '현금', amount: p.amount, tendered: p.tendered, change: p.change, cashReceipt };
  }
  const months = p.installmentMonths;
  return {
    method: 'card',
    label: p.provider ? EASY_PAY_LABELS[p.provider] : `카드 (${p.issuer})`,
    amount: p.amount,
    maskedCardNo: p.maskedCardNo,
    installment: p.provider ? '' : months > 1 ? `${months}개월` : '일시불',
    approvalNo: p.approvalNo,
  };
}

/** The receipt a link shows, or 404 (no such token) / 410 (expired), each with the one Korean message. */
export async function receiptByToken(deps: Pick<PosDeps, 'db' | 'now'>, token: string): Promise<PosReceiptView> {
  if (!TOKEN_PATTERN.test(token)) throw posError('POS_RECEIPT_LINK_UNKNOWN');
  const link = await deps.db.selectFrom('pos_receipt_links').select(['sale_client_id', 'phone_masked', 'expires_at']).where('token_hash', '=', sha256(token)).executeTakeFirst();
  if (!link) throw posError('POS_RECEIPT_LINK_UNKNOWN');
  if (Date.parse(link.expires_at) <= deps.now().getTime()) throw posError('POS_RECEIPT_LINK_EXPIRED');
  const sale = await deps.db.selectFrom('pos_sales').select(['sale_no', 'payload_json', 'refunded_total']).where('client_id', '=', link.sale_client_id).executeTakeFirst();
  if (!sale) throw posError('POS_RECEIPT_LINK_UNKNOWN');
  return readReceiptView(deps.db, sale, link);
}

async function readReceiptView(
  db: Kysely<PosDb>,
  sale: { sale_no: number; payload_json: string; refunded_total: number },
  link: { phone_masked: string; expires_at: string },
): Promise<PosReceiptView> {
  const payload = storedPayload<PosSalePayload>(sale.payload_json);
  const [shop, cashRows, refundRows] = await Promise.all([
    readShopProfile(db),
    db.selectFrom('pos_payments').select(['cash_receipt_status']).where('sale_no', '=', sale.sale_no).where('direction', '=', 'in').where('method', '=', 'cash').orderBy('payment_id').execute(),
    db.selectFrom('pos_refunds').select(['refund_ref', 'payload_json']).where('sale_no', '=', sale.sale_no).orderBy('refund_no').execute(),
  ]);
  let cashIndex = 0;
  const payments = payload.payments.map((p) => paymentView(p, p.method === 'cash' ? { status: cashRows[cashIndex++]?.cash_receipt_status ?? null } : undefined));
  const refunds = refundRows.map((row) => {
    const refund = storedPayload<PosRefundPayload>(row.payload_json);
    return {
      refundNo: refund.refundNo,
      refundedAt: refund.refundedAt,
      total: refund.total,
      lines: refund.lines.map((l) => {
        const sold = payload.lines.find((s) => s.lineNo === l.lineNo);
        return { name: sold?.name ?? `${l.lineNo}번 품목`, optionName: sold?.optionName ?? null, quantity: l.quantity, amount: l.amount };
      }),
    };
  });
  const { supply, vat } = splitVat(payload.totals.total);
  return {
    shop: shop.profile,
    receiptNo: payload.receiptNo,
    soldAt: payload.soldAt,
    lines: payload.lines.map((l) => ({ name: l.name, optionName: l.optionName, quantity: l.quantity, unitPrice: l.unitPrice, discount: l.discount, amount: l.amount })),
    discounts: payload.discounts.map((d) => ({ label: d.label, amount: d.amount })),
    totals: { ...payload.totals, supply, vat },
    payments,
    refunds,
    refundedTotal: Number(sale.refunded_total),
    phoneMasked: link.phone_masked,
    expiresAt: link.expires_at,
  };
}

/** The sandbox message outbox, newest first (off in production: 404). `target`: the phone as typed. */
export async function sandboxMessages(deps: Pick<PosDeps, 'db' | 'eReceipt'>, target: string | undefined, limit: number): Promise<PosSandboxMessages> {
  if (!receiptLinkConfig(deps).sandbox) throw posError('POS_SANDBOX_OFF');
  let q = deps.db.selectFrom('pos_messages').select(['message_id', 'channel', 'target', 'subject', 'body', 'created_at']).orderBy('message_id', 'desc').limit(limit);
  if (target) q = q.where('target', '=', target.replace(/[^0-9]/g, ''));
  const rows = await q.execute();
  return { items: rows.map((r) => ({ id: Number(r.message_id), channel: r.channel, target: r.target, subject: r.subject, body: r.body, createdAt: r.created_at })) };
}
