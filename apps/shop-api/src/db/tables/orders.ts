// Orders, their options (lines) and claims.
// Kysely types; the face that joins every area (`ShopDb`) is `db/schema.ts`: import from there.
import type { Generated } from 'kysely';

export interface OrderTable {
  order_no: string;
  order_sheet_no: string;
  member_no: number | null;
  guest_password_hash: string | null;
  orderer_json: string;
  shipping_json: string;
  pay_type: string;
  pg_type: string;
  pay_info_json: string;
  first_amount_json: string;
  last_amount_json: string;
  used_accumulation_amt: number;
  coupons_json: string;
  order_memo: string | null;
  delivery_memo: string | null;
  order_ymdt: string;
  paid_at: string | null;
  /** 0030: the delivery groups charged, [{deliveryNo, partnerNo, …, deliveryAmt, remoteDeliveryAmt}]. */
  deliveries_json: Generated<string>;
  payment_key: string | null;
}

export interface OrderOptionTable {
  order_option_no: Generated<number>;
  order_no: string;
  product_no: number;
  option_no: number;
  product_name: string;
  option_name: string;
  option_value: string;
  image_url: string | null;
  order_cnt: number;
  sale_price: number;
  add_price: number;
  immediate_discount_amt: number;
  coupon_discount_amt: number;
  buy_amt: number;
  option_inputs_json: string;
  order_status: string;
  claim_status: string | null;
  delivery_company: string | null;
  invoice_no: string | null;
  accumulation_amt: number;
  updated_at: string;
  /** 0030: each line's share of discounts and its delivery group, so claims refund exactly. */
  partner_no: Generated<number>;
  partner_name: Generated<string>;
  delivery_no: Generated<number>;
  additional_discount_amt: Generated<number>;
  cart_coupon_discount_amt: Generated<number>;
  product_coupon_issue_no: number | null;
  /** Set on the line split off by a partial claim: the line it came from. */
  origin_order_option_no: number | null;
  claim_no: number | null;
  delivery_done_at: string | null;
  buy_confirmed_at: string | null;
}

export interface ClaimTable {
  claim_no: Generated<number>;
  order_no: string;
  claim_type: string; // CANCEL|RETURN|EXCHANGE
  claim_status: string;
  claim_reason_type: string;
  claim_reason_detail: string | null;
  items_json: string; // [{orderOptionNo, productCnt}]
  refund_amt: number;
  restored_accumulation_amt: number;
  created_at: string;
  /** 0030: refund breakdown {productAmt, deliveryAmt, payAmt, subPayAmt, …}. */
  refund_json: Generated<string>;
  updated_at: string | null;
  /** 0130: BUYER|SELLER — decides who pays the return and exchange delivery. */
  responsible_object_type: string | null;
  return_way_type: string | null;
  approved_at: string | null;
  collected_at: string | null;
  /** When the refund was paid (return) or the exchange shipped. */
  completed_at: string | null;
  withdrawn_at: string | null;
  /** 0130: ClaimDetail — addresses, return invoice, exchange option, refund bank account. */
  detail_json: string | null;
}

/** 0351: the shopper's 현금영수증 request on a cash-paid order. */
export interface CashReceiptTable {
  order_no: string;
  /** INCOME_TAX_DEDUCTION | PROOF_EXPENDITURE */
  purpose: string;
  /** MOBILE_NO | CARD_NO | BUSINESS_NO */
  key_type: string;
  /** Digits only. */
  cash_key: string;
  /** REQUEST (waiting for the deposit) | COMPLETE | CANCEL */
  status: string;
  requested_at: string;
  updated_at: string;
}

/** 0351: each issuance (and its cancellation) by the stand-in PG. */
export interface CashReceiptIssueTable {
  id: Generated<number>;
  order_no: string;
  /** 국세청 승인번호 (9 digits). */
  auth_no: string;
  pg_no: string;
  amount: number;
  issued_at: string;
  cancelled_at: string | null;
}
