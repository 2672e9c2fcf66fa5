// The member a request acts for, as the services read one (the `members` row).
import type { Selectable } from 'kysely';
import type { MemberTable } from '../db/schema.ts';

export type MemberRow = Selectable<MemberTable>;
