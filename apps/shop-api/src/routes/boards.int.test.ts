import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { boardNos, seedMembers } from '../seed/fixtures.ts';
import { errorCode, login } from './member-area.test-helpers.ts';

interface Article { articleNo: number; title: string; content: string | null; notice: boolean; secreted: boolean; viewCnt: number; categoryLabel: string | null }

describe('boards', () => {
  let api: TestShopApi;
  const tokens: Record<'admin' | 'shopper' | 'second', string> = { admin: '', shopper: '', second: '' };
  const articles = async (board: string | number, query = '', token?: string) => {
    const res = await api.call(`/boards/${board}/articles?hasTotalCount=true${query}`, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as { totalCount: number; items: Article[] };
  };

  beforeAll(async () => {
    api = await startTestShopApi('boards');
    for (const who of Object.keys(tokens) as Array<keyof typeof tokens>) tokens[who] = await login(api, seedMembers[who].memberId, seedMembers[who].password);
  });
  afterAll(async () => { await api.close(); });

  it('lists the board configurations with who may write', async () => {
    const body = await (await api.call('/boards/configurations')).json();
    const byNo = new Map<number, { name: string; guestPostingUsed: boolean; memberPostingUsed: boolean }>(
      body.boardConfigs.map((b: { boardNo: number }) => [b.boardNo, b]),
    );
    expect(byNo.get(boardNos.notice)).toMatchObject({ name: '공지사항', memberPostingUsed: false });
    expect(byNo.get(boardNos.faq)?.name).toBe('자주 묻는 질문');
    expect(byNo.get(boardNos.bugReports)).toMatchObject({ guestPostingUsed: true });
    expect(byNo.size).toBe(5);
  });

  it('lists notices first, pages, and finds articles by board id too', async () => {
    const all = await articles(boardNos.notice);
    expect(all.totalCount).toBe(5);
    expect(all.items.slice(0, 2).every((a) => a.notice)).toBe(true);
    expect(all.items[0]?.title).toBe('[필독] 배송 안내');
    const page2 = await articles('notice', '&pageSize=2&pageNumber=2');
    expect(page2.items.map((a) => a.articleNo)).toEqual(all.items.slice(2, 4).map((a) => a.articleNo));
    const missing = await api.call('/boards/no-such-board/articles');
    expect(missing.status).toBe(404);
    expect(await errorCode(missing)).toBe('B0001');
  });

  it('searches by keyword in title, content or both, and filters by category', async () => {
    const byTitle = await articles(boardNos.faq, `&keyword=${encodeURIComponent('커스텀')}&searchType=TITLE`);
    expect(byTitle.items.map((a) => a.title)).toEqual(['커스텀 댐프너 제작 기간은 얼마나 걸리나요?', '커스텀 상품도 반품할 수 있나요?']);
    const byContent = await articles(boardNos.faq, `&keyword=${encodeURIComponent('6,000원')}&searchType=CONTENT`);
    expect(byContent.items.map((a) => a.title)).toEqual(['교환/반품은 어떻게 하나요?']);
    const shipping = await articles(boardNos.faq, '&categoryNo=2');
    expect(shipping.items.every((a) => a.categoryLabel === '배송')).toBe(true);
    expect(shipping.totalCount).toBe(2);
  });

  it('counts a view each time an article is read', async () => {
    const first = (await articles(boardNos.notice)).items[0];
    const read = await (await api.call(`/boards/${boardNos.notice}/articles/${first?.articleNo}`)).json();
    expect(read.viewCnt).toBe((first?.viewCnt ?? 0) + 1);
    expect(read.content).toContain('오후 2시');
    expect((await api.call(`/boards/${boardNos.notice}/articles/999999`)).status).toBe(404);
  });

  it('keeps 1:1 inquiries secret from everyone but their writer and administrators', async () => {
    const asGuest = await articles(boardNos.inquiry);
    expect(asGuest.items[0]).toMatchObject({ title: '비밀글입니다.', content: null, secreted: true });
    const no = asGuest.items[0]?.articleNo;
    const denied = await api.call(`/boards/${boardNos.inquiry}/articles/${no}`, { token: tokens.second });
    expect(denied.status).toBe(403);
    expect(await errorCode(denied)).toBe('B0004');
    expect((await api.call(`/boards/${boardNos.inquiry}/articles/${no}`, { token: tokens.shopper })).status).toBe(200);
    expect((await api.call(`/boards/${boardNos.inquiry}/articles/${no}`, { token: tokens.admin })).status).toBe(200);
  });

  it('takes bug reports from guests with a name, 1:1 inquiries from members only (always secret), notices from admins only', async () => {
    const report = { articleTitle: '결제 완료 화면이 두 번 떠요', articleContent: '카드 결제 후 완료 화면이 두 번 나타납니다.', guestName: '이방문' };
    const posted = await api.call(`/boards/${boardNos.bugReports}/articles`, { method: 'POST', json: report });
    expect(posted.status).toBe(204);
    const location = posted.headers.get('Location') ?? '';
    expect(location).toMatch(new RegExp(`^/boards/${boardNos.bugReports}/articles/\\d+$`));
    expect((await (await api.call(location)).json()).title).toBe('결제 완료 화면이 두 번 떠요');
    const nameless = await api.call(`/boards/${boardNos.bugReports}/articles`, { method: 'POST', json: { ...report, guestName: undefined } });
    expect(nameless.status).toBe(400);
    expect(await errorCode(nameless)).toBe('B0005');

    const question = { articleTitle: '주문 취소 문의', articleContent: '어제 주문을 취소하고 싶어요.', secreted: false, boardCategoryNo: 11 };
    expect((await api.call(`/boards/${boardNos.inquiry}/articles`, { method: 'POST', json: question })).status).toBe(403);
    expect((await api.call(`/boards/${boardNos.inquiry}/articles`, { method: 'POST', token: tokens.second, json: question })).status).toBe(204);
    const mine = await articles(boardNos.inquiry, '&isMine=true', tokens.second);
    expect(mine.items[0]).toMatchObject({ title: '주문 취소 문의', secreted: true });
    const badCategory = await api.call(`/boards/${boardNos.inquiry}/articles`, { method: 'POST', token: tokens.second, json: { ...question, boardCategoryNo: 99 } });
    expect(badCategory.status).toBe(400);

    const notice = { articleTitle: '임시 공지', articleContent: '관리자만 쓸 수 있습니다.' };
    const byMember = await api.call(`/boards/${boardNos.notice}/articles`, { method: 'POST', token: tokens.shopper, json: notice });
    expect(byMember.status).toBe(403);
    expect(await errorCode(byMember)).toBe('B0003');
    expect((await api.call(`/boards/${boardNos.notice}/articles`, { method: 'POST', token: tokens.admin, json: notice })).status).toBe(204);
    expect((await articles(boardNos.notice)).totalCount).toBe(6);
  });
});
