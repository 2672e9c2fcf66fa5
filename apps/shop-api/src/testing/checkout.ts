// The checkout as a shop drives it, for integration tests: order sheet → reserve → the sandbox
// payment page → approve/decline → follow the redirect back to the shop's clientReturnUrl.
import type { TestShopApi } from './test-server.ts';

export const CLIENT_RETURN_URL = 'http://shop.test/order/result';

export interface SheetLine {
  productNo: number;
  optionNo: number;
  orderCnt: number;
  optionInputs?: Array<{ inputLabel: string; inputValue: string }>;
}

export async function createSheet(api: TestShopApi, lines: SheetLine[], opts: { token?: string; cartNos?: number[] } = {}): Promise<string> {
  const res = await api.call('/order-sheets', {
    method: 'POST',
    token: opts.token,
    json: { products: lines.map((l) => ({ optionInputs: [], ...l })), cartNos: opts.cartNos ?? [], productCoupons: [], channelType: null },
  });
  const body = (await res.json()) as { orderSheetNo?: string; message?: string };
  if (res.status !== 200 || !body.orderSheetNo) throw new Error(`주문서 생성 실패 ${res.status}: ${body.message}`);
  return body.orderSheetNo;
}

export interface ReserveOptions {
  token?: string;
  payType?: string;
  pgType?: string;
  subPayAmt?: number;
  coupons?: { productCoupons?: Array<{ productNo: number; couponIssueNo: number }>; cartCouponIssueNo?: number };
  receiverZipCd?: string;
  tempPassword?: string;
  paymentAmtForVerification?: number;
  /** 현금영수증 asked with the payment (cash payments). */
  cashReceipt?: { cashReceiptIssuePurposeType: string; cashReceiptKey: string; cashReceiptKeyType?: string };
}

export function reserveBody(orderSheetNo: string, o: ReserveOptions = {}) {
  return {
    orderSheetNo,
    payType: o.payType ?? 'CREDIT_CARD',
    pgType: o.pgType ?? 'INICIS',
    clientReturnUrl: CLIENT_RETURN_URL,
    member: o.token !== undefined,
    orderer: { ordererName: '김주문', ordererEmail: 'buyer@example.kr', ordererContact1: '010-1234-5678', ordererContact2: '' },
    shippingAddress: {
      addressNo: 0, receiverName: '이받음', receiverZipCd: o.receiverZipCd ?? '06236', receiverAddress: '서울특별시 강남구 테헤란로 123',
      receiverJibunAddress: '서울특별시 강남구 역삼동 1', receiverDetailAddress: '4층', receiverContact1: '010-2222-3333', receiverContact2: '', countryCd: 'KR', addressName: '회사',
    },
    useDefaultAddress: false,
    saveAddressBook: false,
    updateMember: false,
    subPayAmt: o.subPayAmt ?? 0,
    paymentAmtForVerification: o.paymentAmtForVerification,
    coupons: o.coupons ?? null,
    orderMemo: null,
    deliveryMemo: '부재 시 경비실에 맡겨 주세요.',
    tempPassword: o.tempPassword ?? null,
    agreementTypes: ['TERMS_OF_USE'],
    extraData: {},
    ...(o.cashReceipt ? { applyCashReceipt: true, cashReceipt: o.cashReceipt } : {}),
  };
}

export interface Reservation {
  key: string;
  returnUrl: string;
  confirmUrl: string;
}

export async function reserve(api: TestShopApi, orderSheetNo: string, o: ReserveOptions = {}): Promise<Reservation> {
  const res = await api.call('/payments/reserve', { method: 'POST', token: o.token, json: reserveBody(orderSheetNo, o) });
  const body = (await res.json()) as Reservation & { message?: string };
  if (res.status !== 200) throw new Error(`결제 예약 실패 ${res.status}: ${body.message}`);
  return body;
}

export interface Outcome {
  result: string | null;
  orderNo: string | null;
  message: string | null;
  location: string;
}

/** Presses a button on the sandbox page and reads where the redirect would take the shopper. */
export async function press(api: TestShopApi, key: string, action: 'approve' | 'decline' | 'fail'): Promise<Outcome> {
  const res = await fetch(`${api.url}/sandbox/payments/${key}/${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  if (res.status !== 302) throw new Error(`리다이렉트가 아닙니다: ${res.status} ${await res.text()}`);
  const location = res.headers.get('location') ?? '';
  const url = new URL(location);
  return { result: url.searchParams.get('result'), orderNo: url.searchParams.get('orderNo'), message: url.searchParams.get('message'), location };
}

/** Sheet → reserve → page → approve; returns the order number (throws if the payment failed). */
export async function buy(api: TestShopApi, lines: SheetLine[], o: ReserveOptions & { cartNos?: number[] } = {}): Promise<string> {
  const sheet = await createSheet(api, lines, { token: o.token, cartNos: o.cartNos });
  const r = await reserve(api, sheet, o);
  const outcome = await press(api, r.key, 'approve');
  if (outcome.result !== 'SUCCESS' || !outcome.orderNo) throw new Error(`결제 실패: ${outcome.message}`);
  return outcome.orderNo;
}
