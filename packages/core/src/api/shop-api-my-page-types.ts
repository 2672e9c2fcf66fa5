// Shop API shapes for the member's own lists: points, coupons, saved addresses and liked products.
import type { DateRangeQuery, PageQuery, Paged, SortDirection, YesNo } from './shop-api-types.ts';
import type { ProductSummary } from './shop-api-catalogue-types.ts';
import type { ShippingAddressFields } from './shop-api-checkout-types.ts';

// ---- points ----

export interface AccumulationSummary {
  totalAvailableAmt: number;
  /** Points expiring soon. */
  totalExpireAmt: number;
}

export interface AccumulationListQuery extends PageQuery, DateRangeQuery {
  accumulationReason?: 'ADD' | 'SUB';
  direction?: SortDirection;
}

/** The platform's history statuses (manage-shop-public.yml). */
export type AccumulationEntryStatus = 'GIVE_AVAILABLE' | 'SUBTRACTION_USED' | 'GIVE_CANCELED' | 'SUBTRACTION_CANCELED';

/** Which way an entry moved the balance: PAYMENT added points, DEDUCTION took them. */
export type AccumulationStatusGroup = 'PAYMENT' | 'DEDUCTION';

export interface AccumulationEntry {
  accumulationNo: number;
  /** A magnitude; the direction is `accumulationStatusGroupType`. */
  accumulationAmt: number;
  accumulationRestAmt?: number;
  /** The balance right after this entry. */
  totalAvailableAmt: number;
  accumulationStatus: AccumulationEntryStatus;
  accumulationStatusGroupType: AccumulationStatusGroup;
  accumulationReserveReason: string;
  accumulationReserveReasonDisplay: string;
  orderNo: string | null;
  registerYmdt: string;
  expireYmdt: string | null;
}

export interface AccumulationListReply extends Paged<AccumulationEntry> {
  totalAmt: number;
}

// ---- coupons ----

export type CouponType = 'PRODUCT' | 'CART' | 'CART_DELIVERY';

export interface MyCouponQuery {
  pageNumber: number;
  pageSize: number;
  /** Only coupons that can still be used (true) or only used and expired ones (false). */
  usable?: boolean;
}

export interface CouponSummary {
  usableCouponCnt: number;
  expiringCouponCnt: number;
}

export interface MyCoupon {
  couponIssueNo: number;
  couponNo: number;
  couponName: string;
  couponType: CouponType;
  discountAmt: number | null;
  discountRate: number | null;
  fixedAmt: boolean;
  maxDiscountAmt: number | null;
  minSalePrice: number | null;
  used: boolean;
  useEndYmdt: string;
}

export interface IssuableCoupon {
  couponNo: number;
  couponName: string;
  couponType: CouponType;
  downloadable: boolean;
  discountInfo: { discountAmt: number | null; discountRate: number | null; maxDiscountAmt?: number | null };
  useConstraint: { minSalePrice: number | null; useEndYmdt: string | null };
  dateInfo: { issueStartYmdt: string; issueEndYmdt: string };
}

export interface CouponDownloadReply {
  couponIssueNo: number;
  couponNo: number;
  couponName: string;
  useEndYmdt: string;
}

// ---- shipping addresses ----

export interface SavedAddress extends ShippingAddressFields {
  addressNo: number;
  addressType: 'BOOK' | 'RECENT';
  defaultYn: YesNo;
}

export interface ShippingAddressesReply {
  defaultAddress: SavedAddress | null;
  bookedAddresses: SavedAddress[];
  recentAddresses: SavedAddress[];
}

export interface AddressWriteRequest extends ShippingAddressFields {
  addressType?: 'BOOK';
  defaultYn?: YesNo;
}

// ---- likes ----

export type LikedProductsReply = Paged<ProductSummary>;

export interface LikedCountReply {
  likedCount: number;
}

export interface LikeChange {
  productNo: number;
  like: YesNo;
}
