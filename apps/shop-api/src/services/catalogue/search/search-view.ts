// The reply of GET /products/search: the page's products in list shape, and the facets
// (brands, depth-1 and depth-2 categories) of everything that matched.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../../db/schema.ts';
import { jsonArrayFrom as postgresJsonArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArray } from 'kysely/helpers/sqlite';
import { dialectOf } from '@courtside/db';
import { deliveryConditionTypeOf, groupBy, optionSoldOut, productImageUrls, reviewRating } from '../catalogue.ts';
import type { CategoryTree } from '../category-tree.ts';
import type { SearchSummary } from './search.ts';
import { builtFor, catalogueReadModel, type CatalogueReadModel } from '../read-model/catalogue-read-model.ts';
import { parseJson } from '../../../domain/json-columns.ts';
import { toYmdt } from '../../../domain/kst-time.ts';

export interface SearchItemOptions {
  baseUrl: string;
  memberNo: number | null;
  withOptionValues: boolean;
  withReviewCount: boolean;
}

/** A list item's product columns (the detail HTML, inputs and most option columns are never read). */
interface ListProductRow {
  product_no: number;
  product_name: string;
  promotion_text: string | null;
  sale_price: number;
  immediate_discount_amt: number;
  immediate_discount_unit: string;
  addition_discount_amt: number;
  image_urls_json: string;
  list_image_urls_json: string;
  brand_no: number | null;
  brand_name: string | null;
  partner_no: number;
  partner_name: string;
  delivery_condition_type: string;
  sale_status: string;
  sale_cnt: number;
  review_cnt: number;
  review_rate_sum: number;
  like_cnt: number;
  sticker_labels_json: string;
  sale_start_ymdt: string;
  sale_end_ymdt: string | null;
  registered_at: string;
  accumulation_rate: number;
  coupon_use: number;
}

interface ListOptionRow {
  product_no: number;
  option_no: number;
  add_price: number;
  stock_cnt: number;
  forced_sold_out: number;
  main: number;
  display_order: number;
  values_json: string | null;
}

function itemReply(p: ListProductRow, options: ListOptionRow[], categoryNos: number[], liked: boolean, o: SearchItemOptions) {
  const basePrice = p.sale_price - p.immediate_discount_amt;
  const buyPrices = options.map((x) => basePrice + x.add_price);
  const main = options.find((x) => x.main === 1) ?? options[0];
  const { imageUrls, listImageUrls } = productImageUrls(p, o.baseUrl);
  const stickerLabels = parseJson<string[]>(p.sticker_labels_json, []);
  const soldOut = options.every(optionSoldOut);
  return {
    productNo: p.product_no,
    productName: p.product_name,
    productNameEn: '',
    promotionText: p.promotion_text ?? '',
    salePrice: p.sale_price,
    immediateDiscountAmt: p.immediate_discount_amt,
    immediateDiscountUnitType: p.immediate_discount_unit === 'RATE' ? 'RATE' : 'WON',
    additionDiscountAmt: p.addition_discount_amt,
    additionDiscountUnitType: 'WON',
    couponDiscountAmt: 0,
    maxCouponAmt: 0,
    maxDiscountAmount: 0,
    minSalePrice: buyPrices.length > 0 ? Math.min(...buyPrices) : basePrice,
    maxSalePrice: buyPrices.length > 0 ? Math.max(...buyPrices) : basePrice,
    imageUrls,
    listImageUrls,
    brandNo: p.brand_no,
    brandName: p.brand_name ?? '',
    brandNameKo: p.brand_name ?? '',
    brandNameEn: '',
    brandNameType: 'NAME_KO',
    partnerNo: p.partner_no,
    partnerName: p.partner_name,
    deliveryConditionType: deliveryConditionTypeOf(p.delivery_condition_type),
    saleStatusType: p.sale_status,
    isSoldOut: soldOut,
    canAddToCart: p.sale_status === 'ONSALE' && !soldOut,
    stockCnt: options.reduce((sum, x) => sum + Math.max(0, x.stock_cnt), 0),
    mainStockCnt: main ? Math.max(0, main.stock_cnt) : 0,
    saleCnt: p.sale_cnt,
    reviewRating: reviewRating(p.review_cnt, p.review_rate_sum),
    totalReviewCount: o.withReviewCount ? p.review_cnt : 0,
    likeCount: p.like_cnt,
    liked,
    stickerLabels,
    stickerInfos: stickerLabels.map((label, i) => ({ no: i + 1, type: 'TEXT', label, name: label })),
    saleStartYmdt: toYmdt(p.sale_start_ymdt),
    saleEndYmdt: toYmdt(p.sale_end_ymdt),
    registerYmdt: toYmdt(p.registered_at),
    salePeriodType: p.sale_end_ymdt ? 'PERIOD' : 'REGULAR',
    displayCategoryNos: categoryNos.join(','),
    productManagementCd: `CS${p.product_no}`,
    accumulationAmtWhenBuyConfirm: Math.floor((basePrice * p.accumulation_rate) / 100),
    enableCoupons: p.coupon_use === 1,
    adult: false,
    frontDisplayYn: true,
    urlDirectDisplayYn: false,
    optionValues: o.withOptionValues
      ? options.map((x) => ({ mallProductNo: p.product_no, optionNo: x.option_no, optionValue: parseJson<string[]>(x.values_json, []).join('|'), stockCnt: x.stock_cnt }))
      : [],
  };
}

