// Demo data a Korean shop would really show, loaded into an empty database.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../db/schema.ts';
import { seedMemberAccounts } from './members.ts';
import { seedPromotions } from './promotions.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedOrders } from './orders.ts';
import { seedReviewsAndInquiries } from './reviews.ts';
import { seedBoards } from './boards.ts';
import { seedSearchKeywords } from './search-keywords.ts';

export type Seeder = (db: Kysely<ShopDb>, now: Date) => Promise<void>;

/** Seeders run in this order (catalogue before members' carts and orders). */
export const seeders: Seeder[] = [
  seedMemberAccounts, seedPromotions,
  seedCatalogue, seedSearchKeywords,
  seedOrders,
  seedReviewsAndInquiries,
  seedBoards,
];

export async function seedIfEmpty(db: Kysely<ShopDb>, now: Date): Promise<boolean> {
  const existing = await db.selectFrom('categories').select('category_no').limit(1).executeTakeFirst();
  if (existing) return false;
  for (const seed of seeders) await seed(db, now);
  return true;
}
