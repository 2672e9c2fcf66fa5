// POST /oauth/token (log in with id and password) and DELETE /oauth/token (log out).
import type { Hono } from 'hono';
import { z } from 'zod';
import { clientOf } from '../http/client-address.ts';
import { readJson, requireMember } from '../http/request.ts';
import { passwordLogin } from '../services/members/account.ts';
import { revokeAccessToken } from '../services/members/tokens.ts';
import type { AppEnv } from '../http/context.ts';

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
    const deps = c.get('deps');
    return c.json(await passwordLogin(deps, { memberId: body.memberId, password: body.password, keepLogin: body.keepLogin === true, client: clientOf(c, deps.config.trustProxyHops) }));
  });

  app.delete('/oauth/token', async (c) => {
    requireMember(c);
    const token = c.get('accessToken');
    if (token) await revokeAccessToken(c.get('deps').db, token);
    return c.body(null, 204);
  });
}
