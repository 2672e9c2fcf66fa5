// Verification codes and what they unlock (auth- and member-shop-public.yml): sending and checking
// codes, finding ids, the password-reset account lookup and resetting the password.
import type { Hono } from 'hono';
import { z } from 'zod';
import { readJson, readQuery } from '../http/request.ts';
import { findMemberIds, resetPasswordWithCode, searchAccount, sendPasswordResetCode } from '../services/members/account-recovery.ts';
import { checkVerificationCode, memberContact, sendVerificationCode, verificationErrors, verificationUsages, type VerificationUsage } from '../services/members/verification.ts';
import { registerOutbox } from '../sandbox/outbox.ts';
import { DomainError } from '../domain/errors.ts';
import type { AppEnv } from '../http/context.ts';
import { requestHeader } from '../http/node-request.ts';

const usage = z.enum(verificationUsages as [VerificationUsage, ...VerificationUsage[]]);
const channel = z.enum(['SMS', 'EMAIL']);
const text = (max: number) => z.string().trim().max(max).nullish();
const code = z.string().trim().min(1).max(10);

const sendSchema = z.object({ type: channel, usage, memberNo: z.number().int().positive().max(2_147_483_647).nullish(), notiAccount: text(100), memberName: text(30), memberId: text(50) });
const sendSmsSchema = z.object({ usage, mobileNo: z.string().trim().min(1).max(20), memberName: text(30), memberId: text(50) });
const sendEmailSchema = z.object({ usage, email: z.string().trim().min(1).max(100), memberName: text(30), memberId: text(50), uri: text(500) });
const checkQuery = z.object({ type: channel, usage, certificatedNumber: code, memberNo: z.coerce.number().int().positive().max(2_147_483_647).optional(), notiAccount: z.string().max(100).optional() });
const checkSmsQuery = z.object({ usage, mobileNo: z.string().trim().min(1).max(20), key: code });
const checkEmailQuery = z.object({ usage, email: z.string().trim().min(1).max(100), certificatedNumber: code });
const findIdSchema = z.object({ findMethod: channel, mobileNo: text(20), email: text(100), memberName: text(30), firstName: text(30), lastName: text(30), certificationNo: text(10) });
const findIdQuery = z.object({ memberName: z.string().max(30).optional(), mobileNo: z.string().max(20).optional(), email: z.string().max(100).optional(), certificationNumber: z.string().max(10).optional(), companyNo: z.string().max(20).optional(), ci: z.string().max(200).optional() });
const searchAccountQuery = z.object({ memberId: z.string().trim().min(1).max(50) });
const resetSchema = z.object({ findMethod: channel, memberId: z.string().trim().min(1).max(50), newPassword: z.string().max(100), certificationNumber: code, key: text(100) });
const resetByChannelSchema = z.object({ memberId: z.string().trim().min(1).max(50), newPassword: z.string().max(100), certificationNumber: code });
const findPasswordSchema = z.object({ memberId: z.string().trim().min(1).max(50), uri: text(500), content: text(1000), inputType: text(20), receiveType: text(20), authType: text(20) });

const contactRequired = () => new DomainError('invalid', 'C0003', '휴대폰 번호 또는 이메일 주소를 입력해 주세요.');

