// 재입고 알림 (product-shop-public.yml `/products/restock`): a shopper asks to be told when a sold-out
// option is back — a member under their account, a guest by phone with consent to the use of it.
// When the option has stock again (whatever put it back: the server API, a terminal's push, a
// cancel), `sendRestockAlerts` sends one 알림톡 per request to the outbox with the product's link.
// Each request is claimed with one guarded UPDATE (`… where sent_at is null`), so two processes
// (or two ticks) never send the same one twice.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../../db/schema.ts';
import type { MemberRow } from '../../../domain/member.ts';
import { DomainError } from '../../../domain/errors.ts';
import { toYmdt } from '../../../domain/kst-time.ts';
import { parseJson } from '../../../domain/json-columns.ts';
import type { Outbox } from '../../members/contacts.ts';
import { optionSoldOut } from '../catalogue.ts';

export const restockErrors = {
  noTarget: () => new DomainError('invalid', 'PR001', '상품번호 또는 옵션번호를 입력해 주세요.'),
  optionNotFound: () => new DomainError('not-found', 'PR002', '재입고 알림을 신청할 옵션을 찾을 수 없습니다.'),
  notSoldOut: () => new DomainError('conflict', 'PR003', '구매할 수 있는 옵션입니다. 재입고 알림은 품절된 옵션에만 신청할 수 있습니다.'),
  consentRequired: () => new DomainError('invalid', 'PR004', '재입고 알림을 받으려면 개인정보 수집·이용에 동의해 주세요.'),
  phoneRequired: () => new DomainError('invalid', 'PR005', '알림을 받을 휴대폰 번호를 입력해 주세요.'),
  phoneInvalid: () => new DomainError('invalid', 'PR006', '휴대폰 번호 형식이 올바르지 않습니다. (예: 010-1234-5678)'),
  notMine: () => new DomainError('not-found', 'PR007', '삭제할 재입고 알림을 찾을 수 없습니다.'),
};

/** 010-1234-5678 → 01012345678; null when it is not a Korean mobile number. */
export function mobileDigits(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  return /^01[016789]\d{7,8}$/.test(digits) ? digits : null;
}

export interface RestockRequest {
  optionNos: number[];
  privacyInfoAgreement: boolean;
  name: string | null;
  phone: string | null;
}

/**
 * Records a request per option (already waiting ones are kept, not doubled). A member's alert goes
 * to the phone given, else the account's; a guest must give a phone and consent.
 */
export async function subscribeRestock(db: Kysely<ShopDb>, member: MemberRow | null, r: RestockRequest, now: Date): Promise<void> {
  const rawPhone = r.phone?.trim() || (member?.mobile_no ?? '');
  if (!member && !r.privacyInfoAgreement) throw restockErrors.consentRequired();
  if (!rawPhone) throw restockErrors.phoneRequired();
  const phone = mobileDigits(rawPhone);
  if (!phone) throw restockErrors.phoneInvalid();
  const options = await db.selectFrom('options').select(['option_no', 'product_no', 'stock_cnt', 'forced_sold_out']).where('option_no', 'in', r.optionNos).execute();
  if (options.length !== new Set(r.optionNos).size) throw restockErrors.optionNotFound();
  if (options.some((o) => !optionSoldOut(o))) throw restockErrors.notSoldOut();
  await db.transaction().execute(async (trx) => {
    for (const o of options) {
      let waiting = trx.selectFrom('restock_subscriptions').select('restock_no')
        .where('option_no', '=', o.option_no).where('sent_at', 'is', null).where('deleted_at', 'is', null);
      waiting = member ? waiting.where('member_no', '=', member.member_no) : waiting.where('member_no', 'is', null).where('phone', '=', phone);
      if (await waiting.executeTakeFirst()) continue;
      await trx.insertInto('restock_subscriptions').values({
        product_no: o.product_no,
        option_no: o.option_no,
        member_no: member?.member_no ?? null,
        name: r.name?.trim() || member?.member_name || null,
        phone,
        privacy_agreed: r.privacyInfoAgreement ? 1 : 0,
        created_at: now.toISOString(),
      }).execute();
    }
  });
}

export interface RestockListQuery {
  productNo: number | null;
  optionNos: number[];
  pageNumber: number;
  pageSize: number;
}

/**
 * The member's waiting requests (not sent, not deleted) for a product or options, newest first. Without
 * either (an extension of this stand-in, for 마이페이지) every waiting request of the member.
 */
