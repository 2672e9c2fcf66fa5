// Products written by the shop's own back office through the server API (the POS registers new
// goods and corrects prices and stock there). Numbers continue after the largest one in use.
import type { Kysely, Selectable } from 'kysely';
import type { OptionTable, ProductTable, ShopDb } from '../../db/schema.ts';
import { catalogueChanged } from './search/search-summary-cache.ts';
import { indexProducts } from './search/search-index.ts';
import { DomainError } from '../../domain/errors.ts';
import { parseJson } from '../../domain/json-columns.ts';

export interface ServerOptionInput {
  optionNo?: number | null;
  values: string[];
  addPrice: number;
  stockCnt?: number | null;
  managementCd?: string | null;
  forcedSoldOut?: boolean | null;
}

export interface ServerProductInput {
  productName?: string;
  content?: string;
  brandNo?: number | null;
  salePrice?: number;
  immediateDiscountAmt?: number;
  additionDiscountAmt?: number;
  saleStatus?: 'READY' | 'ONSALE' | 'FINISHED' | 'STOP' | 'PROHIBITION';
  display?: boolean;
  optionLabels?: string[];
  deliveryConditionType?: 'FREE' | 'CONDITIONAL' | 'FIXED_FEE';
  deliveryAmt?: number;
  aboveDeliveryAmt?: number;
  returnDeliveryAmt?: number;
  accumulationRate?: number;
  imageUrls?: string[];
  categoryNos?: number[];
  options?: ServerOptionInput[];
}

export const serverProductErrors = {
  notFound: () => new DomainError('not-found', 'S1001', '상품을 찾을 수 없습니다.'),
  optionNotFound: (optionNo: number) => new DomainError('not-found', 'S1002', `이 상품의 옵션(${optionNo})을 찾을 수 없습니다.`),
  discountTooLarge: () => new DomainError('invalid', 'S1003', '할인 금액은 판매가보다 클 수 없습니다.'),
};

/** The first product number the back office hands out, above the seeded catalogue. */
const FIRST_PRODUCT_NO = 200001;

async function nextNo(db: Kysely<ShopDb>, table: 'products' | 'options', floor: number): Promise<number> {
  const column = table === 'products' ? 'product_no' : 'option_no';
  const row = await db.selectFrom(table).select((eb) => eb.fn.max(column).as('n')).executeTakeFirst();
  return Math.max(floor, Number(row?.n ?? 0) + 1);
}

function checkDiscounts(salePrice: number, immediate: number, additional: number): void {
  if (immediate + additional > salePrice) throw serverProductErrors.discountTooLarge();
}

async function writeOptions(trx: Kysely<ShopDb>, productNo: number, options: ServerOptionInput[]): Promise<void> {
  const existing = await trx.selectFrom('options').select('option_no').where('product_no', '=', productNo).execute();
  let next = await nextNo(trx, 'options', productNo * 100 + 1);
  for (const [i, o] of options.entries()) {
    if (o.optionNo) {
      if (!existing.some((e) => e.option_no === o.optionNo)) throw serverProductErrors.optionNotFound(o.optionNo);
      await trx
        .updateTable('options')
        .set({
          values_json: JSON.stringify(o.values),
          add_price: o.addPrice,
          ...(o.stockCnt != null ? { stock_cnt: o.stockCnt } : {}),
          ...(o.managementCd !== undefined ? { management_cd: o.managementCd } : {}),
          ...(o.forcedSoldOut != null ? { forced_sold_out: o.forcedSoldOut ? 1 : 0 } : {}),
          display_order: i,
        })
        .where('option_no', '=', o.optionNo)
        .execute();
      continue;
    }
    await trx
      .insertInto('options')
      .values({
        option_no: next++, product_no: productNo, values_json: JSON.stringify(o.values), add_price: o.addPrice, stock_cnt: o.stockCnt ?? 0,
        sale_cnt: 0, reservation_stock_cnt: 0, forced_sold_out: o.forcedSoldOut ? 1 : 0, main: existing.length === 0 && i === 0 ? 1 : 0,
        management_cd: o.managementCd ?? null, image_url: null, display_order: i,
      })
      .execute();
  }
}

