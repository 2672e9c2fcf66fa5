// Columns and tables added by migration 0010, layered over the shared schema types so that the
// member/auth modules see them without the rest of the server having to.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';

export interface SandboxOauthCodeTable {
  code: string;
  provider: string;
  sns_id: string;
  /** What the identity provider tells the platform about the person: {name, email, mobileNo}. */
  profile_json: string;
  redirect_uri: string;
  state: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

// A type alias (not an interface) so it meets withTables' record constraint.
export type MemberExtraTables = {
  sandbox_oauth_codes: SandboxOauthCodeTable;
  accumulations: { balance_after: number };
  coupon_issues: { used_ymdt: string | null };
};

export type MemberDb = ShopDb & MemberExtraTables;

/** The same connection (or transaction), typed with the 0010 additions. */
export function memberDb(db: Kysely<ShopDb>): Kysely<MemberDb> {
  return db.withTables<MemberExtraTables>();
}
