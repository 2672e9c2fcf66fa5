// 0001: the commerce tables. Never edit once landed; add a new numbered file instead.
import type { Kysely } from 'kysely';
import { addIdColumn } from '@courtside/db';

type Col = [name: string, type: 'text' | 'integer', notNull?: boolean, defaultValue?: string | number];

async function table(db: Kysely<unknown>, name: string, id: string | null, cols: Col[], primaryKey?: string[]) {
  let builder = db.schema.createTable(name);
  if (id) builder = addIdColumn(db, builder, id);
  for (const [col, type, notNull, def] of cols) {
    builder = builder.addColumn(col, type, (c) => {
      let b = c;
      if (notNull) b = b.notNull();
      if (def !== undefined) b = b.defaultTo(def);
      return b;
    });
  }
  if (primaryKey) builder = builder.addPrimaryKeyConstraint(`${name}_pk`, primaryKey as never);
  await builder.execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'members', 'member_no', [
    ['member_id', 'text', true], ['password_hash', 'text'], ['member_name', 'text', true], ['nickname', 'text'],
    ['email', 'text'], ['mobile_no', 'text'], ['birthday', 'text'], ['sex', 'text'], ['zip_cd', 'text'],
    ['address', 'text'], ['detail_address', 'text'], ['jibun_address', 'text'], ['member_status', 'text', true, 'ACTIVE'],
    ['member_type', 'text', true, 'MALL'], ['group_names_json', 'text', true, '[]'], ['grade_name', 'text', true, '일반'],
    ['sms_agreed', 'integer', true, 0], ['direct_mail_agreed', 'integer', true, 0], ['join_terms_json', 'text', true, '[]'],
    ['password_changed_at', 'text'], ['created_at', 'text', true], ['withdrawn_at', 'text'],
  ]);
  await db.schema.createIndex('members_member_id_uq').on('members').column('member_id').unique().execute();

  await table(db, 'access_tokens', null, [
    ['token', 'text', true], ['member_no', 'integer', true], ['issued_at', 'text', true], ['expires_at', 'text', true],
    ['revoked', 'integer', true, 0],
  ], ['token']);

  await table(db, 'social_links', 'id', [
    ['member_no', 'integer', true], ['provider', 'text', true], ['sns_id', 'text', true], ['created_at', 'text', true],
  ]);
  await db.schema.createIndex('social_links_provider_sns_uq').on('social_links').columns(['provider', 'sns_id']).unique().execute();

  await table(db, 'verification_codes', 'id', [
    ['purpose', 'text', true], ['channel', 'text', true], ['target', 'text', true], ['code', 'text', true],
    ['member_no', 'integer'], ['attempts', 'integer', true, 0], ['created_at', 'text', true], ['expires_at', 'text', true],
    ['used_at', 'text'],
  ]);
  await db.schema.createIndex('verification_codes_target_ix').on('verification_codes').columns(['target', 'created_at']).execute();

  await table(db, 'outbox_messages', 'id', [
    ['channel', 'text', true], ['target', 'text', true], ['subject', 'text', true], ['body', 'text', true],
    ['code', 'text'], ['created_at', 'text', true],
  ]);

  await table(db, 'categories', null, [
    ['category_no', 'integer', true], ['label', 'text', true], ['parent_no', 'integer'], ['depth', 'integer', true, 1],
    ['display_order', 'integer', true, 0],
  ], ['category_no']);

  await table(db, 'brands', null, [
    ['brand_no', 'integer', true], ['name', 'text', true], ['name_en', 'text'], ['logo_image_url', 'text'],
    ['like_count', 'integer', true, 0],
  ], ['brand_no']);

  await table(db, 'products', null, [
    ['product_no', 'integer', true], ['product_name', 'text', true], ['content', 'text', true, ''], ['brand_no', 'integer'],
    ['sale_price', 'integer', true], ['immediate_discount_amt', 'integer', true, 0],
    ['immediate_discount_unit', 'text', true, 'WON'], ['immediate_discount_value', 'integer', true, 0],
    ['addition_discount_amt', 'integer', true, 0], ['sale_status', 'text', true, 'ONSALE'], ['display', 'integer', true, 1],
    ['sale_start_ymdt', 'text', true], ['sale_end_ymdt', 'text'], ['promotion_text', 'text'],
    ['sticker_labels_json', 'text', true, '[]'], ['image_urls_json', 'text', true, '[]'], ['list_image_urls_json', 'text', true, '[]'],
    ['option_type', 'text', true, 'COMBINATION'], ['option_labels_json', 'text', true, '[]'],
    ['delivery_condition_type', 'text', true, 'CONDITIONAL'], ['delivery_amt', 'integer', true, 3000],
    ['above_delivery_amt', 'integer', true, 50000], ['return_delivery_amt', 'integer', true, 3000],
    ['delivery_template_no', 'integer', true, 1], ['partner_no', 'integer', true, 1], ['partner_name', 'text', true, '코트사이드'],
    ['accumulation_rate', 'integer', true, 1], ['min_buy_cnt', 'integer', true, 1], ['max_buy_person_cnt', 'integer', true, 0],
    ['max_buy_time_cnt', 'integer', true, 0], ['member_only', 'integer', true, 0], ['coupon_use', 'integer', true, 1],
    ['accumulation_use', 'integer', true, 1], ['sale_cnt', 'integer', true, 0], ['like_cnt', 'integer', true, 0],
    ['popularity', 'integer', true, 0], ['md_recommend', 'integer', true, 0], ['custom_kind', 'text'],
    ['registered_at', 'text', true], ['updated_at', 'text', true],
  ], ['product_no']);
  await db.schema.createIndex('products_status_ix').on('products').columns(['display', 'sale_status']).execute();
  await db.schema.createIndex('products_updated_ix').on('products').column('updated_at').execute();

  await table(db, 'product_categories', null, [['product_no', 'integer', true], ['category_no', 'integer', true]], ['product_no', 'category_no']);
  await db.schema.createIndex('product_categories_category_ix').on('product_categories').column('category_no').execute();

  await table(db, 'options', null, [
    ['option_no', 'integer', true], ['product_no', 'integer', true], ['values_json', 'text', true, '[]'],
    ['add_price', 'integer', true, 0], ['stock_cnt', 'integer', true, 0], ['sale_cnt', 'integer', true, 0],
    ['reservation_stock_cnt', 'integer', true, 0], ['forced_sold_out', 'integer', true, 0], ['main', 'integer', true, 0],
    ['management_cd', 'text'], ['image_url', 'text'], ['display_order', 'integer', true, 0],
  ], ['option_no']);
  await db.schema.createIndex('options_product_ix').on('options').column('product_no').execute();
  await db.schema.createIndex('options_management_cd_ix').on('options').column('management_cd').execute();

  await table(db, 'product_inputs', null, [
    ['input_no', 'integer', true], ['product_no', 'integer', true], ['input_label', 'text', true],
    ['matching_type', 'text', true, 'OPTION'], ['required', 'integer', true, 0],
  ], ['input_no']);

  await table(db, 'stock_adjustments', null, [
    ['idempotency_key', 'text', true], ['option_no', 'integer', true], ['delta', 'integer', true], ['reason', 'text'],
    ['result_json', 'text', true], ['request_hash', 'text', true], ['created_at', 'text', true],
  ], ['idempotency_key']);

  await table(db, 'reviews', 'review_no', [
    ['product_no', 'integer', true], ['option_no', 'integer', true], ['order_option_no', 'integer'], ['member_no', 'integer', true],
    ['rate', 'integer', true], ['content', 'text', true], ['file_urls_json', 'text', true, '[]'], ['extra_json', 'text'],
    ['recommend_cnt', 'integer', true, 0], ['best', 'integer', true, 0], ['deleted', 'integer', true, 0],
    ['registered_at', 'text', true], ['updated_at', 'text', true],
  ]);
  await db.schema.createIndex('reviews_product_ix').on('reviews').columns(['product_no', 'registered_at']).execute();

  await table(db, 'review_recommends', null, [['review_no', 'integer', true], ['member_no', 'integer', true]], ['review_no', 'member_no']);

  await table(db, 'inquiries', 'inquiry_no', [
    ['product_no', 'integer', true], ['member_no', 'integer', true], ['type', 'text', true, 'PRODUCT'], ['title', 'text', true],
    ['content', 'text', true], ['secreted', 'integer', true, 0], ['email', 'text'], ['parent_inquiry_no', 'integer'],
    ['answer_title', 'text'], ['answer_content', 'text'], ['answered_at', 'text'], ['deleted', 'integer', true, 0],
    ['registered_at', 'text', true], ['updated_at', 'text', true],
  ]);
  await db.schema.createIndex('inquiries_product_ix').on('inquiries').columns(['product_no', 'registered_at']).execute();

  await table(db, 'cart_items', 'cart_no', [
    ['member_no', 'integer', true], ['product_no', 'integer', true], ['option_no', 'integer', true], ['order_cnt', 'integer', true],
    ['option_inputs_json', 'text', true, '[]'], ['channel_type', 'text'], ['created_at', 'text', true],
  ]);
  await db.schema.createIndex('cart_items_member_ix').on('cart_items').column('member_no').execute();

  await table(db, 'order_sheets', null, [
    ['order_sheet_no', 'text', true], ['member_no', 'integer'], ['products_json', 'text', true], ['cart_nos_json', 'text', true, '[]'],
    ['product_coupons_json', 'text', true, '[]'], ['calculation_json', 'text'], ['status', 'text', true, 'OPEN'],
    ['created_at', 'text', true], ['expires_at', 'text', true],
  ], ['order_sheet_no']);

  await table(db, 'orders', null, [
    ['order_no', 'text', true], ['order_sheet_no', 'text', true], ['member_no', 'integer'], ['guest_password_hash', 'text'],
    ['orderer_json', 'text', true], ['shipping_json', 'text', true], ['pay_type', 'text', true], ['pg_type', 'text', true],
    ['pay_info_json', 'text', true, '{}'], ['first_amount_json', 'text', true], ['last_amount_json', 'text', true],
    ['used_accumulation_amt', 'integer', true, 0], ['coupons_json', 'text', true, '{}'], ['order_memo', 'text'],
    ['delivery_memo', 'text'], ['order_ymdt', 'text', true], ['paid_at', 'text'],
  ], ['order_no']);
  await db.schema.createIndex('orders_member_ix').on('orders').columns(['member_no', 'order_ymdt']).execute();
  await db.schema.createIndex('orders_order_sheet_uq').on('orders').column('order_sheet_no').unique().execute();

  await table(db, 'order_options', 'order_option_no', [
    ['order_no', 'text', true], ['product_no', 'integer', true], ['option_no', 'integer', true], ['product_name', 'text', true],
    ['option_name', 'text', true, ''], ['option_value', 'text', true, ''], ['image_url', 'text'], ['order_cnt', 'integer', true],
    ['sale_price', 'integer', true], ['add_price', 'integer', true, 0], ['immediate_discount_amt', 'integer', true, 0],
    ['coupon_discount_amt', 'integer', true, 0], ['buy_amt', 'integer', true], ['option_inputs_json', 'text', true, '[]'],
    ['order_status', 'text', true], ['claim_status', 'text'], ['delivery_company', 'text'], ['invoice_no', 'text'],
    ['accumulation_amt', 'integer', true, 0], ['updated_at', 'text', true],
  ]);
  await db.schema.createIndex('order_options_order_ix').on('order_options').column('order_no').execute();
  await db.schema.createIndex('order_options_status_ix').on('order_options').column('order_status').execute();

  await table(db, 'payments', null, [
    ['payment_key', 'text', true], ['order_sheet_no', 'text', true], ['order_no', 'text'], ['pay_type', 'text', true],
    ['pg_type', 'text', true], ['amount', 'integer', true], ['status', 'text', true], ['client_return_url', 'text', true],
    ['request_json', 'text', true], ['created_at', 'text', true], ['decided_at', 'text'],
  ], ['payment_key']);

  await table(db, 'claims', 'claim_no', [
    ['order_no', 'text', true], ['claim_type', 'text', true], ['claim_status', 'text', true], ['claim_reason_type', 'text', true],
    ['claim_reason_detail', 'text'], ['items_json', 'text', true], ['refund_amt', 'integer', true, 0],
    ['restored_accumulation_amt', 'integer', true, 0], ['created_at', 'text', true],
  ]);

  await table(db, 'accumulations', 'accumulation_no', [
    ['member_no', 'integer', true], ['amt', 'integer', true], ['rest_amt', 'integer', true, 0], ['status', 'text', true],
    ['reason', 'text', true], ['reason_display', 'text', true], ['order_no', 'text'], ['registered_at', 'text', true],
    ['expire_ymdt', 'text'],
  ]);
  await db.schema.createIndex('accumulations_member_ix').on('accumulations').columns(['member_no', 'registered_at']).execute();

  await table(db, 'coupons', null, [
    ['coupon_no', 'integer', true], ['coupon_name', 'text', true], ['coupon_type', 'text', true], ['discount_amt', 'integer', true, 0],
    ['discount_rate', 'integer', true, 0], ['max_discount_amt', 'integer', true, 0], ['min_sale_price', 'integer', true, 0],
    ['issue_start_ymdt', 'text', true], ['issue_end_ymdt', 'text', true], ['use_days', 'integer', true, 30],
    ['downloadable', 'integer', true, 1], ['product_nos_json', 'text', true, '[]'],
  ], ['coupon_no']);

  await table(db, 'coupon_issues', 'coupon_issue_no', [
    ['coupon_no', 'integer', true], ['member_no', 'integer', true], ['used', 'integer', true, 0], ['used_order_no', 'text'],
    ['issued_at', 'text', true], ['use_end_ymdt', 'text', true],
  ]);

  await table(db, 'shipping_addresses', 'address_no', [
    ['member_no', 'integer', true], ['address_name', 'text'], ['address_type', 'text', true, 'BOOK'], ['default_yn', 'text', true, 'N'],
    ['receiver_name', 'text', true], ['receiver_zip_cd', 'text', true], ['receiver_address', 'text', true],
    ['receiver_jibun_address', 'text'], ['receiver_detail_address', 'text'], ['receiver_contact1', 'text', true],
    ['receiver_contact2', 'text'], ['created_at', 'text', true],
  ]);

  await table(db, 'like_products', null, [
    ['member_no', 'integer', true], ['product_no', 'integer', true], ['created_at', 'text', true],
  ], ['member_no', 'product_no']);

  await table(db, 'boards', null, [
    ['board_no', 'integer', true], ['board_id', 'text', true], ['name', 'text', true], ['display_type', 'text', true, 'LIST'],
    ['categories_json', 'text', true, '[]'],
  ], ['board_no']);

  await table(db, 'articles', 'article_no', [
    ['board_no', 'integer', true], ['category_no', 'integer'], ['member_no', 'integer'], ['writer_name', 'text', true],
    ['title', 'text', true], ['content', 'text', true], ['notice', 'integer', true, 0], ['secreted', 'integer', true, 0],
    ['view_cnt', 'integer', true, 0], ['attachments_json', 'text', true, '[]'], ['registered_at', 'text', true],
  ]);
  await db.schema.createIndex('articles_board_ix').on('articles').columns(['board_no', 'registered_at']).execute();
}
