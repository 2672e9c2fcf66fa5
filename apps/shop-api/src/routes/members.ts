// The member's own account: join (POST /profile), view, edit, withdraw, id / e-mail / phone
// availability, password change and check (member-shop-public.yml).
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { readJson, readQuery, requireMember } from '../http/request.ts';
import { availableAccumulation, useAccumulation } from '../services/members/accumulations.ts';
import { inTransaction } from '../services/shared/in-transaction.ts';
import { maskMemberId } from '../services/members/masking.ts';
import { checkPassword, memberErrors, normaliseEmail, normaliseMemberId, normaliseMobile } from '../services/members/member-rules.ts';
import { hashPassword, verifyPassword } from '../services/members/password.ts';
import { assertPhoneFree, isUniqueViolation, profileColumns } from '../services/members/profile-fields.ts';
import { profileReply, visibleMemberId } from '../services/members/profile.ts';
import { grantSignupBenefits } from '../services/members/signup-benefits.ts';
import { revokeMemberTokens } from '../services/members/tokens.ts';
import {
  changePasswordSchema, checkPasswordSchema, emailQuery, joinSchema, memberIdQuery, mobileQuery, updateSchema, withdrawQuery,
} from './members.schema.ts';
import { registerAccumulationRoutes } from './accumulations.ts';
import { registerAuthRoutes } from './auth.ts';
import { registerCouponRoutes } from './coupons.ts';
import { registerLikeProductRoutes } from './like-products.ts';
import { registerShippingAddressRoutes } from './shipping-addresses.ts';
import { registerSocialRoutes } from './social.ts';
import { registerVerificationRoutes } from './verification.ts';

