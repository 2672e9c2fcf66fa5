// Logging a seed member in without going through the login page: the same three steps the
// storefront's login takes (POST /oauth/token, /api/set-cookie, local storage), so journeys that
// are not about login do not depend on it.
import type { Page } from '@playwright/test';

export const shopApiUrl = `http://127.0.0.1:${process.env.E2E_SHOP_API_PORT ?? 4110}`;

export const seedMembers = {
  shopper: { memberId: 'tennis_lee', password: 'tennis1234' },
  second: { memberId: 'ace_park', password: 'ace12345' },
  reviewer: { memberId: 'volley_choi', password: 'volley1234' },
  admin: { memberId: 'courtside_admin', password: 'admin1234!' },
} as const;

export async function loginAs(page: Page, member: { memberId: string; password: string }): Promise<void> {
  const reply = await page.request.post(`${shopApiUrl}/oauth/token`, {
    headers: { clientId: 'courtside-local', Version: '1.0', platform: 'PC' },
    data: { memberId: member.memberId, password: member.password, keepLogin: false },
  });
  if (!reply.ok()) throw new Error(`login failed: ${reply.status()} ${await reply.text()}`);
  const { accessToken, expireIn } = (await reply.json()) as { accessToken: string; expireIn: number };
  // page.request shares the browser context's cookie jar, so the HttpOnly cookies land there.
  for (const [keyType, key] of [['SHOP_KEY', accessToken], ['EXPIRES_IN', String(expireIn)]] as const) {
    const set = await page.request.post('/api/set-cookie', { data: { key, keyType } });
    if (!set.ok()) throw new Error(`set-cookie failed: ${set.status()}`);
  }
  // A same-origin page that runs no storefront script: the app would read the session back (and
  // clear a half-written one) before the identity below is in place.
  await page.goto('/api/build-id');
  await page.evaluate((memberId) => {
    localStorage.setItem('USER_IDENTIFIER', memberId);
    localStorage.setItem('issuanceTime', String(Date.now()));
  }, member.memberId);
}
