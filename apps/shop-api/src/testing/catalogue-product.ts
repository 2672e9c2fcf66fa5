// An in-memory catalogue product for unit tests of pricing and delivery (the contract's example
// prices: sale 10,000, option +5,000, immediate −1,000, additional −500).
import type { CatalogueProduct } from '../services/catalogue/catalogue-types.ts';

export function product(over: Partial<CatalogueProduct> = {}): CatalogueProduct {
  // Asserted rather than annotated so the builder keeps compiling while the catalogue type grows.
  const base = {
    productNo: 1, productName: '스마일 댐프너', brandNo: null, brandName: null, salePrice: 10000, immediateDiscountAmt: 1000,
    immediateDiscountUnitType: 'WON', immediateDiscountValue: 1000, additionDiscountAmt: 500, saleStatus: 'ONSALE', display: true,
    saleStartYmdt: '2020-01-01T00:00:00.000Z', saleEndYmdt: null, optionType: 'COMBINATION', optionLabels: ['색상'], imageUrl: null,
    imageUrls: [], listImageUrls: [],
    delivery: { deliveryConditionType: 'CONDITIONAL', deliveryAmt: 3000, aboveDeliveryAmt: 50000, returnDeliveryAmt: 3000, deliveryTemplateNo: 1, partnerNo: 1, partnerName: '코트사이드' },
    minBuyCnt: 1, maxBuyPersonCnt: 0, maxBuyTimeCnt: 0, memberOnly: false, couponUse: true, accumulationUse: true, accumulationRate: 1,
    customKind: null, inputs: [], stockCnt: 5, soldOut: false, content: '', promotionText: null, stickerLabels: [],
    registeredAt: '2020-01-01T00:00:00.000Z', saleCnt: 0, likeCnt: 0, reviewCnt: 0, reviewRating: 0,
    options: [{
      optionNo: 11, productNo: 1, optionName: '색상', optionValue: '블랙', labels: ['색상'], values: ['블랙'], addPrice: 5000, buyPrice: 14000,
      stockCnt: 5, saleCnt: 0, reservationStockCnt: 0, forcedSoldOut: false, soldOut: false, main: true, managementCd: null, imageUrl: null, displayOrder: 0,
    }],
  } as CatalogueProduct;
  return { ...base, ...over };
}
