// The real dependencies of the design routes: the own database, the member behind the SHOP_KEY
// cookie (asked of the platform, so a forged cookie never passes), the clock and crypto.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { webDb } from '@/lib/server/db';
import { currentMember } from '@/lib/server/guards';
import { isAdminProfile } from '@/lib/session/admin';
import type { DesignRouteDeps } from './dampener-handlers';

export async function designRouteDeps(): Promise<DesignRouteDeps> {
  return {
    db: await webDb(),
    requester: async () => {
      const member = await currentMember();
      return member ? { memberId: member.profile.memberId, isAdmin: isAdminProfile(member.profile) } : null;
    },
    now: () => new Date(),
    randomBytes: () => new Uint8Array(randomBytes(8)),
  };
}
