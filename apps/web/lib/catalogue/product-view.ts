// The product page's view of the platform's product detail (GET /products/{no}): the platform's
// shape (baseInfo, price, limitations, status …) ends here; the page and its components read this.
import type { ProductDetail } from '@courtside/core/api';
import { deliveryFeeText, productDelivery } from './delivery';
import type { Discountable } from './price';
import type { PurchaseProduct } from './purchase-lines';

export interface ProductView {
  readonly productNo: number;
  readonly name: string;
  readonly imageUrls: readonly string[];
  readonly brandName: string | null;
  readonly promotionText: string | null;
  /** The mall's own description HTML, unsanitised (the page sanitises it on the server). */
  readonly contentHtml: string;
  /** What the Price component shows: sale price and its discounts. */
  readonly price: Discountable;
  /** "무료배송", "3,000원 (30,000원 이상 무료)" … */
  readonly deliveryText: string;
  /** Points earned on purchase confirmation (won), 0 when none. */
  readonly points: number;
  readonly reviewCount: number;
  readonly reviewRate: number;
  /** What the purchase panel needs of the product. */
  readonly purchase: PurchaseProduct;
  /** Why the product cannot be bought now (not yet on sale, ended, sold out); null when it can. */
  readonly unavailableReason: string | null;
}

function unavailableReason(product: ProductDetail): string | null {
  if (product.status.saleStatusType === 'READY') return '판매 예정인 상품입니다.';
  if (product.status.saleStatusType !== 'ONSALE') return '판매가 종료된 상품입니다.';
  if (product.status.soldout) return '품절된 상품입니다.';
  return null;
}

export function reshapeProduct(product: ProductDetail): ProductView {
  const info = product.baseInfo;
  return {
    productNo: info.productNo,
    name: info.productName,
    imageUrls: info.imageUrls,
    brandName: product.brand?.name ?? null,
    promotionText: info.promotionText || null,
    contentHtml: info.content,
    price: product.price,
    deliveryText: deliveryFeeText(product.deliveryFee),
    points: product.price.accumulationAmtWhenBuyConfirm ?? 0,
    reviewCount: product.counter.reviewCnt,
    reviewRate: product.reviewRate,
    purchase: {
      productNo: info.productNo,
      productName: info.productName,
      imageUrl: info.imageUrls[0] ?? '',
      salePrice: product.price.salePrice,
      immediateDiscountAmt: product.price.immediateDiscountAmt,
      additionDiscountAmt: product.price.additionDiscountAmt,
      delivery: productDelivery(product),
      minBuyCnt: product.limitations.minBuyCnt,
      maxBuyTimeCnt: product.limitations.maxBuyTimeCnt,
    },
    unavailableReason: unavailableReason(product),
  };
}
