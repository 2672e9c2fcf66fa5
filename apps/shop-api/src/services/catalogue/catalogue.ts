// The catalogue as the rest of the server sees it: a product with its options, prices, delivery
// condition and stock, loaded in two queries. Carts, order sheets and orders reuse this so that
// every price the shopper sees is computed from the same rows. Keep the exported signatures stable.
import type { Kysely, Selectable } from 'kysely';
import type { OptionTable, ProductTable, ShopDb } from '../../db/schema.ts';
import { absoluteUrl } from './image-urls.ts';
import type { CatalogueInput, CatalogueOption, CatalogueProduct, DeliveryConditionType, DiscountUnit, ProductRow } from './catalogue-types.ts';
import { errors } from '../../domain/error-catalogue.ts';
import { parseJson } from '../../domain/json-columns.ts';

/** Average of review rates to one decimal, from the product's running totals. */
export function reviewRating(reviewCnt: number, rateSum: number): number {
  return reviewCnt > 0 ? Math.round((rateSum / reviewCnt) * 10) / 10 : 0;
}

/** The won amount of an immediate discount; rates round down to 10 won, as Korean malls print prices. */
export function immediateDiscountAmount(salePrice: number, unit: DiscountUnit, value: number): number {
  if (value <= 0) return 0;
  const amount = unit === 'RATE' ? Math.floor((salePrice * Math.min(value, 100)) / 100 / 10) * 10 : value;
  return Math.min(amount, salePrice);
}

/** Price of one unit of an option after the immediate discount (the discount never applies to addPrice). */
export function optionBuyPrice(product: Pick<CatalogueProduct, 'salePrice' | 'immediateDiscountAmt'>, addPrice: number): number {
  return product.salePrice - product.immediateDiscountAmt + addPrice;
}

export function findOption(product: CatalogueProduct, optionNo: number): CatalogueOption | null {
  return product.options.find((o) => o.optionNo === optionNo) ?? null;
}

/** Rows grouped by a number (product number), each group in the rows' order. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** An option nobody can buy: marked sold out by the shop, or out of stock. */
export function optionSoldOut(row: Pick<Selectable<OptionTable>, 'forced_sold_out' | 'stock_cnt'>): boolean {
  return row.forced_sold_out === 1 || row.stock_cnt <= 0;
}

/** The stored delivery condition, CONDITIONAL when it is none the platform knows. */
export function deliveryConditionTypeOf(stored: string): DeliveryConditionType {
  return (['FREE', 'CONDITIONAL', 'FIXED_FEE'] as const).find((t) => t === stored) ?? 'CONDITIONAL';
}

/** A product's pictures as absolute URLs; a list without its own pictures shows the first picture. */
export function productImageUrls(row: Pick<ProductTable, 'image_urls_json' | 'list_image_urls_json'>, baseUrl: string): { imageUrls: string[]; listImageUrls: string[] } {
  const imageUrls = parseJson<string[]>(row.image_urls_json, []).map((u) => absoluteUrl(baseUrl, u));
  const listed = parseJson<string[]>(row.list_image_urls_json, []).map((u) => absoluteUrl(baseUrl, u));
  return { imageUrls, listImageUrls: listed.length > 0 ? listed : imageUrls.slice(0, 1) };
}

function toOption(product: ProductRow, labels: string[], row: Selectable<OptionTable>, baseUrl: string): CatalogueOption {
  const values = parseJson<string[]>(row.values_json, []);
  const usedLabels = labels.slice(0, values.length);
  const forcedSoldOut = row.forced_sold_out === 1;
  return {
    optionNo: row.option_no,
    productNo: row.product_no,
    optionName: usedLabels.join('|'),
    optionValue: values.join('|'),
    labels: usedLabels,
    values,
    addPrice: row.add_price,
    buyPrice: product.sale_price - product.immediate_discount_amt + row.add_price,
    stockCnt: row.stock_cnt,
    saleCnt: row.sale_cnt,
    reservationStockCnt: row.reservation_stock_cnt,
    forcedSoldOut,
    soldOut: optionSoldOut(row),
    main: row.main === 1,
    managementCd: row.management_cd,
    imageUrl: row.image_url ? absoluteUrl(baseUrl, row.image_url) : null,
    displayOrder: row.display_order,
  };
}

