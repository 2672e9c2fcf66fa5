// Checkout: the member cart, order sheets, payments, coupons.
// Kysely types; the face that joins every area (`ShopDb`) is `db/schema.ts`: import from there.
import type { Generated } from 'kysely';

export interface CartItemTable {
  cart_no: Generated<number>;
  member_no: number;
  product_no: number;
  option_no: number;
  order_cnt: number;
  option_inputs_json: string;
  channel_type: string | null;
  created_at: string;
}

export interface OrderSheetTable {
  order_sheet_no: string;
  member_no: number | null;
  products_json: string; // [{productNo, optionNo, orderCnt, optionInputs}]
  cart_nos_json: string;
  product_coupons_json: string;
  calculation_json: string | null; // last calculate request
  status: string; // OPEN|RESERVED|ORDERED
  created_at: string;
  expires_at: string;
}

export interface PaymentTable {
  payment_key: string;
  order_sheet_no: string;
  order_no: string | null;
  pay_type: string;
  pg_type: string;
  amount: number;
  status: string; // RESERVED|APPROVED|DECLINED|FAILED|DEPOSIT_WAIT|DEPOSITED|EXPIRED
  client_return_url: string;
  request_json: string;
  created_at: string;
  decided_at: string | null;
  /** 0030: why the payment failed, shown to the shopper. */
  fail_message: string | null;
}

export interface CouponTable {
  coupon_no: number;
  coupon_name: string;
  coupon_type: string; // PRODUCT|CART|CART_DELIVERY
  discount_amt: number;
  discount_rate: number;
  max_discount_amt: number;
  min_sale_price: number;
  issue_start_ymdt: string;
  issue_end_ymdt: string;
  use_days: number;
  downloadable: number;
  product_nos_json: string; // [] = every product
}

export interface CouponIssueTable {
  coupon_issue_no: Generated<number>;
  coupon_no: number;
  member_no: number;
  used: number;
  used_order_no: string | null;
  issued_at: string;
  use_end_ymdt: string;
}
