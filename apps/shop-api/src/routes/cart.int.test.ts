import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createProduct, setStock, type FixtureMember, type FixtureProduct } from '../testing/commerce-fixtures.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';

interface CartOption {
  cartNo: number;
  optionNo: number;
  orderCnt: number;
  soldOut: boolean;
  validInfo: { valid: boolean; errorCode: string | null; message: string | null };
  price: { salePrice: number; addPrice: number; immediateDiscountAmt: number; additionalDiscountAmt: number; standardAmt: number; buyAmt: number };
}
interface CartReply {
  deliveryGroups: Array<{ deliveryAmt: number; deliveryCondition: { deliveryConditionType: string }; orderProducts: Array<{ productNo: number; orderProductOptions: CartOption[] }> }>;
  price: { standardAmt: number; discountAmt: number; buyAmt: number; totalDeliveryAmt: number; totalAmt: number; accumulationAmtWhenBuyConfirm: number };
  invalidProducts: Array<{ productNo: number; orderProductOptions: CartOption[] }>;
}

const options = (cart: CartReply) => cart.deliveryGroups.flatMap((g) => g.orderProducts.flatMap((p) => p.orderProductOptions));

describe('member cart', () => {
  let api: TestShopApi;
  let member: FixtureMember;
  let discounted: FixtureProduct;
  let cheap: FixtureProduct;
  let freeShipping: FixtureProduct;

  beforeAll(async () => {
    api = await startTestShopApi('cart');
    const db = api.deps.db;
    member = await createMember(db, '장바구니');
    discounted = await createProduct(db, { salePrice: 10000, immediateDiscountAmt: 1000, additionDiscountAmt: 500, options: [['블랙', 5000, 20], ['화이트', 0, 20]], accumulationRate: 2 });
    cheap = await createProduct(db, { salePrice: 4000, options: [['옐로', 0, 3]] });
    freeShipping = await createProduct(db, { salePrice: 8000, deliveryConditionType: 'FREE', deliveryTemplateNo: 2 });
  });
  afterAll(async () => {
    await api.close();
  });

  const cart = async (query = '') => {
    const res = await api.call(`/cart${query}`, { token: member.token });
    expect(res.status).toBe(200);
    return (await res.json()) as CartReply;
  };

  it('requires a signed-in member', async () => {
    const res = await api.call('/cart');
    expect(res.status).toBe(401);
    expect((await res.json()).message).toMatch(/로그인/);
  });

  it('adds lines, merges the same option, and prices them per unit × quantity', async () => {
    const add = await api.call('/cart', { method: 'POST', token: member.token, json: [{ productNo: discounted.productNo, optionNo: discounted.optionNos[0], orderCnt: 1, optionInputs: [] }] });
    expect(add.status).toBe(200);
    expect(await add.json()).toMatchObject({ count: 1 });
    const again = await api.call('/cart', { method: 'POST', token: member.token, json: [{ productNo: discounted.productNo, optionNo: discounted.optionNos[0], orderCnt: 1 }] });
    expect((await again.json()).count).toBe(1);

    const body = await cart();
    const [line] = options(body);
    expect(line).toMatchObject({ orderCnt: 2, soldOut: false, validInfo: { valid: true } });
    // Contract example per unit (sale 10000 + add 5000, discounts 1000 + 500) times two.
    expect(line?.price).toEqual({ salePrice: 10000, addPrice: 5000, immediateDiscountAmt: 2000, additionalDiscountAmt: 1000, standardAmt: 30000, buyAmt: 27000 });
    expect(body.price).toMatchObject({ standardAmt: 30000, discountAmt: 3000, buyAmt: 27000, totalDeliveryAmt: 3000, totalAmt: 30000, accumulationAmtWhenBuyConfirm: 540 });
  });

  it('keeps a different design input as its own line and groups deliveries by template', async () => {
    await api.call('/cart', {
      method: 'POST',
      token: member.token,
      json: [
        { productNo: discounted.productNo, optionNo: discounted.optionNos[0], orderCnt: 1, optionInputs: [{ inputLabel: '디자인', inputValue: 'A-1' }] },
        { productNo: freeShipping.productNo, optionNo: freeShipping.optionNos[0], orderCnt: 1 },
      ],
    });
    const body = await cart();
    expect(options(body)).toHaveLength(3);
    expect(body.deliveryGroups.map((g) => g.deliveryCondition.deliveryConditionType)).toEqual(['CONDITIONAL', 'FREE']);
    // 27000 + 13500 is under the 50,000원 threshold: the conditional group still pays 3,000원.
    expect(body.deliveryGroups.map((g) => g.deliveryAmt)).toEqual([3000, 0]);
    expect(body.price.totalAmt).toBe(27000 + 13500 + 8000 + 3000);
  });

  it('waives the conditional fee once the group reaches the threshold', async () => {
    const line = options(await cart()).find((o) => o.orderCnt === 2);
    const res = await api.call('/cart', { method: 'PUT', token: member.token, json: [{ cartNo: line?.cartNo, orderCnt: 3, optionInputs: [] }] });
    expect(res.status).toBe(204);
    const body = await cart();
    expect(body.deliveryGroups[0]?.deliveryAmt).toBe(0);
    const count = await api.call('/cart/count', { token: member.token });
    expect(await count.json()).toMatchObject({ count: 3 });
  });

  it('refuses quantities above stock and unknown products with a Korean message', async () => {
    const over = await api.call('/cart', { method: 'POST', token: member.token, json: [{ productNo: cheap.productNo, optionNo: cheap.optionNos[0], orderCnt: 4 }] });
    expect(over.status).toBe(400);
    expect((await over.json()).message).toMatch(/재고가 부족합니다/);
    const unknown = await api.call('/cart', { method: 'POST', token: member.token, json: [{ productNo: 123456, optionNo: 1, orderCnt: 1 }] });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).code).toBe('O1001');
    const negative = await api.call('/cart', { method: 'POST', token: member.token, json: [{ productNo: cheap.productNo, optionNo: cheap.optionNos[0], orderCnt: -1 }] });
    expect(negative.status).toBe(400);
    const foreign = await api.call('/cart', { method: 'PUT', token: member.token, json: [{ cartNo: 999999, orderCnt: 1 }] });
    expect(foreign.status).toBe(404);
  });

  it('reports a line that sold out after it was added as invalid instead of failing', async () => {
    await api.call('/cart', { method: 'POST', token: member.token, json: [{ productNo: cheap.productNo, optionNo: cheap.optionNos[0], orderCnt: 2 }] });
    const before = await cart();
    await setStock(api.deps.db, cheap.optionNos[0] ?? 0, 0);

    const inline = await cart();
    const soldOut = options(inline).find((o) => o.optionNo === cheap.optionNos[0]);
    expect(soldOut).toMatchObject({ soldOut: true, validInfo: { valid: false, errorCode: 'O1004' } });
    expect(soldOut?.validInfo.message).toMatch(/품절/);
    expect(inline.price.buyAmt).toBe(before.price.buyAmt - 8000);

    const divided = await cart('?divideInvalidProducts=true');
    expect(options(divided).some((o) => o.optionNo === cheap.optionNos[0])).toBe(false);
    expect(divided.invalidProducts.map((p) => p.productNo)).toEqual([cheap.productNo]);

    await setStock(api.deps.db, cheap.optionNos[0] ?? 0, 1);
    const short = options(await cart()).find((o) => o.optionNo === cheap.optionNos[0]);
    expect(short?.validInfo).toMatchObject({ valid: false, errorCode: 'O1005' });
  });

  it('calculates selected lines and deletes lines', async () => {
    const lines = options(await cart());
    const first = lines[0];
    const calc = await api.call(`/cart/calculate?cartNo=${first?.cartNo}`, { token: member.token });
    expect(calc.status).toBe(200);
    expect((await calc.json()).buyAmt).toBe(first?.price.buyAmt);

    const del = await api.call(`/cart?cartNo=${lines.map((l) => l.cartNo).join(',')}`, { method: 'DELETE', token: member.token });
    expect(del.status).toBe(200);
    expect(await del.json()).toMatchObject({ count: 0 });
    expect(options(await cart())).toHaveLength(0);
    const bad = await api.call('/cart?cartNo=x', { method: 'DELETE', token: member.token });
    expect(bad.status).toBe(400);
  });

  it('prices a guest cart without storing it, marking unknown lines invalid', async () => {
    const res = await api.call('/guest/cart', {
      method: 'POST',
      json: [
        { cartNo: 10001, productNo: discounted.productNo, optionNo: discounted.optionNos[1], orderCnt: 2, optionInputs: [] },
        { cartNo: 10002, productNo: 424242, optionNo: 1, orderCnt: 1, optionInputs: [] },
      ],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as CartReply;
    expect(options(body)).toEqual([expect.objectContaining({ cartNo: 10001, orderCnt: 2 })]);
    expect(body.price).toMatchObject({ standardAmt: 20000, buyAmt: 17000, totalDeliveryAmt: 3000, totalAmt: 20000 });
    expect(body.invalidProducts[0]?.orderProductOptions[0]).toMatchObject({ cartNo: 10002, validInfo: { valid: false, errorCode: 'O1001' } });
  });
});
