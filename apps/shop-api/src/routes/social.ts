// Kakao / Naver login (auth-shop-public.yml): login URL, code exchange, link, unlink and the list of
// linked providers; POST /profile/openid completes a new social member's join. Also serves the
// sandbox authorise pages that stand in for the providers.
import type { Hono } from 'hono';
import { z } from 'zod';
import { readJson, readQuery, requireMember } from '../http/request.ts';
import { registerSandboxOauth, sandboxAuthorizeUrl } from '../sandbox/oauth-pages.ts';
import { linkedProviders, profileReply, snsProviders, type SnsProvider } from '../services/members/profile.ts';
import { completeSocialJoin, exchangeCode, linkIdentity, loginWithIdentity, socialErrors, unlinkProvider } from '../services/members/social-login.ts';
import { profileFields } from './members.schema.ts';
import { toYmdt } from '../domain/kst-time.ts';
import { isRegisteredReturnUrl } from '../domain/return-urls.ts';
import type { AppEnv } from '../http/context.ts';

const provider = z.enum(snsProviders as [SnsProvider, ...SnsProvider[]]);
const text = (max: number) => z.string().max(max).nullish();
const keepLoginQuery = z.enum(['true', 'false']).optional().transform((v) => v === 'true');

const openIdSchema = z.object({
  provider, code: z.string().trim().min(1).max(200), redirectUri: text(2000), state: text(500), keepLogin: z.boolean().nullish(), openAccessToken: text(2000),
});
const linkQuery = z.object({
  provider, code: z.string().trim().min(1).max(200), redirectUri: z.string().max(2000).optional(), state: z.string().max(500).optional(),
  keepLogin: keepLoginQuery, platformType: z.string().max(20).optional(),
});
const unlinkQuery = z.object({ provider });
const loginUrlQuery = z.object({ provider, redirectUri: z.string().trim().min(1).max(2000), state: z.string().max(500).optional(), reauthenticate: z.string().max(10).optional() });
const openIdJoinSchema = z.object(profileFields);

export function registerSocialRoutes(app: Hono<AppEnv>): void {
  registerSandboxOauth(app);

  app.get('/oauth/login-url', (c) => {
    const q = readQuery(c, loginUrlQuery);
    if (!isRegisteredReturnUrl(c.get('deps').config, q.redirectUri)) throw socialErrors.invalidRequest();
    return c.json({ loginUrl: sandboxAuthorizeUrl(c.get('deps').baseUrl(), q.provider, q.redirectUri, q.state ?? null) });
  });

  app.post('/oauth/openid', async (c) => {
    const b = await readJson(c, openIdSchema);
    const { db, now } = c.get('deps');
    const t = now();
    const identity = await exchangeCode(db, { provider: b.provider, code: b.code, redirectUri: b.redirectUri, state: b.state, now: t });
    return c.json(await loginWithIdentity(db, identity, b.keepLogin === true, t));
  });

  app.get('/oauth/openid/link', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, linkQuery);
    const { db, now } = c.get('deps');
    const t = now();
    const identity = await exchangeCode(db, { provider: q.provider, code: q.code, redirectUri: q.redirectUri, state: q.state, now: t });
    return c.json(await linkIdentity(db, member, identity, q.keepLogin, t));
  });

  app.delete('/oauth/openid', async (c) => {
    const member = requireMember(c);
    const { provider: p } = readQuery(c, unlinkQuery);
    await unlinkProvider(c.get('deps').db, member, p);
    return c.body(null, 204);
  });

  app.get('/oauth/openid/list', async (c) => {
    const member = requireMember(c);
    const links = await linkedProviders(c.get('deps').db, member.member_no);
    return c.json({
      providers: links.map((l, i) => ({
        memberProviderNo: i + 1, providerType: l.provider.replace(/^ncp_/, ''), deleteYn: false,
        registerYmdt: toYmdt(l.createdAt), updatedYmdt: toYmdt(l.createdAt),
      })),
    });
  });

  // Completes a social member's join with the details and terms the shop asks for.
  app.post('/profile/openid', async (c) => {
    const member = requireMember(c);
    const b = await readJson(c, openIdJoinSchema);
    const { db } = c.get('deps');
    const updated = await completeSocialJoin(db, member, b);
    const reply = await profileReply(db, updated);
    // This reply documents the deprecated agreedTerms as one term, not a list (agreedTermsInfos has them all).
    return c.json({ ...reply, agreedTerms: reply.agreedTerms[0] ?? null });
  });
}