export async function listRestock(db: Kysely<ShopDb>, memberNo: number, q: RestockListQuery) {
  let base = db.selectFrom('restock_subscriptions').where('member_no', '=', memberNo).where('sent_at', 'is', null).where('deleted_at', 'is', null);
  if (q.productNo !== null) base = base.where('product_no', '=', q.productNo);
  if (q.optionNos.length > 0) base = base.where('option_no', 'in', q.optionNos);
  const [rows, count] = await Promise.all([
    base.select(['restock_no', 'product_no', 'option_no', 'created_at']).orderBy('restock_no', 'desc')
      .limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const totalCount = Number(count.n);
  return {
    totalCount,
    totalPage: Math.ceil(totalCount / q.pageSize),
    items: rows.map((r) => ({ restockNo: r.restock_no, productNo: r.product_no, optionNo: r.option_no, registerYmdt: toYmdt(r.created_at) })),
  };
}

/** Deletes the member's own requests; any number not theirs (or already gone) is a 404 and nothing changes. */
export async function deleteRestock(db: Kysely<ShopDb>, memberNo: number, restockNos: number[], now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const res = await trx.updateTable('restock_subscriptions').set({ deleted_at: now.toISOString() })
      .where('restock_no', 'in', restockNos).where('member_no', '=', memberNo).where('deleted_at', 'is', null).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== new Set(restockNos).size) throw restockErrors.notMine();
  });
}

export interface RestockAlertDeps {
  db: Kysely<ShopDb>;
  outbox: Outbox;
  now: () => Date;
  /** The storefront's address (links in the message). */
  mallUrl: string;
}

/** The option as the shopper picked it: "색상: 블랙 / 구성: 1개입". */
export function optionText(labels: readonly string[], values: readonly string[]): string {
  return values.map((v, i) => (labels[i] ? `${labels[i]}: ${v}` : v)).join(' / ');
}

/** The 알림톡 text for one request. */
export function restockMessage(m: { name: string | null; productName: string; option: string; link: string }): { subject: string; body: string } {
  const greeting = m.name ? `${m.name}님, ` : '';
  return {
    subject: '[코트사이드] 재입고 알림',
    body: `${greeting}신청하신 상품이 재입고되었습니다.\n상품: ${m.productName}${m.option ? `\n옵션: ${m.option}` : ''}\n재고가 한정되어 있으니 서둘러 주세요.\n바로가기: ${m.link}`,
  };
}

/**
 * Sends the alerts whose option is buyable again: one message per request, claimed first so it
 * goes once however many processes run this. Answers how many were sent.
 */
export async function sendRestockAlerts(deps: RestockAlertDeps): Promise<number> {
  const { db } = deps;
  const due = await db.selectFrom('restock_subscriptions as s')
    .innerJoin('options as o', 'o.option_no', 's.option_no')
    .innerJoin('products as p', 'p.product_no', 's.product_no')
    .select(['s.restock_no', 's.name', 's.phone', 's.product_no', 'p.product_name', 'p.option_labels_json', 'o.values_json'])
    .where('s.sent_at', 'is', null).where('s.deleted_at', 'is', null)
    .where('o.stock_cnt', '>', 0).where('o.forced_sold_out', '=', 0)
    .orderBy('s.restock_no').limit(500)
    .execute();
  let sent = 0;
  for (const row of due) {
    const at = deps.now();
    const claimed = await db.updateTable('restock_subscriptions').set({ sent_at: at.toISOString() })
      .where('restock_no', '=', row.restock_no).where('sent_at', 'is', null).where('deleted_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const message = restockMessage({
      name: row.name,
      productName: row.product_name,
      option: optionText(parseJson<string[]>(row.option_labels_json, []), parseJson<string[]>(row.values_json, [])),
      link: `${deps.mallUrl.replace(/\/+$/, '')}/product/${row.product_no}`,
    });
    await deps.outbox({ channel: 'ALIMTALK', target: row.phone, ...message, now: at });
    sent++;
  }
  return sent;
}

/** Runs `sendRestockAlerts` every `intervalMs` (0 = never); errors are reported, never thrown. */
export function startRestockAlerts(deps: RestockAlertDeps, intervalMs: number, onError: (error: unknown) => void): { stop(): void; runOnce(): Promise<number> } {
  let running: Promise<number> | null = null;
  const runOnce = () => {
    running ??= sendRestockAlerts(deps).finally(() => { running = null; });
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(() => { runOnce().catch(onError); }, intervalMs) : null;
  timer?.unref();
  return { stop: () => { if (timer) clearInterval(timer); }, runOnce };
}
