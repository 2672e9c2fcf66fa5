// Who this terminal is to the own server: its number and secret key from registration, kept in the
// terminal's own SQLite file (never in the settings file, which a person may copy around).
import type { TerminalDb } from './db/schema.ts';

export interface TerminalIdentity {
  readonly terminalId: number;
  readonly name: string;
  readonly key: string;
}

const KEY = 'terminal_identity';

export function createTerminalIdentityStore(db: TerminalDb) {
  let cached: TerminalIdentity | null | undefined;
  return {
    async load(): Promise<TerminalIdentity | null> {
      if (cached !== undefined) return cached;
      const row = await db.selectFrom('meta').select('value').where('key', '=', KEY).executeTakeFirst();
      cached = row ? (JSON.parse(row.value) as TerminalIdentity) : null;
      return cached;
    },
    /** The last loaded identity, without a read (for the server client's header). */
    current(): TerminalIdentity | null {
      return cached ?? null;
    },
    async save(identity: TerminalIdentity): Promise<void> {
      const value = JSON.stringify(identity);
      await db.insertInto('meta').values({ key: KEY, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
      cached = identity;
    },
  };
}

export type TerminalIdentityStore = ReturnType<typeof createTerminalIdentityStore>;
