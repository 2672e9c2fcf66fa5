// Rows the commerce integration tests create for themselves (members with a token, products with
// options, points, coupons), numbered far from the seed so the tests never depend on demo data.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ShopDb } from '../db/schema.ts';
import { giveAccumulation } from '../services/members/accumulations.ts';
import { issueCoupon } from '../services/checkout/coupons.ts';
import { indexProducts } from '../services/catalogue/search/search-index.ts';

let memberSeq = 0;
let productSeq = 0;
let couponSeq = 0;

export interface FixtureMember {
  memberNo: number;
  token: string;
  memberName: string;
}

export async function createMember(db: Kysely<ShopDb>, name = '테스트회원'): Promise<FixtureMember> {
  memberSeq += 1;
  const now = new Date().toISOString();
  const row = await db
    .insertInto('members')
    .values({
      member_id: `fixture_${Date.now().toString(36)}_${memberSeq}`,
      password_hash: null,
      member_name: name,
      nickname: null,
      email: `fixture${memberSeq}@example.kr`,
      mobile_no: '01098765432',
      birthday: null,
      sex: null,
      zip_cd: '06236',
      address: '서울특별시 강남구 테헤란로 123',
      detail_address: '4층',
      jibun_address: null,
      member_status: 'ACTIVE',
      member_type: 'MALL',
      group_names_json: '[]',
      grade_name: '일반',
      sms_agreed: 0,
      direct_mail_agreed: 0,
      join_terms_json: '[]',
      password_changed_at: now,
      created_at: now,
      withdrawn_at: null,
    })
    .returning('member_no')
    .executeTakeFirstOrThrow();
  const token = `fixture-${randomBytes(12).toString('hex')}`;
  await db
    .insertInto('access_tokens')
    .values({ token, member_no: row.member_no, issued_at: now, expires_at: new Date(Date.now() + 30 * 86400_000).toISOString(), revoked: 0 })
    .execute();
  return { memberNo: row.member_no, token, memberName: name };
}

export interface ProductSpec {
  name?: string;
  salePrice?: number;
  immediateDiscountAmt?: number;
  additionDiscountAmt?: number;
  deliveryConditionType?: 'FREE' | 'CONDITIONAL' | 'FIXED_FEE';
  deliveryAmt?: number;
  aboveDeliveryAmt?: number;
  deliveryTemplateNo?: number;
  accumulationRate?: number;
  saleStatus?: string;
  memberOnly?: boolean;
  /** One entry per option: [value, addPrice, stock]. */
  options?: Array<[string, number, number]>;
  requiredInput?: string;
}

export interface FixtureProduct {
  productNo: number;
  optionNos: number[];
}

