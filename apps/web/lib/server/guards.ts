// Route guards (seed §2): auth (login required, then back to the page — the previous-path guard)
// and admin (members of the 코트사이드 관리자 group only), decided on the server from the SHOP_KEY
// cookie by asking the platform for the profile, so a stale or forged cookie never passes.
import 'server-only';
import { cache } from 'react';
import { forbidden, redirect } from 'next/navigation';
import { isShopApiError, type MemberProfile } from '@courtside/core/api';
import { isAdminProfile } from '@/lib/session/admin';
import { loginPathFor } from '@/lib/safe-redirect';
import { RouteError } from '@/lib/server/api-route';
import { memberApi, memberToken, rethrowNextSignals } from '@/lib/server/shop';

export interface MemberContext {
  accessToken: string;
  profile: MemberProfile;
}

/** The logged-in member behind this request, or null (no cookie, or the platform refused the token). */
export const currentMember = cache(async (): Promise<MemberContext | null> => {
  const accessToken = await memberToken();
  if (!accessToken) return null;
  try {
    const profile = await (await memberApi()).members.getProfile();
    return { accessToken, profile };
  } catch (error) {
    rethrowNextSignals(error);
    if (isShopApiError(error) && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
});

/** Server components: the member, or a redirect to /login?redirect=<pathname>. */
export async function requireMember(pathname: string): Promise<MemberContext> {
  const member = await currentMember();
  if (!member) redirect(loginPathFor(pathname));
  return member;
}

/** Server components: the admin, or a redirect to login (visitor) / the 403 page (other members). */
export async function requireAdmin(pathname: string): Promise<MemberContext> {
  const member = await requireMember(pathname);
  if (!isAdminProfile(member.profile)) forbidden();
  return member;
}

/** Route handlers: the member, or a 401 RouteError (answered as { code, message } by route()). */
export async function requireMemberForRoute(): Promise<MemberContext> {
  const member = await currentMember();
  if (!member) throw new RouteError(401, 'LOGIN_REQUIRED', '로그인이 필요합니다.');
  return member;
}

/** Route handlers: the admin, or 401 / 403. */
export async function requireAdminForRoute(): Promise<MemberContext> {
  const member = await requireMemberForRoute();
  if (!isAdminProfile(member.profile)) throw new RouteError(403, 'ADMIN_ONLY', '관리자만 이용할 수 있습니다.');
  return member;
}
