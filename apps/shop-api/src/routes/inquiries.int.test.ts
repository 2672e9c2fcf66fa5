import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { seedMembers } from '../seed/fixtures.ts';
import { errorCode, login } from './member-area.test-helpers.ts';

interface Inquiry { inquiryNo: number; title: string; content: string; secreted: boolean; replied: boolean; answers: Array<{ content: string }>; myInquiry: boolean; modifiable: boolean }

describe('product inquiries', () => {
  let api: TestShopApi;
  const tokens: Record<'admin' | 'shopper' | 'second', string> = { admin: '', shopper: '', second: '' };
  const list = async (productNo: number, query = '', token?: string) => {
    const res = await api.call(`/products/${productNo}/inquiries?hasTotalCount=true&pageSize=10&pageNumber=1${query}`, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as { totalCount: number; items: Inquiry[] };
  };
  const secretOf = (items: Inquiry[]) => items.find((i) => i.secreted);

  beforeAll(async () => {
    api = await startTestShopApi('inquiries');
    for (const who of Object.keys(tokens) as Array<keyof typeof tokens>) tokens[who] = await login(api, seedMembers[who].memberId, seedMembers[who].password);
  });
  afterAll(async () => { await api.close(); });

  it('hides a secret inquiry\'s title, content and answer from guests and other members', async () => {
    for (const token of [undefined, tokens.second]) {
      const secret = secretOf((await list(100001, '', token)).items);
      expect(secret).toMatchObject({ title: '비밀글입니다.', content: '', answers: [], replied: true, myInquiry: false });
    }
  });

  it('shows a secret inquiry and its answer to its author and to administrators', async () => {
    const mine = secretOf((await list(100001, '', tokens.shopper)).items);
    expect(mine).toMatchObject({ title: '주소 변경 문의', myInquiry: true, modifiable: false });
    expect(mine?.content).toContain('배송지');
    expect(mine?.answers[0]?.content).toContain('변경해 드렸습니다');
    const asAdmin = secretOf((await list(100001, '', tokens.admin)).items);
    expect(asAdmin?.title).toBe('주소 변경 문의');
  });

  it('filters to my inquiries (members only) and by answered', async () => {
    const mine = await list(100001, '&isMyInquiries=true', tokens.shopper);
    expect(mine.totalCount).toBe(2);
    expect(mine.items.every((i) => i.myInquiry)).toBe(true);
    const guest = await api.call('/products/100001/inquiries?isMyInquiries=true');
    expect(guest.status).toBe(401);
    const open = await list(100001, '&answered=false');
    expect(open.items.map((i) => i.title)).toEqual(['라켓 스트링 간격이 좁아도 끼울 수 있나요?']);
  });

  it('lets a member ask, edit until answered, and delete; an administrator answers', async () => {
    const asked = await api.call('/products/100002/inquiries', { method: 'POST', token: tokens.second, json: { type: 'PRODUCT', title: '레드 재입고 문의', content: '레드 색상은 언제 다시 들어오나요?', secreted: true } });
    expect(asked.status).toBe(200);
    const { inquiryNo } = await asked.json();
    const path = `/products/inquiries/${inquiryNo}`;
    const edit = { type: 'PRODUCT', title: '레드·그린 재입고 문의', content: '레드와 그린 색상은 언제 다시 들어오나요?', secreted: true };
    expect((await api.call(path, { method: 'PUT', token: tokens.second, json: edit })).status).toBe(204);
    const notMine = await api.call(path, { method: 'PUT', token: tokens.shopper, json: edit });
    expect(notMine.status).toBe(403);
    expect(await errorCode(notMine)).toBe('I0002');
    const byMember = await api.call(`${path}/answers`, { method: 'POST', token: tokens.shopper, json: { content: '답변' } });
    expect(byMember.status).toBe(403);
    expect(await errorCode(byMember)).toBe('I0003');
    const answered = await api.call(`${path}/answers`, { method: 'POST', token: tokens.admin, json: { content: '다음 주 수요일에 입고됩니다.' } });
    expect(answered.status).toBe(200);
    const mine = (await list(100002, '', tokens.second)).items.find((i) => i.inquiryNo === inquiryNo);
    expect(mine).toMatchObject({ title: '레드·그린 재입고 문의', replied: true, modifiable: false });
    expect(mine?.answers[0]?.content).toBe('다음 주 수요일에 입고됩니다.');
    const late = await api.call(path, { method: 'PUT', token: tokens.second, json: edit });
    expect(late.status).toBe(409);
    expect((await api.call(path, { method: 'DELETE', token: tokens.shopper })).status).toBe(403);
    expect((await api.call(path, { method: 'DELETE', token: tokens.second })).status).toBe(204);
    expect((await list(100002)).items.some((i) => i.inquiryNo === inquiryNo)).toBe(false);
    const gone = await api.call(path, { method: 'DELETE', token: tokens.second });
    expect(gone.status).toBe(404);
    expect(await errorCode(gone)).toBe('I0001');
  });

  it('refuses guests, unknown types, empty titles and unknown products', async () => {
    const body = { type: 'PRODUCT', title: '문의', content: '내용', secreted: false };
    expect((await api.call('/products/100002/inquiries', { method: 'POST', json: body })).status).toBe(401);
    expect((await api.call('/products/100002/inquiries', { method: 'POST', token: tokens.second, json: { ...body, type: 'PRICE' } })).status).toBe(400);
    expect((await api.call('/products/100002/inquiries', { method: 'POST', token: tokens.second, json: { ...body, title: '  ' } })).status).toBe(400);
    const unknown = await api.call('/products/999999999/inquiries', { method: 'POST', token: tokens.second, json: body });
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe('P0001');
  });

  it('counts inquiries on the product page', async () => {
    const detail = await (await api.call('/products/100001', { token: tokens.shopper })).json();
    expect(detail.counter).toMatchObject({ inquiryCnt: 3, myInquiryCnt: 2 });
  });
});
