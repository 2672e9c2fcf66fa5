// 0010: what the members/auth/points/coupons part needs beyond 0001. Never edit once landed.
// - sandbox_oauth_codes: authorisation codes the sandbox Kakao/Naver pages hand out (single use).
// - accumulations.balance_after: the member's available points right after each entry, so the
//   history shows a running total without recomputing expiries.
// - coupon_issues.used_ymdt: when an issued coupon was spent.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_oauth_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('sns_id', 'text', (c) => c.notNull())
    .addColumn('profile_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema.alterTable('accumulations').addColumn('balance_after', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('coupon_issues').addColumn('used_ymdt', 'text').execute();

  await db.schema.createIndex('access_tokens_member_ix').on('access_tokens').column('member_no').execute();
  await db.schema.createIndex('social_links_member_ix').on('social_links').column('member_no').execute();
  await db.schema.createIndex('coupon_issues_member_ix').on('coupon_issues').columns(['member_no', 'coupon_no']).execute();
  await db.schema.createIndex('shipping_addresses_member_ix').on('shipping_addresses').column('member_no').execute();
  await db.schema.createIndex('like_products_product_ix').on('like_products').column('product_no').execute();
  await db.schema.createIndex('members_mobile_ix').on('members').column('mobile_no').execute();
  await db.schema.createIndex('members_email_ix').on('members').column('email').execute();
}
