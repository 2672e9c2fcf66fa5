// Verification codes sent by SMS or e-mail (to the sandbox outbox) for finding an id, resetting a
// password and confirming a contact at sign-up. Rules (seed §8): a code lives 3 minutes and works
// once (L1001 used, L1002 expired or superseded, L1003 wrong); five sends to one target within
// 10 minutes lock that target for 10 minutes (L1008); account lookups answer L1004–L1007.
import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ShopDb, VerificationCodeTable } from '../../db/schema.ts';
import { normaliseTarget, type Outbox, type OutboxChannel } from './contacts.ts';
import { MALL_NAME } from './profile.ts';
import type { MemberRow } from '../../domain/member.ts';
import { DomainError } from '../../domain/errors.ts';

export type VerificationUsage = 'FIND_ID' | 'FIND_PASSWORD' | 'JOIN';
export const verificationUsages: readonly VerificationUsage[] = ['FIND_ID', 'FIND_PASSWORD', 'JOIN'];

export const CODE_LIFETIME_SECONDS = 180;
export const MAX_SENDS_IN_WINDOW = 5;
export const SEND_WINDOW_MS = 10 * 60_000;
export const LOCKOUT_MS = 10 * 60_000;
/** Wrong guesses allowed against one code before it stops working. */
export const MAX_WRONG_ATTEMPTS = 5;

export const verificationErrors = {
  used: () => new DomainError('invalid', 'L1001', '이미 사용된 인증번호입니다. 인증번호를 다시 요청해 주세요.'),
  expired: () => new DomainError('invalid', 'L1002', '인증번호의 유효 시간이 지났습니다. 인증번호를 다시 요청해 주세요.'),
  wrong: () => new DomainError('invalid', 'L1003', '올바른 인증번호를 입력해 주세요.'),
  noAccount: () => new DomainError('invalid', 'L1004', '존재하지 않는 계정입니다.'),
  duplicate: () => new DomainError('invalid', 'L1005', '이미 가입된 계정입니다.'),
  nameMismatch: () => new DomainError('invalid', 'L1006', '입력하신 이름이 가입된 계정의 이름과 일치하지 않습니다.'),
  noMatch: () => new DomainError('invalid', 'L1007', '일치하는 정보가 없습니다. 입력하신 내용을 다시 확인해 주세요.'),
  tooMany: () => new DomainError('too-many', 'L1008', '인증 요청 횟수를 초과하여 10분 동안 이용이 제한됩니다. 잠시 후 다시 시도해 주세요.'),
};

type CodeRow = Selectable<VerificationCodeTable>;

function contactOf(member: Pick<MemberRow, 'mobile_no' | 'email'>, channel: OutboxChannel): string | null {
  const raw = channel === 'SMS' ? member.mobile_no : member.email;
  return raw ? normaliseTarget(raw) : null;
}

/** Members (not withdrawn) whose phone or e-mail is `target`. */
export async function membersByContact(db: Kysely<ShopDb>, channel: OutboxChannel, target: string): Promise<MemberRow[]> {
  const column = channel === 'SMS' ? 'mobile_no' : 'email';
  return db.selectFrom('members').selectAll().where(column, '=', target).where('member_status', '<>', 'WITHDRAWN').orderBy('member_no').execute();
}

/** The phone number (SMS) or e-mail address of member `memberNo`, '' when it has none; L1004 when there is no such member. */
export async function memberContact(db: Kysely<ShopDb>, memberNo: number, channel: OutboxChannel): Promise<string> {
  const m = await db.selectFrom('members').select(['mobile_no', 'email']).where('member_no', '=', memberNo).executeTakeFirst();
  if (!m) throw verificationErrors.noAccount();
  return (channel === 'SMS' ? m.mobile_no : m.email) ?? '';
}

async function activeMember(db: Kysely<ShopDb>, by: { memberNo?: number; memberId?: string }): Promise<MemberRow | undefined> {
  let q = db.selectFrom('members').selectAll().where('member_status', '<>', 'WITHDRAWN');
  if (by.memberNo !== undefined) q = q.where('member_no', '=', by.memberNo);
  else if (by.memberId !== undefined) q = q.where('member_id', '=', by.memberId.trim().toLowerCase());
  else return undefined;
  return q.executeTakeFirst();
}

/** L1008 when the last five sends to `target` fell within 10 minutes and the newest is under 10 minutes old. */
async function checkLockout(db: Kysely<ShopDb>, target: string, now: Date): Promise<void> {
  const recent = await db
    .selectFrom('verification_codes')
    .select('created_at')
    .where('target', '=', target)
    .orderBy('id', 'desc')
    .limit(MAX_SENDS_IN_WINDOW)
    .execute();
  if (recent.length < MAX_SENDS_IN_WINDOW) return;
  const newest = new Date(recent[0]?.created_at ?? 0).getTime();
  const oldest = new Date(recent[recent.length - 1]?.created_at ?? 0).getTime();
  if (newest - oldest <= SEND_WINDOW_MS && now.getTime() < newest + LOCKOUT_MS) throw verificationErrors.tooMany();
}

