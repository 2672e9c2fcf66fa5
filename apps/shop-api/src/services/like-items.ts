// A liked product as GET /profile/like-products lists it: the product-list fields of the search
// reply (product-shop-public.yml), built from the catalogue the rest of the server prices from.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../db/schema.ts';
import { toYmdt } from '../http/json.ts';
import { loadProductsWithOptions, type CatalogueProduct } from './catalogue.ts';

function likeItem(p: CatalogueProduct) {
  const base = p.salePrice - p.immediateDiscountAmt;
  const prices = p.options.map((o) => o.buyPrice);
  const main = p.options.find((o) => o.main) ?? p.options[0];
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
    minSalePrice: prices.length > 0 ? Math.min(...prices) : base,
    maxSalePrice: prices.length > 0 ? Math.max(...prices) : base,
    maxDiscountAmount: 0,
    maxCouponAmt: 0,
    imageUrls: p.imageUrls,
    listImageUrls: p.listImageUrls,
    brandNo: p.brandNo,
    brandName: p.brandName ?? '',
    brandNameKo: p.brandName ?? '',
    brandNameEn: '',
    partnerName: p.delivery.partnerName,
    deliveryConditionType: p.delivery.deliveryConditionType,
    saleStatusType: p.saleStatus,
    isSoldOut: p.soldOut,
    stockCnt: p.stockCnt,
    mainStockCnt: main ? Math.max(0, main.stockCnt) : 0,
    saleCnt: p.saleCnt,
    reviewRating: p.reviewRating,
    totalReviewCount: p.reviewCnt,
    likeCount: p.likeCnt,
    liked: true,
    stickerLabels: p.stickerLabels,
    stickerInfos: p.stickerLabels.map((label, i) => ({ no: i + 1, type: 'TEXT', label })),
    adult: false,
    saleStartYmdt: toYmdt(p.saleStartYmdt),
    saleEndYmdt: toYmdt(p.saleEndYmdt),
    registerYmdt: toYmdt(p.registeredAt),
    displayableStock: true,
  };
}

/** The products in the order given (missing ones are skipped). */
export async function likeItems(db: Kysely<ShopDb>, productNos: number[], baseUrl: string) {
  const products = await loadProductsWithOptions(db, productNos, baseUrl);
  return productNos.flatMap((no) => {
    const p = products.get(no);
    return p ? [likeItem(p)] : [];
  });
}
