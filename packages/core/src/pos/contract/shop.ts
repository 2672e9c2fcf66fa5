// The shop's receipt details (상호, 대표자, 사업자등록번호, 주소, 전화): one profile on the own server,
// read by every terminal. Lengths and formats are checked by checkShopProfile (shop-profile.ts).
import { z } from 'zod';
import { str, type PosRouteSpec } from './kit.ts';

// Lengths and formats are checked by checkShopProfile, which names the field in Korean.
const shopText = z.string().max(200);
export const posShopProfileSchema = z.object({ name: shopText, representative: shopText, businessNumber: shopText, address: shopText, phone: shopText });
/** GET /api/pos/shop: the profile, or null before an admin has set it. */
export const posShopProfileReplySchema = z.object({ profile: z.object({ name: str, representative: str, businessNumber: str, address: str, phone: str }).nullable(), updatedAt: str.nullable() });

export const SHOP_ROUTES = {
  'shop.get': { method: 'GET', path: '/api/pos/shop', auth: 'terminal', reply: posShopProfileReplySchema },
  'shop.save': { method: 'PUT', path: '/api/pos/shop', auth: 'staff', permission: 'manage-shop', body: posShopProfileSchema, reply: posShopProfileReplySchema },
} as const satisfies Record<string, PosRouteSpec>;