/** A JSON array column: SQLite hands it over as text, PostgreSQL's driver already parsed. */
const jsonRows = <T>(value: unknown): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : (value as T[]));

/**
 * The page's products in list shape. Products, options and categories come back from one
 * statement as three JSON arrays: building a JavaScript row object per column costs more than the
 * lookups themselves (30 products × 25 columns), while one JSON text per table parses at once —
 * and on PostgreSQL it is one round trip instead of three.
 */
export async function searchItems(db: Kysely<ShopDb>, productNos: number[], o: SearchItemOptions) {
  if (productNos.length === 0) return [];
  const model = catalogueReadModel(db);
  if (model) return itemsFromReadModel(model, db, productNos, o);
  const jsonArrayFrom = dialectOf(db as Kysely<unknown>) === 'postgres' ? postgresJsonArray : sqliteJsonArray;
  const products = db.selectFrom('products').leftJoin('brands', 'brands.brand_no', 'products.brand_no')
    .select([
      'products.product_no', 'products.product_name', 'products.promotion_text', 'products.sale_price',
      'products.immediate_discount_amt', 'products.immediate_discount_unit', 'products.addition_discount_amt',
      'products.image_urls_json', 'products.list_image_urls_json', 'products.brand_no', 'brands.name as brand_name',
      'products.partner_no', 'products.partner_name', 'products.delivery_condition_type', 'products.sale_status',
      'products.sale_cnt', 'products.review_cnt', 'products.review_rate_sum', 'products.like_cnt',
      'products.sticker_labels_json', 'products.sale_start_ymdt', 'products.sale_end_ymdt', 'products.registered_at',
      'products.accumulation_rate', 'products.coupon_use',
    ])
    .where('products.product_no', 'in', productNos);
  const options = db.selectFrom('options')
    .select(['product_no', 'option_no', 'add_price', 'stock_cnt', 'forced_sold_out', 'main', 'display_order'])
    .$if(o.withOptionValues, (q) => q.select('values_json'))
    .where('product_no', 'in', productNos);
  // In category order on both databases (PostgreSQL would otherwise answer in its rows' order).
  const categories = db.selectFrom('product_categories').select(['product_no', 'category_no']).where('product_no', 'in', productNos).orderBy('product_no').orderBy('category_no');
  const [row, likedRows] = await Promise.all([
    db.selectNoFrom([jsonArrayFrom(products).as('products'), jsonArrayFrom(options).as('options'), jsonArrayFrom(categories).as('categories')])
      .executeTakeFirstOrThrow(),
    o.memberNo === null
      ? Promise.resolve([])
      : db.selectFrom('like_products').select('product_no').where('member_no', '=', o.memberNo).where('product_no', 'in', productNos).execute(),
  ]);
  const byNo = new Map(jsonRows<ListProductRow>(row.products).map((p) => [p.product_no, p]));
  const optionsOf = groupBy(jsonRows<ListOptionRow>(row.options).sort((a, b) => a.display_order - b.display_order || a.option_no - b.option_no), (x) => x.product_no);
  const categoriesOf = groupBy(jsonRows<{ product_no: number; category_no: number }>(row.categories), (c) => c.product_no);
  const liked = new Set(likedRows.map((r) => r.product_no));
  return productNos.flatMap((no) => {
    const p = byNo.get(no);
    return p ? [itemReply(p, optionsOf.get(no) ?? [], (categoriesOf.get(no) ?? []).map((c) => c.category_no), liked.has(no), o)] : [];
  });
}

