// The platform checks `clientId`, `Version` and `platform` on every Shop API call, then resolves
// `accessToken` (or `Shop-By-Authorization: Bearer`) to a member and `guestToken` to one order.
import type { MiddlewareHandler } from 'hono';
import { verifyGuestToken } from '../services/orders/guest-token.ts';
import { errors } from '../domain/error-catalogue.ts';
import { DomainError } from '../domain/errors.ts';
import type { AppEnv } from './context.ts';
import { requestHeader } from './node-request.ts';

const versions = new Set(['1.0', '1.1', '2.0']);
const platforms = new Set(['PC', 'MOBILE_WEB', 'AOS', 'IOS']);

/** Paths served to browsers directly (sandbox pages, images, the test outbox), not Shop API calls. */
export function isOpenPath(path: string): boolean {
  return path === '/' || path === '/health' || path === '/metrics' || path.startsWith('/sandbox/') || path.startsWith('/images/') || path.startsWith('/__test/');
}

export const platformHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('member', null);
  c.set('accessToken', null);
  c.set('guestOrderNo', null);
  if (isOpenPath(c.req.path) || c.req.path.startsWith('/server/') || c.req.method === 'OPTIONS') return next();

  const deps = c.get('deps');
  const clientId = requestHeader(c, 'clientid');
  if (!clientId) throw new DomainError('invalid', 'C0010', 'clientId 헤더가 필요합니다.');
  if (!deps.config.clientIds.includes(clientId)) throw new DomainError('unauthenticated', 'C0011', '등록되지 않은 clientId입니다.');
  const version = requestHeader(c, 'version');
  if (version !== undefined && !versions.has(version)) throw new DomainError('invalid', 'C0012', '지원하지 않는 API 버전입니다.');
  const platform = requestHeader(c, 'platform');
  if (platform === undefined) throw new DomainError('invalid', 'C0013', 'platform 헤더가 필요합니다.');
  if (!platforms.has(platform)) throw new DomainError('invalid', 'C0014', 'platform 값이 올바르지 않습니다.');

  const bearer = requestHeader(c, 'shop-by-authorization')?.replace(/^Bearer\s+/i, '');
  const token = requestHeader(c, 'accesstoken') || bearer;
  if (token) {
    const row = await deps.db
      .selectFrom('access_tokens')
      .innerJoin('members', 'members.member_no', 'access_tokens.member_no')
      .selectAll('members')
      .select(['access_tokens.expires_at', 'access_tokens.revoked'])
      .where('access_tokens.token', '=', token)
      .executeTakeFirst();
    if (!row || row.revoked === 1 || row.member_status === 'WITHDRAWN') {
      throw new DomainError('unauthenticated', 'M0001', '유효하지 않은 토큰입니다. 다시 로그인해 주세요.');
    }
    if (new Date(row.expires_at).getTime() <= deps.now().getTime()) throw errors.tokenExpired();
    const { expires_at: _e, revoked: _r, ...member } = row;
    c.set('member', member);
    c.set('accessToken', token);
  }

  const guestToken = requestHeader(c, 'guesttoken');
  if (guestToken) {
    const orderNo = verifyGuestToken(deps.config.systemKey, guestToken, deps.now());
    if (!orderNo) throw new DomainError('unauthenticated', 'O0001', '비회원 주문 인증이 만료되었거나 올바르지 않습니다.');
    c.set('guestOrderNo', orderNo);
  }
  return next();
};
