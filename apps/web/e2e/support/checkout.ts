// Steps every order journey takes the same way: the smile dampener's options on its product page,
// and a delivery address from the checkout's own address search.
import { expect, type Page } from '@playwright/test';

/** Kakao's postcode script is never loaded in tests: the checkout falls back to its own search. */
export async function blockKakaoPostcode(page: Page): Promise<void> {
  await page.route('https://t1.daumcdn.net/**', (route) => route.abort());
}

/** Chooses each (색상, 구성) pair in turn on the product page; every pair becomes one selected line. */
export async function chooseOptions(page: Page, choices: ReadonlyArray<readonly [colour: string, pack: string]>): Promise<void> {
  const colour = page.getByLabel('색상', { exact: true });
  const pack = page.getByLabel('구성', { exact: true });
  for (const [c, p] of choices) {
    await colour.selectOption(c);
    await pack.selectOption(p);
  }
}

/** 우편번호 찾기 → search → the first result that matches `pick`; the dialog closes. */
export async function pickAddress(page: Page, query: string, pick: RegExp): Promise<void> {
  await page.getByRole('button', { name: '우편번호 찾기' }).click();
  const dialog = page.getByRole('dialog', { name: '우편번호 찾기' });
  await dialog.getByLabel('주소 검색어').fill(query);
  await dialog.getByRole('button', { name: '검색' }).click();
  await dialog.getByRole('button', { name: pick }).first().click();
  await expect(dialog).toBeHidden();
}

/** The tennis stadium's address with a detail line: what the member and design journeys ship to. */
export async function shipToStadium(page: Page): Promise<void> {
  await pickAddress(page, '올림픽로 424', /올림픽공원 테니스경기장/);
  await page.getByLabel('상세 주소 (필수)').fill('센터코트 앞');
}