/**
 * One page of products already in their list's order (a ranking, the restocked list) in the list
 * shape of a search, each card with what its list adds (`extra`), and the list's count.
 */
export async function orderedListPage<T extends { productNo: number }>(
  db: Kysely<ShopDb>,
  ordered: readonly T[],
  page: { pageNumber: number; pageSize: number },
  o: SearchItemOptions,
  extra: (entry: T) => Record<string, unknown>,
) {
  const slice = ordered.slice((page.pageNumber - 1) * page.pageSize, page.pageNumber * page.pageSize);
  const byNo = new Map(slice.map((entry) => [entry.productNo, entry]));
  const items = await searchItems(db, slice.map((entry) => entry.productNo), o);
  return {
    totalCount: ordered.length,
    pageCount: Math.ceil(ordered.length / page.pageSize),
    displayableStock: true,
    items: items.map((item) => {
      const entry = byNo.get(item.productNo);
      return entry ? { ...item, ...extra(entry) } : item;
    }),
  };
}

/**
 * The page's list cards from the read model: each product's card is built once per change and
 * kept with it; a page is 30 map reads (and one read of the member's likes when signed in).
 */
async function itemsFromReadModel(model: CatalogueReadModel, db: Kysely<ShopDb>, productNos: number[], o: SearchItemOptions) {
  const [entries, likedRows] = await Promise.all([
    model.productEntries(productNos),
    o.memberNo === null
      ? Promise.resolve([])
      : db.selectFrom('like_products').select('product_no').where('member_no', '=', o.memberNo).where('product_no', 'in', productNos).execute(),
  ]);
  const liked = new Set(likedRows.map((r) => r.product_no));
  const kind = `card${o.withOptionValues ? 'V' : ''}${o.withReviewCount ? 'R' : ''}`;
  return productNos.flatMap((no) => {
    const entry = entries.get(no);
    if (!entry) return [];
    const card = builtFor(entry, o.baseUrl, kind, () => itemReply(entry.row, entry.options, entry.categoryNos, false, o));
    return [liked.has(no) ? { ...card, liked: true } : card];
  });
}

export async function summaryFacets(db: Kysely<ShopDb>, summary: SearchSummary, tree: CategoryTree) {
  const brandNos = summary.brands.map((b) => b.brandNo);
  const model = catalogueReadModel(db);
  const brandRows = brandNos.length === 0 ? []
    : model ? brandNos.flatMap((no) => model.brand(no) ?? [])
    : await db.selectFrom('brands').select(['brand_no', 'name', 'name_en']).where('brand_no', 'in', brandNos).execute();
  const brands = summary.brands.flatMap((b) => {
    const row = brandRows.find((r) => r.brand_no === b.brandNo);
    return row ? [{ brandNo: b.brandNo, brandName: row.name, brandNameKo: row.name, brandNameEn: row.name_en, brandNameType: 'NAME_KO', count: b.count }] : [];
  });
  const categoryFacet = (c: { categoryNo: number; count: number }) => {
    const node = tree.byNo.get(c.categoryNo);
    return node ? [{ categoryNo: node.categoryNo, label: node.label, count: c.count, displayOrder: node.displayOrder, parentCategoryNo: node.parentNo ?? 0 }] : [];
  };
  const byOrder = (a: { displayOrder: number }, b: { displayOrder: number }) => a.displayOrder - b.displayOrder;
  return {
    brands: brands.sort((a, b) => b.count - a.count || a.brandNo - b.brandNo),
    depth1Categories: summary.depth1Categories.flatMap(categoryFacet).sort(byOrder),
  };
}
