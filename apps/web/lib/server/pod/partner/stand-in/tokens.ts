// The stand-in partner's OAuth: channel tokens (the shop's catalogue reads and order exports) and
// user tokens (one store customer's editor documents and projects). Only hashes are stored; an
// expired or unknown token is refused the way a partner would, with no grace period of its own —
// the 60-second margin is the caller's business (core's pod token rule).
import { createHash } from 'node:crypto';
import type { PodOAuthReply, PodUserAuthorizeReply } from '@courtside/core/api';
import { PodError } from '../provider';
import type { StandInContext } from './context';

export const CHANNEL_TOKEN_SECONDS = 3600;
export const USER_TOKEN_SECONDS = 1800;

/** channel: everything the shop does; catalogue: reads only (safe in a browser); user: one customer's projects. */
export type TokenScope = 'channel' | 'catalogue' | 'user';

export interface TokenHolder {
  scope: TokenScope;
  /** The store customer of a user token; '' for the channel. */
  subject: string;
}

const hash = (token: string): string => createHash('sha256').update(token).digest('hex');

function newToken(ctx: StandInContext, prefix: string): string {
  return `${prefix}${Buffer.from(ctx.randomBytes(24)).toString('base64url')}`;
}

async function issue(ctx: StandInContext, scope: TokenScope, subject: string, seconds: number, withRefresh: boolean) {
  const now = ctx.now();
  const accessToken = newToken(ctx, { channel: 'pch_', catalogue: 'pct_', user: 'pus_' }[scope]);
  const refreshToken = withRefresh ? newToken(ctx, 'prf_') : null;
  // Forget tokens that died more than a day ago, so the table does not grow without end.
  await ctx.db.deleteFrom('pod_tokens').where('expires_at', '<', new Date(now.getTime() - 86_400_000).toISOString()).execute();
  await ctx.db
    .insertInto('pod_tokens')
    .values({
      token_hash: hash(accessToken),
      refresh_hash: refreshToken === null ? null : hash(refreshToken),
      scope,
      subject,
      issued_at: now.toISOString(),
      expires_at: new Date(now.getTime() + seconds * 1000).toISOString(),
    })
    .execute();
  return { accessToken, refreshToken };
}

export async function issueChannelToken(ctx: StandInContext, scope: 'channel' | 'catalogue'): Promise<PodOAuthReply> {
  const { accessToken, refreshToken } = await issue(ctx, scope, '', CHANNEL_TOKEN_SECONDS, true);
  return { access_token: accessToken, expires_in: CHANNEL_TOKEN_SECONDS, refresh_token: refreshToken ?? '' };
}

const STORE_CUSTOMER_ID = /^[A-Za-z0-9:_@.-]{1,120}$/;

export async function issueUserToken(ctx: StandInContext, storeCustomerId: string): Promise<PodUserAuthorizeReply> {
  if (!STORE_CUSTOMER_ID.test(storeCustomerId)) throw new PodError('POD_INVALID_REQUEST');
  const { accessToken } = await issue(ctx, 'user', storeCustomerId, USER_TOKEN_SECONDS, false);
  return { access_token: accessToken, expires_in: USER_TOKEN_SECONDS };
}

/** Who holds `token`, refusing unknown and expired tokens and, when given, the wrong scope. */
export async function verifyToken(ctx: StandInContext, token: string, scope?: TokenScope): Promise<TokenHolder> {
  if (token === '') throw new PodError('POD_TOKEN_MISSING');
  const row = await ctx.db.selectFrom('pod_tokens').select(['scope', 'subject', 'expires_at']).where('token_hash', '=', hash(token)).executeTakeFirst();
  if (!row) throw new PodError('POD_TOKEN_INVALID');
  if (Date.parse(row.expires_at) <= ctx.now().getTime()) throw new PodError('POD_TOKEN_EXPIRED');
  const holder: TokenHolder = { scope: row.scope === 'user' || row.scope === 'channel' ? row.scope : 'catalogue', subject: row.subject };
  if (scope !== undefined && holder.scope !== scope) throw new PodError('POD_SCOPE_DENIED');
  return holder;
}