/** A primary-key clash from two creations taking the same next number at once (PostgreSQL 23505, SQLite). */
function isKeyClash(error: unknown): boolean {
  const e = error as { code?: unknown } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function createServerProduct(db: Kysely<ShopDb>, input: Required<Pick<ServerProductInput, 'productName' | 'salePrice' | 'options'>> & ServerProductInput, now: Date): Promise<number> {
  checkDiscounts(input.salePrice, input.immediateDiscountAmt ?? 0, input.additionDiscountAmt ?? 0);
  // Numbers are the largest + 1; concurrent creations may pick the same one, so the loser retries.
  for (let attempt = 1; ; attempt++) {
    try {
      const productNo = await insertServerProduct(db, input, now);
      catalogueChanged();
      return productNo;
    } catch (error) {
      if (!isKeyClash(error) || attempt >= 8) throw error;
    }
  }
}

async function insertServerProduct(db: Kysely<ShopDb>, input: Required<Pick<ServerProductInput, 'productName' | 'salePrice' | 'options'>> & ServerProductInput, now: Date): Promise<number> {
  const immediate = input.immediateDiscountAmt ?? 0;
  const additional = input.additionDiscountAmt ?? 0;
  return db.transaction().execute(async (trx) => {
    const productNo = await nextNo(trx, 'products', FIRST_PRODUCT_NO);
    const iso = now.toISOString();
    const condition = input.deliveryConditionType ?? 'CONDITIONAL';
    await trx
      .insertInto('products')
      .values({
        product_no: productNo, product_name: input.productName, content: input.content ?? '', brand_no: input.brandNo ?? null,
        sale_price: input.salePrice, immediate_discount_amt: immediate, immediate_discount_unit: 'WON', immediate_discount_value: immediate,
        addition_discount_amt: additional, sale_status: input.saleStatus ?? 'ONSALE', display: input.display === false ? 0 : 1,
        sale_start_ymdt: iso, sale_end_ymdt: null, promotion_text: null, sticker_labels_json: '[]',
        image_urls_json: JSON.stringify(input.imageUrls ?? []), list_image_urls_json: '[]',
        option_type: input.options.length === 1 && input.options[0]?.values.length === 0 ? 'DEFAULT' : 'COMBINATION',
        option_labels_json: JSON.stringify(input.optionLabels ?? []), delivery_condition_type: condition,
        delivery_amt: condition === 'FREE' ? 0 : (input.deliveryAmt ?? 3000), above_delivery_amt: input.aboveDeliveryAmt ?? 50000,
        return_delivery_amt: input.returnDeliveryAmt ?? 3000, delivery_template_no: 1, partner_no: 1, partner_name: '코트사이드',
        accumulation_rate: input.accumulationRate ?? 1, min_buy_cnt: 1, max_buy_person_cnt: 0, max_buy_time_cnt: 0, member_only: 0,
        coupon_use: 1, accumulation_use: 1, sale_cnt: 0, like_cnt: 0, popularity: 0, md_recommend: 0, custom_kind: null,
        registered_at: iso, updated_at: iso,
      })
      .execute();
    for (const categoryNo of new Set(input.categoryNos ?? [])) await trx.insertInto('product_categories').values({ product_no: productNo, category_no: categoryNo }).execute();
    await writeOptions(trx, productNo, input.options);
    await indexProducts(trx, [productNo]);
    return productNo;
  });
}

export async function updateServerProduct(db: Kysely<ShopDb>, productNo: number, input: ServerProductInput, now: Date): Promise<void> {
  try {
    await updateServerProductRows(db, productNo, input, now);
  } finally {
    catalogueChanged();
  }
}

async function updateServerProductRows(db: Kysely<ShopDb>, productNo: number, input: ServerProductInput, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('products').selectAll().where('product_no', '=', productNo).executeTakeFirst();
    if (!row) throw serverProductErrors.notFound();
    checkDiscounts(input.salePrice ?? row.sale_price, input.immediateDiscountAmt ?? row.immediate_discount_amt, input.additionDiscountAmt ?? row.addition_discount_amt);
    await trx
      .updateTable('products')
      .set({
        ...(input.productName !== undefined ? { product_name: input.productName } : {}),
        ...(input.content !== undefined ? { content: input.content } : {}),
        ...(input.brandNo !== undefined ? { brand_no: input.brandNo } : {}),
        ...(input.salePrice !== undefined ? { sale_price: input.salePrice } : {}),
        ...(input.immediateDiscountAmt !== undefined ? { immediate_discount_amt: input.immediateDiscountAmt, immediate_discount_unit: 'WON', immediate_discount_value: input.immediateDiscountAmt } : {}),
        ...(input.additionDiscountAmt !== undefined ? { addition_discount_amt: input.additionDiscountAmt } : {}),
        ...(input.saleStatus !== undefined ? { sale_status: input.saleStatus } : {}),
        ...(input.display !== undefined ? { display: input.display ? 1 : 0 } : {}),
        ...(input.optionLabels !== undefined ? { option_labels_json: JSON.stringify(input.optionLabels) } : {}),
        ...(input.deliveryConditionType !== undefined ? { delivery_condition_type: input.deliveryConditionType } : {}),
        ...(input.deliveryAmt !== undefined ? { delivery_amt: input.deliveryAmt } : {}),
        ...(input.aboveDeliveryAmt !== undefined ? { above_delivery_amt: input.aboveDeliveryAmt } : {}),
        ...(input.returnDeliveryAmt !== undefined ? { return_delivery_amt: input.returnDeliveryAmt } : {}),
        ...(input.accumulationRate !== undefined ? { accumulation_rate: input.accumulationRate } : {}),
        ...(input.imageUrls !== undefined ? { image_urls_json: JSON.stringify(input.imageUrls) } : {}),
        updated_at: now.toISOString(),
      })
      .where('product_no', '=', productNo)
      .execute();
    if (input.categoryNos !== undefined) {
      await trx.deleteFrom('product_categories').where('product_no', '=', productNo).execute();
      for (const categoryNo of new Set(input.categoryNos)) await trx.insertInto('product_categories').values({ product_no: productNo, category_no: categoryNo }).execute();
    }
    if (input.options) await writeOptions(trx, productNo, input.options);
    await indexProducts(trx, [productNo]);
  });
}

