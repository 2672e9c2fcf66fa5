// The member's own account: join (POST /profile), view, edit, withdraw, id / e-mail / phone
// availability, password change and check (member-shop-public.yml).
import type { Hono } from 'hono';
import { readJson, readQuery, requireMember } from '../http/request.ts';
import { changePassword, confirmPassword, emailStatus, joinMember, memberIdStatus, mobileStatus, updateMember, withdrawMember } from '../services/members/account.ts';
import { profileReply } from '../services/members/profile.ts';
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
import type { AppEnv } from '../http/context.ts';

export function registerMemberRoutes(app: Hono<AppEnv>): void {
  app.post('/profile', async (c) => {
    const body = await readJson(c, joinSchema);
    const { db, now } = c.get('deps');
    return c.json(await profileReply(db, await joinMember(db, body, now())));
  });

  app.get('/profile', async (c) => c.json(await profileReply(c.get('deps').db, requireMember(c))));

  app.put('/profile', async (c) => {
    const member = requireMember(c);
    const body = await readJson(c, updateSchema);
    const { db, now } = c.get('deps');
    return c.json(await profileReply(db, await updateMember(db, member, body, now())));
  });

  app.delete('/profile', async (c) => {
    const member = requireMember(c);
    readQuery(c, withdrawQuery);
    const { db, now } = c.get('deps');
    await withdrawMember(db, member.member_no, now());
    return c.body(null, 204);
  });

  app.get('/profile/id/exist', async (c) => c.json(await memberIdStatus(c.get('deps').db, readQuery(c, memberIdQuery).memberId)));

  app.get('/profile/email/exist', async (c) => c.json(await emailStatus(c.get('deps').db, readQuery(c, emailQuery).email)));

  app.get('/profile/mobile/exist', async (c) => c.json(await mobileStatus(c.get('deps').db, readQuery(c, mobileQuery).mobileNo)));

  app.put('/profile/password', async (c) => {
    const member = requireMember(c);
    const body = await readJson(c, changePasswordSchema);
    const { db, now } = c.get('deps');
    await changePassword(db, member, body, now(), c.get('accessToken') ?? undefined);
    return c.body(null, 204);
  });

  app.post('/profile/check-password', async (c) => {
    const member = requireMember(c);
    const { password } = await readJson(c, checkPasswordSchema);
    await confirmPassword(member, password);
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