export interface SendCodeInput {
  usage: VerificationUsage;
  channel: OutboxChannel;
  /** Phone number or e-mail address; ignored when memberNo is given (the member's own contact is used). */
  target?: string | null;
  memberNo?: number | null;
  memberId?: string | null;
  memberName?: string | null;
  now: Date;
}

/** Which account a send is for, or why none may receive a code. */
async function accountFor(db: Kysely<ShopDb>, input: SendCodeInput, target: string): Promise<number | null> {
  const name = input.memberName?.trim() || null;
  if (input.usage === 'JOIN') {
    if ((await membersByContact(db, input.channel, target)).length > 0) throw verificationErrors.duplicate();
    return null;
  }
  if (input.usage === 'FIND_ID') {
    const matches = await membersByContact(db, input.channel, target);
    if (matches.length === 0) throw verificationErrors.noAccount();
    if (name && !matches.some((m) => m.member_name === name)) throw verificationErrors.nameMismatch();
    return null;
  }
  // FIND_PASSWORD: one account, known by number or id, or found by contact and name.
  if (input.memberNo != null || input.memberId) {
    const member = await activeMember(db, { memberNo: input.memberNo ?? undefined, memberId: input.memberId ?? undefined });
    if (!member) throw verificationErrors.noAccount();
    if (contactOf(member, input.channel) !== target) throw verificationErrors.noMatch();
    if (name && member.member_name !== name) throw verificationErrors.nameMismatch();
    return member.member_no;
  }
  const matches = await membersByContact(db, input.channel, target);
  if (matches.length === 0) throw verificationErrors.noAccount();
  const named = name ? matches.filter((m) => m.member_name === name) : matches;
  if (named.length === 0) throw verificationErrors.nameMismatch();
  if (named.length > 1) throw verificationErrors.duplicate();
  return named[0]?.member_no ?? null;
}

export async function sendVerificationCode(db: Kysely<ShopDb>, outbox: Outbox, input: SendCodeInput): Promise<{ remainTime: number }> {
  let target = input.target ? normaliseTarget(input.target) : '';
  if (input.memberNo != null) {
    const member = await activeMember(db, { memberNo: input.memberNo });
    if (!member) throw verificationErrors.noAccount();
    target = contactOf(member, input.channel) ?? '';
    if (!target) throw verificationErrors.noMatch();
  }
  if (!target) throw new DomainError('invalid', 'C0003', input.channel === 'SMS' ? '휴대폰 번호를 입력해 주세요.' : '이메일 주소를 입력해 주세요.');
  await checkLockout(db, target, input.now);
  const memberNo = await accountFor(db, input, target);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .insertInto('verification_codes')
    .values({
      purpose: input.usage, channel: input.channel, target, code, member_no: memberNo, attempts: 0,
      created_at: input.now.toISOString(), expires_at: new Date(input.now.getTime() + CODE_LIFETIME_SECONDS * 1000).toISOString(), used_at: null,
    })
    .execute();
  await outbox({
    channel: input.channel,
    target,
    subject: `[${MALL_NAME}] 인증번호 안내`,
    body: `[${MALL_NAME}] 인증번호 [${code}]를 ${CODE_LIFETIME_SECONDS / 60}분 안에 입력해 주세요.`,
    code,
    now: input.now,
  });
  return { remainTime: CODE_LIFETIME_SECONDS };
}

export interface CheckCodeInput {
  usage: VerificationUsage;
  target: string;
  code: string;
  now: Date;
}

/** The code row when `code` is the live code for the target; throws L1001–L1003 otherwise. */
export async function checkVerificationCode(db: Kysely<ShopDb>, input: CheckCodeInput): Promise<CodeRow> {
  const target = normaliseTarget(input.target);
  const rows = await db
    .selectFrom('verification_codes')
    .selectAll()
    .where('purpose', '=', input.usage)
    .where('target', '=', target)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  const latest = rows[0];
  if (!latest) throw verificationErrors.wrong();
  if (latest.code === input.code.trim()) {
    if (latest.used_at) throw verificationErrors.used();
    if (latest.expires_at <= input.now.toISOString() || latest.attempts >= MAX_WRONG_ATTEMPTS) throw verificationErrors.expired();
    return latest;
  }
  const older = rows.find((r) => r.code === input.code.trim());
  if (older) throw older.used_at ? verificationErrors.used() : verificationErrors.expired(); // a newer code replaced it
  await db.updateTable('verification_codes').set({ attempts: latest.attempts + 1 }).where('id', '=', latest.id).execute();
  throw verificationErrors.wrong();
}

/** Marks a checked code used; a concurrent use of the same code answers L1001. */
export async function consumeVerificationCode(db: Kysely<ShopDb>, row: CodeRow, now: Date): Promise<void> {
  const res = await db.updateTable('verification_codes').set({ used_at: now.toISOString() }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw verificationErrors.used();
}