type ProductHeadRow = Pick<
  Selectable<ProductTable>,
  'product_no' | 'product_name' | 'sale_price' | 'immediate_discount_amt' | 'addition_discount_amt' | 'sale_status' | 'display' | 'option_labels_json'
>;
type OptionRow = Pick<Selectable<OptionTable>, 'option_no' | 'values_json' | 'add_price' | 'stock_cnt' | 'sale_cnt' | 'forced_sold_out' | 'management_cd'>;

/** What the back office's product views open with: number, name, prices, status, option labels. */
function productHead(p: ProductHeadRow) {
  return {
    productNo: p.product_no,
    productName: p.product_name,
    salePrice: p.sale_price,
    immediateDiscountAmt: p.immediate_discount_amt,
    additionDiscountAmt: p.addition_discount_amt,
    saleStatus: p.sale_status,
    display: p.display === 1,
    optionLabels: parseJson<string[]>(p.option_labels_json, []),
  };
}

function serverOptionView(o: OptionRow) {
  return {
    optionNo: o.option_no,
    values: parseJson<string[]>(o.values_json, []),
    addPrice: o.add_price,
    stockCnt: o.stock_cnt,
    saleCnt: o.sale_cnt,
    forcedSoldOut: o.forced_sold_out === 1,
    managementCd: o.management_cd,
  };
}

/** The back office's view of a product: prices, status and every option with its stock. */
export async function serverProductView(db: Kysely<ShopDb>, productNo: number) {
  const row = await db.selectFrom('products').selectAll().where('product_no', '=', productNo).executeTakeFirst();
  if (!row) throw serverProductErrors.notFound();
  const options = await db.selectFrom('options').selectAll().where('product_no', '=', productNo).orderBy('display_order').orderBy('option_no').execute();
  const categories = await db.selectFrom('product_categories').select('category_no').where('product_no', '=', productNo).execute();
  return {
    ...productHead(row),
    deliveryConditionType: row.delivery_condition_type,
    deliveryAmt: row.delivery_amt,
    aboveDeliveryAmt: row.above_delivery_amt,
    accumulationRate: row.accumulation_rate,
    categoryNos: categories.map((c) => c.category_no),
    updatedAt: row.updated_at,
    options: options.map(serverOptionView),
  };
}

/**
 * One page of every product with its options and stock, in product number order, after
 * `afterProductNo` (keyset paging: each page an index range read even at 100,000 products).
 */
export async function serverProductPage(db: Kysely<ShopDb>, afterProductNo: number, pageSize: number) {
  const rows = await db
    .selectFrom('products')
    .select(['product_no', 'product_name', 'sale_price', 'immediate_discount_amt', 'addition_discount_amt', 'sale_status', 'display', 'option_labels_json', 'updated_at'])
    .where('product_no', '>', afterProductNo)
    .orderBy('product_no')
    .limit(pageSize + 1)
    .execute();
  const page = rows.slice(0, pageSize);
  const nos = page.map((p) => p.product_no);
  const options =
    nos.length === 0
      ? []
      : await db
          .selectFrom('options')
          .select(['option_no', 'product_no', 'values_json', 'add_price', 'stock_cnt', 'sale_cnt', 'forced_sold_out', 'management_cd'])
          .where('product_no', 'in', nos)
          .orderBy('product_no')
          .orderBy('display_order')
          .orderBy('option_no')
          .execute();
  const categoryRows =
    nos.length === 0 ? [] : await db.selectFrom('product_categories').select(['product_no', 'category_no']).where('product_no', 'in', nos).orderBy('category_no').execute();
  const categoriesOf = new Map<number, number[]>();
  for (const r of categoryRows) categoriesOf.set(r.product_no, [...(categoriesOf.get(r.product_no) ?? []), r.category_no]);
  const byProduct = new Map<number, typeof options>();
  for (const o of options) {
    const list = byProduct.get(o.product_no) ?? [];
    list.push(o);
    byProduct.set(o.product_no, list);
  }
  return {
    hasMore: rows.length > pageSize,
    items: page.map((p) => ({
      ...productHead(p),
      categoryNos: categoriesOf.get(p.product_no) ?? [],
      updatedAt: p.updated_at,
      options: (byProduct.get(p.product_no) ?? []).map(serverOptionView),
    })),
  };
}
