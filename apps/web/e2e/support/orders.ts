// Orders placed the way the checkout places them (order sheet → reservation → the sandbox PG's
// approve), for journeys that start from an order rather than test the checkout.
import type { APIRequestContext } from '@playwright/test';
import { shopApiUrl } from './session';

export const platformHeaders = { clientId: 'courtside-local', Version: '1.0', platform: 'PC' } as const;

export async function memberToken(request: APIRequestContext, member: { memberId: string; password: string }): Promise<string> {
  const reply = await request.post(`${shopApiUrl}/oauth/token`, { headers: platformHeaders, data: { ...member, keepLogin: false } });
  if (!reply.ok()) throw new Error(`login failed: ${reply.status()}`);
  return ((await reply.json()) as { accessToken: string }).accessToken;
}

/** A new member (joined through the platform), for journeys that must not share a seed member's state. */
export async function joinMember(request: APIRequestContext, prefix: string): Promise<{ memberId: string; password: string }> {
  const suffix = Date.now().toString(36).slice(-6);
  const member = { memberId: `${prefix}_${suffix}`, password: `${prefix}123!` };
  const reply = await request.post(`${shopApiUrl}/profile`, {
    headers: platformHeaders,
    data: { ...member, memberName: '한테스트', email: `${member.memberId}@example.kr`, mobileNo: `010${String(Date.now()).slice(-8)}`, joinTermsAgreements: ['USE', 'PI_COLLECTION_AND_USE_REQUIRED'] },
  });
  if (!reply.ok()) throw new Error(`join failed: ${reply.status()} ${await reply.text()}`);
  return member;
}

/** A member's card order for `products`, paid in the sandbox: its order number. */
export async function placeCardOrder(request: APIRequestContext, token: string, products: { productNo: number; optionNo: number; orderCnt: number }[]): Promise<string> {
  const headers = { ...platformHeaders, accessToken: token };
  const sheet = await request.post(`${shopApiUrl}/order-sheets`, { headers, data: { products: products.map((p) => ({ ...p, optionInputs: [] })), cartNos: [], productCoupons: [] } });
  if (!sheet.ok()) throw new Error(`order sheet: ${sheet.status()} ${await sheet.text()}`);
  const { orderSheetNo } = (await sheet.json()) as { orderSheetNo: string };
  const reserve = await request.post(`${shopApiUrl}/payments/reserve`, {
    headers,
    data: {
      orderSheetNo, payType: 'CREDIT_CARD', pgType: 'INICIS', clientReturnUrl: 'http://127.0.0.1/order/order-result', member: true,
      orderer: { ordererName: '한테스트', ordererEmail: 'test@example.kr', ordererContact1: '010-1111-2222' },
      shippingAddress: { receiverName: '한테스트', receiverZipCd: '04001', receiverAddress: '서울특별시 마포구 월드컵로 1', receiverDetailAddress: '2층', receiverContact1: '010-1111-2222' },
    },
  });
  if (!reserve.ok()) throw new Error(`reserve: ${reserve.status()} ${await reserve.text()}`);
  const { confirmUrl } = (await reserve.json()) as { confirmUrl: string };
  const approved = await request.post(confirmUrl, { maxRedirects: 0 });
  const orderNo = new URL(approved.headers().location ?? 'http://x/').searchParams.get('orderNo');
  if (!orderNo) throw new Error('payment not approved');
  return orderNo;
}
