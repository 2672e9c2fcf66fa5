// The shop's details for receipts as this terminal last heard them from the own server (상호, 대표자,
// 사업자등록번호, 주소, 전화), kept in the terminal's SQLite file so an offline counter still prints
// them. The sync worker refreshes them every round; an admin may change them from the settings screen.
import type { PosShopProfile } from '@courtside/core/pos';
import type { ReceiptShopInfo } from '@courtside/core/receipt';
import type { TerminalDb } from '../db/schema.ts';
import type { PosServerClient } from '../server/pos-server-client.ts';

const KEY = 'shop_profile';

/** What a receipt says before an admin has entered the shop's details on the own server. */
export function unsetShopInfo(): ReceiptShopInfo {
  return { name: '매장 정보 미설정', businessNumber: '미설정', representative: '미설정', address: '관리자 설정에서 매장 정보를 입력하세요', phone: '미설정' };
}

export function createShopProfileStore(db: TerminalDb, server: Pick<PosServerClient, 'shopProfile'>) {
  let cached: PosShopProfile | null | undefined;

  async function save(profile: PosShopProfile | null): Promise<void> {
    if (profile === null) {
      await db.deleteFrom('meta').where('key', '=', KEY).execute();
    } else {
      const value = JSON.stringify(profile);
      await db.insertInto('meta').values({ key: KEY, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
    }
    cached = profile;
  }

  return {
    async load(): Promise<PosShopProfile | null> {
      if (cached !== undefined) return cached;
      const row = await db.selectFrom('meta').select('value').where('key', '=', KEY).executeTakeFirst();
      cached = row ? (JSON.parse(row.value) as PosShopProfile) : null;
      return cached;
    },
    /** The header every receipt prints: the synced details, or a line asking an admin to set them. */
    async receipt(): Promise<ReceiptShopInfo> {
      return (await this.load()) ?? unsetShopInfo();
    },
    save,
    /** Asks the own server (sync rounds); an unset profile there leaves the cached one alone. */
    async pull(): Promise<void> {
      const reply = await server.shopProfile();
      if (reply.profile) await save(reply.profile);
    },
  };
}

export type ShopProfileStore = ReturnType<typeof createShopProfileStore>;