function toProduct(row: ProductRow, options: Selectable<OptionTable>[], inputs: CatalogueInput[], baseUrl: string): CatalogueProduct {
  const labels = parseJson<string[]>(row.option_labels_json, []);
  const catalogueOptions = options.map((o) => toOption(row, labels, o, baseUrl));
  const { imageUrls, listImageUrls } = productImageUrls(row, baseUrl);
  const conditionType = deliveryConditionTypeOf(row.delivery_condition_type);
  return {
    productNo: row.product_no,
    productName: row.product_name,
    brandNo: row.brand_no,
    brandName: row.brand_name,
    salePrice: row.sale_price,
    immediateDiscountAmt: row.immediate_discount_amt,
    immediateDiscountUnitType: row.immediate_discount_unit === 'RATE' ? 'RATE' : 'WON',
    immediateDiscountValue: row.immediate_discount_value,
    additionDiscountAmt: row.addition_discount_amt,
    saleStatus: row.sale_status,
    display: row.display === 1,
    saleStartYmdt: row.sale_start_ymdt,
    saleEndYmdt: row.sale_end_ymdt,
    optionType: row.option_type,
    optionLabels: labels,
    imageUrl: imageUrls[0] ?? listImageUrls[0] ?? null,
    imageUrls,
    listImageUrls,
    delivery: {
      deliveryConditionType: conditionType,
      deliveryAmt: conditionType === 'FREE' ? 0 : row.delivery_amt,
      aboveDeliveryAmt: conditionType === 'CONDITIONAL' ? row.above_delivery_amt : 0,
      returnDeliveryAmt: row.return_delivery_amt,
      deliveryTemplateNo: row.delivery_template_no,
      partnerNo: row.partner_no,
      partnerName: row.partner_name,
    },
    minBuyCnt: row.min_buy_cnt,
    maxBuyPersonCnt: row.max_buy_person_cnt,
    maxBuyTimeCnt: row.max_buy_time_cnt,
    memberOnly: row.member_only === 1,
    couponUse: row.coupon_use === 1,
    accumulationUse: row.accumulation_use === 1,
    accumulationRate: row.accumulation_rate,
    customKind: row.custom_kind,
    options: catalogueOptions,
    inputs,
    stockCnt: catalogueOptions.reduce((sum, o) => sum + Math.max(0, o.stockCnt), 0),
    soldOut: catalogueOptions.every((o) => o.soldOut),
    content: row.content,
    promotionText: row.promotion_text,
    stickerLabels: parseJson<string[]>(row.sticker_labels_json, []),
    registeredAt: row.registered_at,
    saleCnt: row.sale_cnt,
    likeCnt: row.like_cnt,
    reviewCnt: row.review_cnt,
    reviewRating: reviewRating(row.review_cnt, row.review_rate_sum),
  };
}

/** The rows a catalogue product is built from (toProduct). */
export interface ProductSource {
  row: ProductRow;
  options: Selectable<OptionTable>[];
  inputs: CatalogueInput[];
}

/** Reads the products' rows, options (in display order) and inputs: three statements. */
export async function readProductSources(db: Kysely<ShopDb>, productNos: readonly number[]): Promise<Map<number, ProductSource>> {
  const result = new Map<number, ProductSource>();
  if (productNos.length === 0) return result;
  const unique = [...productNos];
  const [rows, optionRows, inputRows] = await Promise.all([
    db.selectFrom('products')
      .leftJoin('brands', 'brands.brand_no', 'products.brand_no')
      .selectAll('products')
      .select('brands.name as brand_name')
      .where('products.product_no', 'in', unique)
      .execute(),
    db.selectFrom('options').selectAll().where('product_no', 'in', unique).orderBy('display_order').orderBy('option_no').execute(),
    db.selectFrom('product_inputs').selectAll().where('product_no', 'in', unique).orderBy('input_no').execute(),
  ]);
  const optionsByProduct = groupBy(optionRows, (o) => o.product_no);
  const inputsByProduct = groupBy(inputRows, (i) => i.product_no);
  for (const row of rows) {
    const inputs: CatalogueInput[] = (inputsByProduct.get(row.product_no) ?? []).map((i) => ({
      inputNo: i.input_no,
      inputLabel: i.input_label,
      inputMatchingType: i.matching_type === 'PRODUCT' || i.matching_type === 'AMOUNT' ? i.matching_type : 'OPTION',
      required: i.required === 1,
    }));
    result.set(row.product_no, { row, options: optionsByProduct.get(row.product_no) ?? [], inputs });
  }
  return result;
}

/** The catalogue product of its rows, image paths made absolute with `baseUrl`. */
export function productOf(source: ProductSource, baseUrl: string): CatalogueProduct {
  return toProduct(source.row, source.options, source.inputs, baseUrl);
}

/**
 * Where a database handle's products come from instead of SQL: the server's read model
 * (read-model/), registered for the server's own handle only — a transaction's handle is another
 * object, so whatever runs inside a transaction (placing an order) always reads the rows.
 */
export interface ProductReader {
  products(productNos: readonly number[], baseUrl: string): Promise<Map<number, CatalogueProduct>>;
}
const readers = new WeakMap<Kysely<ShopDb>, ProductReader>();

export function readProductsThrough(db: Kysely<ShopDb>, reader: ProductReader | null): void {
  if (reader) readers.set(db, reader);
  else readers.delete(db);
}

/**
 * Products with their options and inputs, keyed by productNo. Hidden products (display = 0) are
 * included: an order already placed must still resolve its product. Callers decide what to show.
 * `baseUrl` makes image paths absolute (pass `deps.baseUrl()`). On the server's own handle they
 * come from the read model (every change committed before the call applied); inside a
 * transaction, from the rows.
 */
export async function loadProductsWithOptions(
  db: Kysely<ShopDb>,
  productNos: readonly number[],
  baseUrl: string,
): Promise<Map<number, CatalogueProduct>> {
  const unique = [...new Set(productNos)].filter((n) => Number.isSafeInteger(n));
  if (unique.length === 0) return new Map();
  const reader = readers.get(db);
  if (reader) return reader.products(unique, baseUrl);
  const result = new Map<number, CatalogueProduct>();
  for (const [no, source] of await readProductSources(db, unique)) result.set(no, productOf(source, baseUrl));
  return result;
}

/** One product with its options and inputs, or null when there is no such product. */
export async function loadProductWithOptions(db: Kysely<ShopDb>, productNo: number, baseUrl: string): Promise<CatalogueProduct | null> {
  const found = await loadProductsWithOptions(db, [productNo], baseUrl);
  return found.get(productNo) ?? null;
}

/** A product shoppers can see (reviews and inquiries are written on those only); 404 otherwise. */
export async function requireDisplayedProduct(db: Kysely<ShopDb>, productNo: number): Promise<number> {
  const row = await db.selectFrom('products').select('product_no').where('product_no', '=', productNo).where('display', '=', 1).executeTakeFirst();
  if (!row) throw errors.productNotFound();
  return productNo;
}
