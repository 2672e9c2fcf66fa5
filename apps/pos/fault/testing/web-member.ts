// A member shopping on the web shop through the platform stand-in (apps/shop-api), the way the
// storefront drives it: join, log in, then per order an order sheet → payment reservation → the
// sandbox payment page's approve button. An approved order takes the platform's stock.
import type { TestPlatform } from '@courtside/pos-server/testing/platform';

export interface WebMember {
  /** Buys `qty` of one option; answers the order number. */
  buy(productNo: number, optionNo: number, qty: number): Promise<string>;
}

export async function joinWebMember(platform: TestPlatform, memberId: string): Promise<WebMember> {
  const clientId = platform.shop.deps.config.clientIds[0] ?? 'courtside-local';
  const headers = (token: string | null): Record<string, string> => ({
    clientId,
    platform: 'PC',
    Version: '1.0',
    'content-type': 'application/json',
    ...(token ? { accessToken: token } : {}),
  });
  const post = async <T>(path: string, body: unknown, token: string | null): Promise<T> => {
    const res = await fetch(`${platform.url}${path}`, { method: 'POST', headers: headers(token), body: JSON.stringify(body) });
    const json = (await res.json()) as T & { message?: string };
    if (!res.ok) throw new Error(`웹 ${path} → ${res.status} ${json.message ?? ''}`);
    return json;
  };
  const password = 'courtside77!';
  await post('/profile', { memberId, password, memberName: '웹회원', email: `${memberId}@example.kr`, mobileNo: '01055551234' }, null);
  const { accessToken } = await post<{ accessToken: string }>('/oauth/token', { memberId, password }, null);

  return {
    async buy(productNo, optionNo, qty) {
      const sheet = await post<{ orderSheetNo: string }>('/order-sheets', { products: [{ productNo, optionNo, orderCnt: qty, optionInputs: [] }], cartNos: [], productCoupons: [], channelType: null }, accessToken);
      const reservation = await post<{ key: string }>(
        '/payments/reserve',
        {
          orderSheetNo: sheet.orderSheetNo,
          payType: 'CREDIT_CARD',
          pgType: 'INICIS',
          clientReturnUrl: 'http://127.0.0.1:3000/order/result',
          member: true,
          orderer: { ordererName: '웹회원', ordererEmail: `${memberId}@example.kr`, ordererContact1: '010-5555-1234', ordererContact2: '' },
          shippingAddress: {
            addressNo: 0, receiverName: '웹회원', receiverZipCd: '06236', receiverAddress: '서울특별시 강남구 테헤란로 1', receiverJibunAddress: '서울특별시 강남구 역삼동 1',
            receiverDetailAddress: '2층', receiverContact1: '010-5555-1234', receiverContact2: '', countryCd: 'KR', addressName: '집',
          },
          useDefaultAddress: false,
          saveAddressBook: false,
          updateMember: false,
          subPayAmt: 0,
          coupons: null,
          orderMemo: null,
          deliveryMemo: null,
          tempPassword: null,
          agreementTypes: ['TERMS_OF_USE'],
          extraData: {},
        },
        accessToken,
      );
      const res = await fetch(`${platform.url}/sandbox/payments/${reservation.key}/approve`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      const location = new URL(res.headers.get('location') ?? 'http://invalid/');
      const orderNo = location.searchParams.get('orderNo');
      if (location.searchParams.get('result') !== 'SUCCESS' || !orderNo) throw new Error(`웹 결제 실패: ${location.searchParams.get('message') ?? res.status}`);
      return orderNo;
    },
  };
}