export function registerMemberRoutes(app: Hono<AppEnv>): void {
  app.post('/profile', async (c) => {
    const body = await readJson(c, joinSchema);
    const { db, now } = c.get('deps');
    const memberId = normaliseMemberId(body.memberId);
    checkPassword(body.password);
    const columns = profileColumns(body);
    if (!columns.member_name) throw memberErrors.badName();
    if (!columns.email) throw memberErrors.badEmail();
    const t = now();
    const memberNo = await inTransaction(db, async (trx) => {
      if (await trx.selectFrom('members').select('member_no').where('member_id', '=', memberId).executeTakeFirst()) throw memberErrors.duplicateId();
      await assertPhoneFree(trx, columns.mobile_no);
      const row = await trx
        .insertInto('members')
        .values({
          member_id: memberId, password_hash: await hashPassword(body.password), member_name: columns.member_name ?? '',
          nickname: columns.nickname ?? null, email: columns.email ?? null, mobile_no: columns.mobile_no ?? null, birthday: columns.birthday ?? null,
          sex: columns.sex ?? null, zip_cd: columns.zip_cd ?? null, address: columns.address ?? null, detail_address: columns.detail_address ?? null,
          jibun_address: columns.jibun_address ?? null, member_status: 'ACTIVE', member_type: 'MALL', group_names_json: '[]', grade_name: '일반',
          sms_agreed: columns.sms_agreed ?? 0, direct_mail_agreed: columns.direct_mail_agreed ?? 0, join_terms_json: columns.join_terms_json ?? '[]',
          password_changed_at: t.toISOString(), created_at: t.toISOString(), withdrawn_at: null,
        })
        .returning('member_no')
        .executeTakeFirstOrThrow()
        .catch((err: unknown) => {
          throw isUniqueViolation(err) ? memberErrors.duplicateId() : err;
        });
      await grantSignupBenefits(trx, row.member_no, t);
      return row.member_no;
    });
    const member = await db.selectFrom('members').selectAll().where('member_no', '=', memberNo).executeTakeFirstOrThrow();
    return c.json(await profileReply(db, member));
  });

  app.get('/profile', async (c) => c.json(await profileReply(c.get('deps').db, requireMember(c))));

  app.put('/profile', async (c) => {
    const member = requireMember(c);
    const body = await readJson(c, updateSchema);
    const { db, now } = c.get('deps');
    const columns = profileColumns(body);
    if (body.password != null) {
      checkPassword(body.password);
      if (member.password_hash === null) {
        // A social-only member registers a mall id and password (then may unlink Kakao/Naver).
        if (body.memberId == null) throw memberErrors.badId();
        columns.member_id = normaliseMemberId(body.memberId);
        columns.member_type = 'MALL';
      } else if (!(await verifyPassword(body.currentPassword ?? '', member.password_hash))) {
        throw memberErrors.wrongPassword();
      }
      columns.password_hash = await hashPassword(body.password);
      columns.password_changed_at = now().toISOString();
    }
    await inTransaction(db, async (trx) => {
      if (columns.member_id && (await trx.selectFrom('members').select('member_no').where('member_id', '=', columns.member_id).executeTakeFirst())) {
        throw memberErrors.duplicateId();
      }
      await assertPhoneFree(trx, columns.mobile_no, member.member_no);
      if (Object.keys(columns).length > 0) await trx.updateTable('members').set(columns).where('member_no', '=', member.member_no).execute();
    });
    const updated = await db.selectFrom('members').selectAll().where('member_no', '=', member.member_no).executeTakeFirstOrThrow();
    return c.json(await profileReply(db, updated));
  });

  app.delete('/profile', async (c) => {
    const member = requireMember(c);
    readQuery(c, withdrawQuery);
    const { db, now } = c.get('deps');
    const t = now();
    await inTransaction(db, async (trx) => {
      const points = await availableAccumulation(trx, member.member_no, t);
      if (points > 0) await useAccumulation(trx, { memberNo: member.member_no, amt: points, reason: 'SUB_DELETE_ACCOUNT', now: t });
      await trx.updateTable('members').set({ member_status: 'WITHDRAWN', withdrawn_at: t.toISOString() }).where('member_no', '=', member.member_no).execute();
      // Kakao/Naver identities are free again: logging in with them makes a new member.
      await trx.deleteFrom('social_links').where('member_no', '=', member.member_no).execute();
      await revokeMemberTokens(trx, member.member_no);
    });
    return c.body(null, 204);
  });

  app.get('/profile/id/exist', async (c) => {
    const { memberId } = readQuery(c, memberIdQuery);
    const m = await c.get('deps').db.selectFrom('members').select('member_status').where('member_id', '=', memberId.toLowerCase()).executeTakeFirst();
    return c.json({ exist: !!m, status: m?.member_status ?? null });
  });

  app.get('/profile/email/exist', async (c) => {
    const email = normaliseEmail(readQuery(c, emailQuery).email);
    const m = await c.get('deps').db.selectFrom('members').select('member_status').where('email', '=', email).where('member_status', '<>', 'WITHDRAWN').executeTakeFirst();
    return c.json({ exist: !!m, status: m?.member_status ?? null });
  });

  app.get('/profile/mobile/exist', async (c) => {
    const mobileNo = normaliseMobile(readQuery(c, mobileQuery).mobileNo);
    const m = await c.get('deps').db.selectFrom('members').selectAll().where('mobile_no', '=', mobileNo).where('member_status', '<>', 'WITHDRAWN').executeTakeFirst();
    return c.json({ mobileNoExist: !!m, status: m?.member_status ?? null, memberId: m ? maskMemberId(visibleMemberId(m)) : null });
  });

  app.put('/profile/password', async (c) => {
    const member = requireMember(c);
    const body = await readJson(c, changePasswordSchema);
    const { db, now } = c.get('deps');
    const t = now().toISOString();
    if (body.willChangeNextTime === true) {
      // "다음에 변경하기": the 90-day reminder starts again.
      await db.updateTable('members').set({ password_changed_at: t }).where('member_no', '=', member.member_no).execute();
      return c.body(null, 204);
    }
    if (!(await verifyPassword(body.currentPassword ?? '', member.password_hash))) throw memberErrors.wrongPassword();
    const next = checkPassword(body.newPassword ?? '');
    if (next === body.currentPassword) throw memberErrors.samePassword();
    await db.updateTable('members').set({ password_hash: await hashPassword(next), password_changed_at: t }).where('member_no', '=', member.member_no).execute();
    // Other devices must log in again with the new password; this one stays signed in.
    await revokeMemberTokens(db, member.member_no, c.get('accessToken') ?? undefined);
    return c.body(null, 204);
  });

  app.post('/profile/check-password', async (c) => {
    const member = requireMember(c);
    const { password } = await readJson(c, checkPasswordSchema);
    if (!(await verifyPassword(password, member.password_hash))) throw memberErrors.wrongPassword();
    return c.body(null, 204);
  });
}

/** Everything the members / auth / points / coupons / addresses / picks part registers. */
export const memberAreaRoutes: Array<(app: Hono<AppEnv>) => void> = [
  registerAuthRoutes,
  registerMemberRoutes,
  registerVerificationRoutes,
  registerSocialRoutes,
  registerAccumulationRoutes,
  registerCouponRoutes,
  registerShippingAddressRoutes,
  registerLikeProductRoutes,
];
