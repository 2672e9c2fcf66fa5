// The reply of GET /products/search: the page's products in list shape, and the facets
// (brands, depth-1 and depth-2 categories) of everything that matched.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../../db/schema.ts';
import { toYmdt } from '../../../http/json.ts';
import { loadProductsWithOptions, type CatalogueProduct } from '../catalogue.ts';
import type { CategoryTree } from '../category-tree.ts';
import type { SearchSummary } from './search.ts';

export interface SearchItemOptions {
  baseUrl: string;
  memberNo: number | null;
  withOptionValues: boolean;
  withReviewCount: boolean;
}

function itemReply(p: CatalogueProduct, categoryNos: number[], liked: boolean, o: SearchItemOptions) {
  const buyPrices = p.options.map((x) => x.buyPrice);
  const basePrice = p.salePrice - p.immediateDiscountAmt;
  const main = p.options.find((x) => x.main) ?? p.options[0];
  return {
    productNo: p.productNo,
    productName: p.productName,
    productNameEn: '',
    promotionText: p.promotionText ?? '',
    salePrice: p.salePrice,
    immediateDiscountAmt: p.immediateDiscountAmt,
    immediateDiscountUnitType: p.immediateDiscountUnitType,
    additionDiscountAmt: p.additionDiscountAmt,
    additionDiscountUnitType: 'WON',
    couponDiscountAmt: 0,
    maxCouponAmt: 0,
    maxDiscountAmount: 0,
    minSalePrice: buyPrices.length > 0 ? Math.min(...buyPrices) : basePrice,
    maxSalePrice: buyPrices.length > 0 ? Math.max(...buyPrices) : basePrice,
    imageUrls: p.imageUrls,
    listImageUrls: p.listImageUrls,
    brandNo: p.brandNo,
    brandName: p.brandName ?? '',
    brandNameKo: p.brandName ?? '',
    brandNameEn: '',
    brandNameType: 'NAME_KO',
    partnerNo: p.delivery.partnerNo,
    partnerName: p.delivery.partnerName,
    deliveryConditionType: p.delivery.deliveryConditionType,
    saleStatusType: p.saleStatus,
    isSoldOut: p.soldOut,
    canAddToCart: p.saleStatus === 'ONSALE' && !p.soldOut,
    stockCnt: p.stockCnt,
    mainStockCnt: main ? Math.max(0, main.stockCnt) : 0,
    saleCnt: p.saleCnt,
    reviewRating: p.reviewRating,
    totalReviewCount: o.withReviewCount ? p.reviewCnt : 0,
    likeCount: p.likeCnt,
    liked,
    stickerLabels: p.stickerLabels,
    stickerInfos: p.stickerLabels.map((label, i) => ({ no: i + 1, type: 'TEXT', label, name: label })),
    saleStartYmdt: toYmdt(p.saleStartYmdt),
    saleEndYmdt: toYmdt(p.saleEndYmdt),
    registerYmdt: toYmdt(p.registeredAt),
    salePeriodType: p.saleEndYmdt ? 'PERIOD' : 'REGULAR',
    displayCategoryNos: categoryNos.join(','),
    productManagementCd: `CS${p.productNo}`,
    accumulationAmtWhenBuyConfirm: Math.floor((basePrice * p.accumulationRate) / 100),
    enableCoupons: p.couponUse,
    adult: false,
    frontDisplayYn: true,
    urlDirectDisplayYn: false,
    optionValues: o.withOptionValues
      ? p.options.map((x) => ({ mallProductNo: p.productNo, optionNo: x.optionNo, optionValue: x.optionValue, stockCnt: x.stockCnt }))
      : [],
  };
}

export async function searchItems(db: Kysely<ShopDb>, productNos: number[], o: SearchItemOptions) {
  if (productNos.length === 0) return [];
  const [products, categoryRows, likedRows] = await Promise.all([
    loadProductsWithOptions(db, productNos, o.baseUrl, 'list'),
    db.selectFrom('product_categories').select(['product_no', 'category_no']).where('product_no', 'in', productNos).execute(),
    o.memberNo === null
      ? Promise.resolve([])
      : db.selectFrom('like_products').select('product_no').where('member_no', '=', o.memberNo).where('product_no', 'in', productNos).execute(),
  ]);
  const liked = new Set(likedRows.map((r) => r.product_no));
  return productNos.flatMap((no) => {
    const p = products.get(no);
    if (!p) return [];
    const categories = categoryRows.filter((r) => r.product_no === no).map((r) => r.category_no);
    return [itemReply(p, categories, liked.has(no), o)];
  });
}

export async function summaryFacets(db: Kysely<ShopDb>, summary: SearchSummary, tree: CategoryTree) {
  const brandNos = summary.brands.map((b) => b.brandNo);
  const brandRows = brandNos.length === 0 ? [] : await db.selectFrom('brands').select(['brand_no', 'name', 'name_en']).where('brand_no', 'in', brandNos).execute();
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