export async function createProduct(db: Kysely<ShopDb>, spec: ProductSpec = {}): Promise<FixtureProduct> {
  productSeq += 1;
  const productNo = 9_000_000 + productSeq * 10 + Math.floor(Math.random() * 10);
  const now = new Date(Date.now() - 86400_000).toISOString();
  await db
    .insertInto('products')
    .values({
      product_no: productNo,
      product_name: spec.name ?? `테스트 댐프너 ${productSeq}`,
      content: '',
      brand_no: null,
      sale_price: spec.salePrice ?? 10000,
      immediate_discount_amt: spec.immediateDiscountAmt ?? 0,
      immediate_discount_unit: 'WON',
      immediate_discount_value: spec.immediateDiscountAmt ?? 0,
      addition_discount_amt: spec.additionDiscountAmt ?? 0,
      sale_status: spec.saleStatus ?? 'ONSALE',
      display: 1,
      sale_start_ymdt: now,
      sale_end_ymdt: null,
      promotion_text: null,
      sticker_labels_json: '[]',
      image_urls_json: JSON.stringify([`/images/products/fixture-${productSeq}.svg`]),
      list_image_urls_json: '[]',
      option_type: 'COMBINATION',
      option_labels_json: JSON.stringify(['색상']),
      delivery_condition_type: spec.deliveryConditionType ?? 'CONDITIONAL',
      delivery_amt: spec.deliveryAmt ?? 3000,
      above_delivery_amt: spec.aboveDeliveryAmt ?? 50000,
      return_delivery_amt: 3000,
      delivery_template_no: spec.deliveryTemplateNo ?? 1,
      partner_no: 1,
      partner_name: '코트사이드',
      accumulation_rate: spec.accumulationRate ?? 1,
      min_buy_cnt: 1,
      max_buy_person_cnt: 0,
      max_buy_time_cnt: 0,
      member_only: spec.memberOnly ? 1 : 0,
      coupon_use: 1,
      accumulation_use: 1,
      sale_cnt: 0,
      like_cnt: 0,
      popularity: 0,
      md_recommend: 0,
      custom_kind: null,
      registered_at: now,
      updated_at: now,
    })
    .execute();
  const options = spec.options ?? [['블랙', 0, 10]];
  const optionNos: number[] = [];
  for (const [i, [value, addPrice, stock]] of options.entries()) {
    const optionNo = productNo * 10 + i + 1;
    optionNos.push(optionNo);
    await db
      .insertInto('options')
      .values({
        option_no: optionNo, product_no: productNo, values_json: JSON.stringify([value]), add_price: addPrice, stock_cnt: stock,
        sale_cnt: 0, reservation_stock_cnt: 0, forced_sold_out: 0, main: i === 0 ? 1 : 0, management_cd: `FX-${optionNo}`,
        image_url: null, display_order: i,
      })
      .execute();
  }
  if (spec.requiredInput) {
    await db.insertInto('product_inputs').values({ input_no: productNo, product_no: productNo, input_label: spec.requiredInput, matching_type: 'OPTION', required: 1 }).execute();
  }
  await indexProducts(db, [productNo]);
  return { productNo, optionNos };
}

export async function givePoints(db: Kysely<ShopDb>, memberNo: number, amt: number): Promise<void> {
  await giveAccumulation(db, { memberNo, amt, reason: 'ADD_EVENT', now: new Date() });
}

export interface CouponSpec {
  type: 'PRODUCT' | 'CART' | 'CART_DELIVERY';
  discountAmt?: number;
  discountRate?: number;
  minSalePrice?: number;
  productNos?: number[];
}

/** Creates a coupon and issues it to the member; returns the couponIssueNo. */
export async function giveCoupon(db: Kysely<ShopDb>, memberNo: number, spec: CouponSpec): Promise<number> {
  couponSeq += 1;
  const couponNo = 8_000_000 + couponSeq * 10 + Math.floor(Math.random() * 10);
  const now = new Date();
  await db
    .insertInto('coupons')
    .values({
      coupon_no: couponNo,
      coupon_name: `${spec.type} 테스트 쿠폰`,
      coupon_type: spec.type,
      discount_amt: spec.discountAmt ?? 0,
      discount_rate: spec.discountRate ?? 0,
      max_discount_amt: 0,
      min_sale_price: spec.minSalePrice ?? 0,
      issue_start_ymdt: new Date(now.getTime() - 86400_000).toISOString(),
      issue_end_ymdt: new Date(now.getTime() + 30 * 86400_000).toISOString(),
      use_days: 30,
      downloadable: 1,
      product_nos_json: JSON.stringify(spec.productNos ?? []),
    })
    .execute();
  const issued = await issueCoupon(db, { couponNo, memberNo, now, checkWindow: false });
  return issued.couponIssueNo;
}

export async function stockOf(db: Kysely<ShopDb>, optionNo: number): Promise<number> {
  const row = await db.selectFrom('options').select('stock_cnt').where('option_no', '=', optionNo).executeTakeFirstOrThrow();
  return row.stock_cnt;
}

export async function setStock(db: Kysely<ShopDb>, optionNo: number, stock: number): Promise<void> {
  await db.updateTable('options').set({ stock_cnt: stock }).where('option_no', '=', optionNo).execute();
}

export async function pointsOf(db: Kysely<ShopDb>, memberNo: number): Promise<number> {
  const row = await db
    .selectFrom('accumulations')
    .select((eb) => eb.fn.sum<string | number | null>('rest_amt').as('total'))
    .where('member_no', '=', memberNo)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
