import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { CUSTOM_DAMPENER_OPTION_NO, CUSTOM_DAMPENER_PRODUCT_NO, categoryNos } from '../seed/fixtures.ts';

const smile = 100001; // 코트사이드 스마일 댐프너: 색상 × 구성, 500원 즉시할인
const strings = 100104; // 4 levels
const soldOutProduct = 100009;

describe('product detail and options', () => {
  let api: TestShopApi;
  beforeAll(async () => { api = await startTestShopApi('products'); });
  afterAll(async () => { await api.close(); });

  it('shows a product with its discounted price, stock, delivery condition, brand and categories', async () => {
    const res = await api.call(`/products/${smile}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.baseInfo).toMatchObject({ productNo: smile, productName: '코트사이드 스마일 댐프너' });
    expect(body.baseInfo.imageUrls[0]).toBe(`${api.url}/images/products/smile-neonyellow.svg`);
    expect(body.price).toMatchObject({ salePrice: 3500, immediateDiscountAmt: 500, immediateDiscountUnitType: 'WON' });
    expect(body.deliveryFee).toMatchObject({ deliveryConditionType: 'CONDITIONAL', deliveryAmt: 3000, aboveDeliveryAmt: 50000 });
    expect(body.brand).toMatchObject({ brandNo: 1, name: '코트사이드' });
    expect(body.categories[0].categories.map((c: { categoryNo: number }) => c.categoryNo)).toEqual([categoryNos.dampeners, 529110]);
    expect(body.status).toMatchObject({ saleStatusType: 'ONSALE', soldout: false, display: true });
    expect(body.stock.stockCnt).toBeGreaterThan(0);
    expect(body.liked).toBe(false);
  });

  it('computes a rate discount in won, rounded down to 10 won', async () => {
    const body = await (await api.call('/products/100005')).json();
    expect(body.price).toMatchObject({ salePrice: 4500, immediateDiscountAmt: 450, immediateDiscountUnitType: 'RATE' });
  });

  it('marks a product whose every option has no stock as sold out', async () => {
    const body = await (await api.call(`/products/${soldOutProduct}`)).json();
    expect(body.status.soldout).toBe(true);
    expect(body.limitations.canAddToCart).toBe(false);
  });

  it('answers 404 with a code for an unknown product and 400 for a malformed number', async () => {
    const missing = await api.call('/products/999999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'P0001', message: '상품을 찾을 수 없습니다.' });
    const bad = await api.call('/products/abc');
    expect(bad.status).toBe(400);
  });

  it('lists combined options flat ("|"-joined) and as a tree whose leaves carry optionNo', async () => {
    const body = await (await api.call(`/products/${smile}/options`)).json();
    expect(body).toMatchObject({ type: 'COMBINATION', selectType: 'MULTI', labels: ['색상', '구성'], productSalePrice: 3500, immediateDiscountAmt: 500 });
    expect(body.flatOptions).toHaveLength(12);
    const whiteFive = body.flatOptions.find((o: { value: string }) => o.value === '화이트|5개입');
    expect(whiteFive).toMatchObject({ label: '색상|구성', addPrice: 9500, buyPrice: 3500 - 500 + 9500, stockCnt: 0, saleType: 'SOLD_OUT' });
    const black = body.multiLevelOptions.find((o: { value: string }) => o.value === '블랙');
    expect(black.label).toBe('색상');
    expect(black.children.map((c: { value: string }) => c.value)).toEqual(['1개입', '3개입', '5개입']);
    expect(typeof black.children[0].optionNo).toBe('number');
    expect(black.children[0].images[0].url).toBe(`${api.url}/images/products/smile-black.svg`);
  });

  it('builds a four-level tree and a default product with a single option', async () => {
    const four = await (await api.call(`/products/${strings}/options`)).json();
    expect(four.labels).toEqual(['소재', '게이지', '색상', '길이']);
    expect(four.multiLevelOptions[0].children[0].children[0].children[0].optionNo).toBeGreaterThan(0);
    const single = await (await api.call('/products/100004/options')).json();
    expect(single.type).toBe('DEFAULT');
    expect(single.flatOptions).toHaveLength(1);
  });

  it('gives the custom dampener its fixed option and a required design-reference input', async () => {
    const body = await (await api.call(`/products/${CUSTOM_DAMPENER_PRODUCT_NO}/options`)).json();
    expect(body.flatOptions[0].optionNo).toBe(CUSTOM_DAMPENER_OPTION_NO);
    expect(body.inputs).toEqual([expect.objectContaining({ inputLabel: '디자인 참조번호', required: true })]);
  });

  it('returns several products\' options at once and skips unknown numbers', async () => {
    const res = await api.call(`/products/options?productNos=${smile},100002,999999999`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.optionInfos.map((o: { mallProductNo: number }) => o.mallProductNo)).toEqual([smile, 100002]);
    expect((await api.call('/products/options?productNos=1,x')).status).toBe(400);
  });

  it('lists categories as a tree and as flat paths', async () => {
    const body = await (await api.call('/categories')).json();
    const dampeners = body.multiLevelCategories.find((c: { categoryNo: number }) => c.categoryNo === categoryNos.dampeners);
    expect(dampeners.label).toBe('진동 댐프너');
    expect(dampeners.children.length).toBeGreaterThan(1);
    expect(body.flatCategories).toContainEqual(expect.objectContaining({ depth1CategoryNo: categoryNos.dampeners, depth2CategoryNo: 529110, fullCategoryName: '진동 댐프너>캐릭터 댐프너' }));
  });

  it('lists brands, searches them by name, and refuses bad sort values', async () => {
    const all = await (await api.call('/display/brands?hasTotalCount=true')).json();
    expect(all.totalCount).toBe(6);
    expect(all.items[0]).toHaveProperty('productCount');
    const found = await (await api.call(`/display/brands/search?brandName=${encodeURIComponent('스핀')}`)).json();
    expect(found).toEqual([{ brandNo: 2, mainBrandName: '스핀랩' }]);
    expect((await api.call('/display/brands/search?sortCriterion=NOPE')).status).toBe(400);
  });

  it('serves product pictures as SVG, and 404 for names it does not draw', async () => {
    const res = await fetch(`${api.url}/images/products/smile-black.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('<svg');
    expect((await fetch(`${api.url}/images/products/..%2Fsecret.svg`)).status).toBe(404);
  });

  it('answers out-of-range numbers with a 4xx code on every catalogue path, never a 500', async () => {
    const huge = '99999999999';
    const paths = [
      `/products/${huge}`, `/products/${huge}/options`, `/products/options?productNos=${huge}`, `/products/search?categoryNos=${huge}`,
      `/products/search?brandNos=${huge}`, `/products/search?filter.discountedPrices=${huge}&filter.discountedComparison=GT`,
      `/products/search?filter.includeMallProductNo=${huge}`, `/products/${smile}/product-reviews/${huge}`, `/products/${huge}/inquiries`,
      `/boards/272902/articles/${huge}`, `/boards/${huge}/articles`, `/display/brands?filter.categoryNos=${huge}`,
    ];
    for (const path of paths) {
      const res = await api.call(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(typeof (await res.json()).code, path).toBe('string');
    }
  });
});
