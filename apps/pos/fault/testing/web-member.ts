// A member shopping on the web shop through the platform stand-in (apps/shop-api), the way the
// storefront drives it: join, log in, then per order an order sheet → payment reservation → the
// sandbox payment page's approve button. An approved order takes the platform's stock.
import { webCheckout, type TestPlatform, type WebBuyer } from '@courtside/pos-server/testing/platform';

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

  const buyer: WebBuyer = { member: true, name: '웹회원', email: `${memberId}@example.kr`, contact: '010-5555-1234', detailAddress: '2층', tempPassword: null };
  return {
    buy: (productNo, optionNo, qty) => webCheckout(platform.url, (path, body) => post(path, body, accessToken), buyer, productNo, optionNo, qty),
  };
}
