// What every route handler can reach: dependencies, the signed-in member, the guest order token.
import type { Context } from 'hono';
import type { MemberRow } from '../domain/member.ts';
import type { AppDeps } from '../services/deps.ts';

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    member: MemberRow | null;
    accessToken: string | null;
    /** orderNo the `guestToken` header grants, if any. */
    guestOrderNo: string | null;
  };
}

export type AppContext = Context<AppEnv>;
