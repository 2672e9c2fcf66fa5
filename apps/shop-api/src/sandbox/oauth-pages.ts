// The local stand-in for Kakao and Naver login: an authorise page listing test identities. Picking
// one redirects to redirect_uri with a single-use code (5 minutes) and the caller's state; declining
// redirects with error=access_denied and error_code=denied-sns-agreement. The platform side
// (POST /oauth/openid) exchanges the code in services/members/social-login.ts.
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { memberDb } from '../services/members/member-db.ts';
import type { SnsProvider } from '../services/members/profile.ts';
import { isRegisteredReturnUrl, normaliseRedirectUri, parsedRedirect } from '../domain/return-urls.ts';
import type { AppEnv } from '../http/context.ts';
import { readForm } from '../http/body.ts';

export const OAUTH_CODE_LIFETIME_MS = 5 * 60_000;

export interface SandboxIdentity {
  provider: SnsProvider;
  snsId: string;
  name: string;
  email: string | null;
  mobileNo: string | null;
  /** What the tester should expect when choosing it. */
  note: string;
}

/** Test people of the two providers. The first Kakao one is linked to tennis_lee by the seed. */
export const sandboxIdentities: readonly SandboxIdentity[] = [
  { provider: 'ncp_kakao', snsId: 'K1000001', name: '이정현', email: 'lee.kakao@example.kr', mobileNo: '01023456789', note: 'tennis_lee 계정에 연동됨' },
  { provider: 'ncp_kakao', snsId: 'K2000002', name: '한테니', email: 'han.tenni@example.kr', mobileNo: '01056781234', note: '연동된 계정 없음 (새 회원)' },
  { provider: 'ncp_kakao', snsId: 'K2000003', name: '박서브', email: 'park@example.kr', mobileNo: null, note: 'ace_park와 같은 이메일 (기존 회원 안내)' },
  { provider: 'ncp_naver', snsId: 'N3000001', name: '정포핸드', email: 'forehand@example.kr', mobileNo: '01067890123', note: '연동된 계정 없음 (새 회원)' },
  { provider: 'ncp_naver', snsId: 'N3000002', name: '최발리', email: 'choi.naver@example.kr', mobileNo: '01078901234', note: '연동된 계정 없음' },
];

const idps: Record<string, { provider: SnsProvider; label: string; colour: string }> = {
  kakao: { provider: 'ncp_kakao', label: '카카오', colour: '#fee500' },
  naver: { provider: 'ncp_naver', label: '네이버', colour: '#03c75a' },
};

/** Where the sandbox authorise page for a provider lives. */
export function sandboxAuthorizeUrl(baseUrl: string, provider: SnsProvider, redirectUri: string, state: string | null): string {
  const idp = provider === 'ncp_kakao' ? 'kakao' : 'naver';
  const url = new URL(`/sandbox/oauth/${idp}/authorize`, baseUrl);
  url.searchParams.set('redirect_uri', redirectUri);
  if (state) url.searchParams.set('state', state);
  return url.toString();
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}
form{margin:8px 0}button{width:100%;padding:12px;border:1px solid #ccc;border-radius:8px;background:#fff;font-size:15px;text-align:left;cursor:pointer}
button small{display:block;color:#777;margin-top:4px}.deny{background:#f4f4f4;text-align:center}</style></head><body>${body}</body></html>`;
}

function errorPage(c: Context<AppEnv>, status: 400 | 404, message: string) {
  return c.html(page('간편 로그인 오류', `<h1>간편 로그인 오류</h1><p>${escapeHtml(message)}</p>`), status);
}

/** Only the mall's registered origins (see return-urls.ts): never an open redirect. */
function validRedirect(c: Context<AppEnv>, raw: string | undefined): URL | null {
  return isRegisteredReturnUrl(c.get('deps').config, raw) ? parsedRedirect(raw) : null;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

export function registerSandboxOauth(app: Hono<AppEnv>): void {
  app.get('/sandbox/oauth/:idp/authorize', (c) => {
    const idp = idps[c.req.param('idp')];
    if (!idp) return errorPage(c, 404, '지원하지 않는 간편 로그인입니다.');
    const redirect = validRedirect(c, c.req.query('redirect_uri'));
    if (!redirect) return errorPage(c, 400, 'redirect_uri가 올바르지 않습니다.');
    const state = (c.req.query('state') ?? '').slice(0, 500);
    const action = `/sandbox/oauth/${c.req.param('idp')}/decide`;
    const common = hidden('redirect_uri', redirect.toString()) + hidden('state', state);
    const choices = sandboxIdentities
      .filter((i) => i.provider === idp.provider)
      .map((i) => `<form method="post" action="${action}">${common}${hidden('sns_id', i.snsId)}${hidden('decision', 'allow')}
<button type="submit" data-sns-id="${i.snsId}">${escapeHtml(i.name)} (${escapeHtml(i.email ?? '이메일 없음')})<small>${escapeHtml(i.note)}</small></button></form>`)
      .join('\n');
    const deny = `<form method="post" action="${action}">${common}${hidden('decision', 'deny')}<button class="deny" type="submit" data-decision="deny">동의하지 않음</button></form>`;
    return c.html(
      page(`${idp.label} 로그인 (샌드박스)`, `<h1 style="background:${idp.colour};padding:12px;border-radius:8px">${idp.label} 로그인 <small>샌드박스</small></h1>
<p>코트사이드에 로그인할 테스트 계정을 선택하세요. 실제 ${idp.label} 계정은 사용되지 않습니다.</p>${choices}${deny}`),
    );
  });

  app.post('/sandbox/oauth/:idp/decide', async (c) => {
    const idp = idps[c.req.param('idp')];
    if (!idp) return errorPage(c, 404, '지원하지 않는 간편 로그인입니다.');
    const form = await readForm(c).catch(() => ({}) as Record<string, string>);
    const field = (name: string): string | undefined => form[name];
    const redirect = validRedirect(c, field('redirect_uri'));
    if (!redirect) return errorPage(c, 400, 'redirect_uri가 올바르지 않습니다.');
    const state = (field('state') ?? '').slice(0, 500);
    if (state) redirect.searchParams.set('state', state);

    if (field('decision') === 'deny') {
      redirect.searchParams.set('error', 'access_denied');
      redirect.searchParams.set('error_code', 'denied-sns-agreement');
      redirect.searchParams.set('error_description', '소셜 로그인 약관에 동의하지 않았습니다.');
      return c.redirect(redirect.toString(), 302);
    }
    const identity = sandboxIdentities.find((i) => i.provider === idp.provider && i.snsId === field('sns_id'));
    if (!identity) return errorPage(c, 400, '선택한 테스트 계정을 찾을 수 없습니다.');
    const { db, now } = c.get('deps');
    const code = randomBytes(24).toString('base64url');
    const t = now();
    const profile = { name: identity.name, email: identity.email, mobileNo: identity.mobileNo };
    await memberDb(db)
      .insertInto('sandbox_oauth_codes')
      .values({
        code, provider: idp.provider, sns_id: identity.snsId, profile_json: JSON.stringify(profile),
        redirect_uri: normaliseRedirectUri(field('redirect_uri') ?? ''), state: state || null,
        created_at: t.toISOString(), expires_at: new Date(t.getTime() + OAUTH_CODE_LIFETIME_MS).toISOString(), used_at: null,
      })
      .execute();
    redirect.searchParams.set('code', code);
    return c.redirect(redirect.toString(), 302);
  });
}