export function registerVerificationRoutes(app: Hono<AppEnv>): void {
  registerOutbox(app);

  app.post('/authentications', async (c) => {
    const b = await readJson(c, sendSchema);
    const { db, now, outbox } = c.get('deps');
    return c.json(await sendVerificationCode(db, outbox, { usage: b.usage, channel: b.type, target: b.notiAccount, memberNo: b.memberNo, memberName: b.memberName, memberId: b.memberId, now: now() }));
  });
  app.post('/authentications/sms', async (c) => {
    const b = await readJson(c, sendSmsSchema);
    const { db, now, outbox } = c.get('deps');
    return c.json(await sendVerificationCode(db, outbox, { usage: b.usage, channel: 'SMS', target: b.mobileNo, memberName: b.memberName, memberId: b.memberId, now: now() }));
  });
  app.post('/authentications/email', async (c) => {
    const b = await readJson(c, sendEmailSchema);
    const { db, now, outbox } = c.get('deps');
    return c.json(await sendVerificationCode(db, outbox, { usage: b.usage, channel: 'EMAIL', target: b.email, memberName: b.memberName, memberId: b.memberId, now: now() }));
  });

  app.get('/authentications', async (c) => {
    const q = readQuery(c, checkQuery);
    const { db, now } = c.get('deps');
    let target = q.notiAccount ?? '';
    if (q.memberNo !== undefined) {
      target = await memberContact(db, q.memberNo, q.type);
    }
    if (!target) throw contactRequired();
    await checkVerificationCode(db, { usage: q.usage, target, code: q.certificatedNumber, now: now() });
    return c.body(null, 200);
  });
  app.get('/authentications/sms', async (c) => {
    const q = readQuery(c, checkSmsQuery);
    const { db, now } = c.get('deps');
    await checkVerificationCode(db, { usage: q.usage, target: q.mobileNo, code: q.key, now: now() });
    return c.json({ result: true });
  });
  app.get('/authentications/email', async (c) => {
    const q = readQuery(c, checkEmailQuery);
    const { db, now } = c.get('deps');
    await checkVerificationCode(db, { usage: q.usage, target: q.email, code: q.certificatedNumber, now: now() });
    return c.json({ result: true });
  });

  app.post('/profile/find-id', async (c) => {
    const b = await readJson(c, findIdSchema);
    const target = b.findMethod === 'SMS' ? b.mobileNo : b.email;
    if (!target) throw contactRequired();
    if (!b.certificationNo) throw verificationErrors.wrong();
    const name = b.memberName ?? (b.lastName || b.firstName ? `${b.lastName ?? ''}${b.firstName ?? ''}` : null);
    const { db, now } = c.get('deps');
    return c.json(await findMemberIds(db, { channel: b.findMethod, target, memberName: name, code: b.certificationNo, now: now() }));
  });

  // v1.0 answers the first account, v1.1 every account (member-shop-public.yml examples).
  app.get('/profile/id', async (c) => {
    const q = readQuery(c, findIdQuery);
    const channelOf = q.mobileNo ? 'SMS' : q.email ? 'EMAIL' : null;
    const target = q.mobileNo || q.email;
    if (!channelOf || !target) throw contactRequired();
    if (!q.certificationNumber) throw verificationErrors.wrong();
    const { db, now } = c.get('deps');
    const found = await findMemberIds(db, { channel: channelOf, target, memberName: q.memberName, code: q.certificationNumber, now: now() });
    return c.json(requestHeader(c, 'version') === '1.1' ? found : found[0]);
  });

  app.get('/profile/password/search-account', async (c) => {
    const { memberId } = readQuery(c, searchAccountQuery);
    return c.json(await searchAccount(c.get('deps').db, memberId));
  });

  app.post('/profile/find-password', async (c) => {
    const b = await readJson(c, findPasswordSchema);
    const { db, now, outbox } = c.get('deps');
    return c.json(await sendPasswordResetCode(db, outbox, b.memberId, now()));
  });

  app.post('/profile/change-password-after-cert', async (c) => {
    const b = await readJson(c, resetSchema);
    const { db, now } = c.get('deps');
    await resetPasswordWithCode(db, { channel: b.findMethod, memberId: b.memberId, code: b.certificationNumber, newPassword: b.newPassword, now: now() });
    return c.body(null, 204);
  });
  for (const [path, ch] of [['sms', 'SMS'], ['email', 'EMAIL']] as const) {
    app.put(`/profile/password/no-authentication/certificated-by-${path}`, async (c) => {
      const b = await readJson(c, resetByChannelSchema);
      const { db, now } = c.get('deps');
      await resetPasswordWithCode(db, { channel: ch, memberId: b.memberId, code: b.certificationNumber, newPassword: b.newPassword, now: now() });
      return c.body(null, 204);
    });
  }
}
