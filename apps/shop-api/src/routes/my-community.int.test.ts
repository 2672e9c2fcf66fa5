import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers } from '../seed/fixtures.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { login } from './member-area.test-helpers.ts';

const day = 24 * 3600_000;
const smile = 100001;

describe('my reviews and inquiries (/profile/product-reviews, /profile/product-inquiries)', () => {
  let api: TestShopApi;
  let token = '';
  let lee = 0;
  let park = 0;
  beforeAll(async () => {
    api = await startTestShopApi('my-community');
    // A fresh member, so the seeded reviews and inquiries of others do not show up in the counts.
    const joined = await api.call('/profile', {
      method: 'POST',
      json: { memberId: 'mine_only', password: 'mine12345', memberName: '나혼자', email: 'mine@example.kr', joinTermsAgreements: ['USE', 'PI_COLLECTION_AND_USE_REQUIRED'] },
    });
    lee = ((await joined.json()) as { memberNo: number }).memberNo;
    token = await login(api, 'mine_only', 'mine12345');
    const ids = await api.deps.db.selectFrom('members').select(['member_no', 'member_id']).execute();
    park = ids.find((m) => m.member_id === seedMembers.second.memberId)?.member_no ?? 0;
    const at = (daysAgo: number) => new Date(api.deps.now().getTime() - daysAgo * day).toISOString();
    const review = (member: number, content: string, daysAgo: number) => ({
      product_no: smile, option_no: 0, order_option_no: null, member_no: member, rate: 5, content, file_urls_json: '["/images/reviews/a.svg"]',
      extra_json: null, recommend_cnt: 0, best: 0, deleted: 0, registered_at: at(daysAgo), updated_at: at(daysAgo),
    });
    await api.deps.db.insertInto('reviews').values([review(lee, '최근 후기', 2), review(lee, '오래된 후기', 60), review(park, '남의 후기', 1)]).execute();
    const inquiry = (member: number, title: string, daysAgo: number, answered: boolean) => ({
      product_no: smile, member_no: member, type: 'PRODUCT', title, content: `${title} 내용`, secreted: 1, email: null, parent_inquiry_no: null,
      answer_title: answered ? '답변' : null, answer_content: answered ? '재입고 예정입니다.' : null, answered_at: answered ? at(daysAgo - 1) : null,
      deleted: 0, registered_at: at(daysAgo), updated_at: at(daysAgo),
    });
    await api.deps.db.insertInto('inquiries').values([inquiry(lee, '재입고 문의', 5, true), inquiry(lee, '색상 문의', 3, false), inquiry(park, '남의 문의', 2, false)]).execute();
  });
  afterAll(async () => { await api.close(); });

  it('lists only the member’s own reviews, the last 30 days by default, with the product and absolute photo URLs', async () => {
    const res = await api.call('/profile/product-reviews?hasTotalCount=true', { token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.totalCount).toBe(1);
    expect(body.items[0]).toMatchObject({ content: '최근 후기', productNo: smile, productName: '코트사이드 스마일 댐프너', myReview: true });
    expect(body.items[0].fileUrls[0]).toMatch(/^http.*\/images\/reviews\/a\.svg$/);
    const year = await (await api.call('/profile/product-reviews?startYmd=2000-01-01', { token })).json();
    expect(year.items.map((i: { content: string }) => i.content)).toEqual(['최근 후기', '오래된 후기']);
  });

  it('lists only the member’s own inquiries with their answers, and filters answered ones', async () => {
    const body = await (await api.call('/profile/product-inquiries', { token })).json();
    expect(body.items.map((i: { title: string }) => i.title)).toEqual(['색상 문의', '재입고 문의']);
    expect(body.items[1]).toMatchObject({ replied: true, modifiable: false, productName: '코트사이드 스마일 댐프너', content: '재입고 문의 내용' });
    expect(body.items[1].answers[0].content).toBe('재입고 예정입니다.');
    const open = await (await api.call('/profile/product-inquiries?answered=false', { token })).json();
    expect(open.items.map((i: { title: string }) => i.title)).toEqual(['색상 문의']);
  });

  it('needs a member', async () => {
    expect((await api.call('/profile/product-reviews')).status).toBe(401);
    expect((await api.call('/profile/product-inquiries')).status).toBe(401);
  });
});
