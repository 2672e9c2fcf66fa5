// POST /oauth/token (log in with id and password) and DELETE /oauth/token (log out).
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { readJson, requireMember } from '../http/request.ts';
import { withAttemptLimit } from '../services/members/attempt-limits.ts';
import { memberErrors } from '../services/members/member-rules.ts';
import { verifyPassword } from '../services/members/password.ts';
import { issueAccessToken, loginReply, revokeAccessToken } from '../services/members/tokens.ts';

const loginSchema = z.object({
  memberId: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(100),
  keepLogin: z.boolean().nullish(),
  provider: z.string().max(50).nullish(),
  captcha: z.string().max(100).nullish(),
});

export function registerAuthRoutes(app: Hono<AppEnv>): void {
  app.post('/oauth/token', async (c) => {
    const body = await readJson(c, loginSchema);
    const { db, now } = c.get('deps');
    const memberId = body.memberId.toLowerCase();
    const member = await db.selectFrom('members').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    // One answer for an unknown id, a wrong password and a withdrawn account: nothing to probe. Wrong
    // tries are counted per id (known or not) and lock it for a while.
    const ok = await withAttemptLimit(c.get('deps'), 'member-login', memberId, async () => Boolean(member && member.member_status !== 'WITHDRAWN' && (await verifyPassword(body.password, member.password_hash))));
    if (!member || !ok) throw memberErrors.loginFailed();
    const t = now();
    const token = await issueAccessToken(db, member.member_no, body.keepLogin === true, t);
    return c.json(loginReply(member, token, t));
  });

  app.delete('/oauth/token', async (c) => {
    requireMember(c);
    const token = c.get('accessToken');
    if (token) await revokeAccessToken(c.get('deps').db, token);
    return c.body(null, 204);
  });
}
