// The catalogue's shapes as the rest of the server uses them: a product with its options, inputs,
// delivery condition and counters (built by catalogue.ts, kept in memory by read-model/).
import type { Selectable } from 'kysely';
import type { ProductTable } from '../../db/schema.ts';

export type DiscountUnit = 'WON' | 'RATE';
export type DeliveryConditionType = 'FREE' | 'CONDITIONAL' | 'FIXED_FEE';

export interface CatalogueOption {
  optionNo: number;
  productNo: number;
  /** Level labels joined with '|', e.g. "색상|구성" (empty for a DEFAULT product). */
  optionName: string;
  /** Level values joined with '|', e.g. "블랙|3개입". */
  optionValue: string;
  labels: string[];
  values: string[];
  addPrice: number;
  /** salePrice − immediateDiscountAmt + addPrice: what one unit costs before coupons. */
  buyPrice: number;
  stockCnt: number;
  saleCnt: number;
  reservationStockCnt: number;
  forcedSoldOut: boolean;
  /** No stock, or marked sold out by the shop. */
  soldOut: boolean;
  main: boolean;
  managementCd: string | null;
  imageUrl: string | null;
  displayOrder: number;
}

export interface CatalogueInput {
  inputNo: number;
  inputLabel: string;
  inputMatchingType: 'OPTION' | 'PRODUCT' | 'AMOUNT';
  required: boolean;
}

export interface CatalogueDelivery {
  deliveryConditionType: DeliveryConditionType;
  /** Fee charged when the condition is not met (0 for FREE). */
  deliveryAmt: number;
  /** CONDITIONAL: the fee is waived from this order amount; otherwise 0. */
  aboveDeliveryAmt: number;
  returnDeliveryAmt: number;
  deliveryTemplateNo: number;
  partnerNo: number;
  partnerName: string;
}

export interface CatalogueProduct {
  productNo: number;
  productName: string;
  brandNo: number | null;
  brandName: string | null;
  salePrice: number;
  immediateDiscountAmt: number;
  immediateDiscountUnitType: DiscountUnit;
  /** The configured discount: won for WON, percent for RATE. */
  immediateDiscountValue: number;
  additionDiscountAmt: number;
  saleStatus: string;
  display: boolean;
  saleStartYmdt: string;
  saleEndYmdt: string | null;
  optionType: string;
  optionLabels: string[];
  /** First image, absolute (null when the product has none). */
  imageUrl: string | null;
  imageUrls: string[];
  listImageUrls: string[];
  delivery: CatalogueDelivery;
  minBuyCnt: number;
  maxBuyPersonCnt: number;
  maxBuyTimeCnt: number;
  memberOnly: boolean;
  couponUse: boolean;
  accumulationUse: boolean;
  accumulationRate: number;
  customKind: string | null;
  options: CatalogueOption[];
  inputs: CatalogueInput[];
  /** Sum of the options' stock. */
  stockCnt: number;
  /** Every option is sold out. */
  soldOut: boolean;
  content: string;
  promotionText: string | null;
  stickerLabels: string[];
  registeredAt: string;
  saleCnt: number;
  likeCnt: number;
  reviewCnt: number;
  /** Average review rate to one decimal (0 without reviews). */
  reviewRating: number;
}

export type ProductRow = Selectable<ProductTable> & { brand_name: string | null };
