// The shop's boards and the articles a visitor would find there: notices, FAQ, benefits,
// a bug report sent by a guest, and a member's secret 1:1 inquiry.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../db/schema.ts';
import { boardNos, seedMembers } from './fixtures.ts';

const dayMs = 86_400_000;

export const faqCategories = [
  { categoryNo: 1, label: '주문/결제' },
  { categoryNo: 2, label: '배송' },
  { categoryNo: 3, label: '교환/반품' },
  { categoryNo: 4, label: '커스텀 제작' },
  { categoryNo: 5, label: '회원' },
];

const inquiryCategories = [
  { categoryNo: 11, label: '주문/배송' },
  { categoryNo: 12, label: '커스텀 제작' },
  { categoryNo: 13, label: '기타' },
];

const boards = [
  { board_no: boardNos.notice, board_id: 'notice', name: '공지사항', display_type: 'LIST', categories_json: '[]' },
  { board_no: boardNos.faq, board_id: 'faq', name: '자주 묻는 질문', display_type: 'LIST', categories_json: JSON.stringify(faqCategories) },
  { board_no: boardNos.benefit, board_id: 'benefit', name: '혜택 안내', display_type: 'CARD', categories_json: '[]' },
  { board_no: boardNos.bugReports, board_id: 'bug-report', name: '버그 제보', display_type: 'LIST', categories_json: '[]' },
  { board_no: boardNos.inquiry, board_id: 'inquiry', name: '1:1 문의', display_type: 'LIST', categories_json: JSON.stringify(inquiryCategories) },
];

interface SeedArticle {
  board: number;
  title: string;
  content: string;
  daysAgo: number;
  notice?: boolean;
  category?: number;
  views?: number;
  /** A seed member, or a guest name; shop articles are written by '코트사이드'. */
  writer?: keyof typeof seedMembers | { guest: string };
  secreted?: boolean;
}

const articles: SeedArticle[] = [
  { board: boardNos.notice, notice: true, daysAgo: 3, views: 812, title: '[필독] 배송 안내',
    content: '평일 오후 2시 이전 결제 완료 건은 당일 출고됩니다. CJ대한통운으로 발송되며 보통 1~2일 안에 받으실 수 있습니다. 5만원 이상 구매 시 배송비는 무료이며, 제주·도서산간 지역은 추가 배송비가 있습니다.' },
  { board: boardNos.notice, notice: true, daysAgo: 10, views: 640, title: '커스텀 댐프너 제작 기간 안내',
    content: '커스텀 댐프너는 디자인 확인 후 제작을 시작하며 영업일 기준 5~7일이 걸립니다. 주문이 몰리는 대회 시즌에는 최대 10일까지 걸릴 수 있으니 넉넉히 주문해 주세요. 제작이 시작된 뒤에는 취소가 어렵습니다.' },
  { board: boardNos.notice, daysAgo: 25, views: 301, title: '설 연휴 배송 일정 안내',
    content: '설 연휴 기간에는 택배사 휴무로 출고가 멈춥니다. 연휴 전 마지막 출고일 이후의 주문은 연휴가 끝난 뒤 순서대로 발송됩니다.' },
  { board: boardNos.notice, daysAgo: 60, views: 155, title: '개인정보처리방침 개정 안내',
    content: '개인정보처리방침이 일부 개정되었습니다. 주요 변경 사항은 위탁 업체 목록 갱신이며, 개정된 방침은 공지일로부터 7일 뒤 시행됩니다.' },
  { board: boardNos.notice, daysAgo: 90, views: 98, title: '오프라인 매장 운영 시간 변경',
    content: '코트사이드 성수 매장은 이번 달부터 평일 11시~20시, 주말 10시~18시에 운영합니다.' },

  { board: boardNos.faq, category: 2, daysAgo: 120, views: 530, title: '주문한 상품은 언제 받을 수 있나요?',
    content: '평일 오후 2시 이전 결제 건은 당일 출고되어 보통 다음 날 도착합니다. 주문제작 상품은 제작 기간 후 출고됩니다.' },
  { board: boardNos.faq, category: 2, daysAgo: 118, views: 210, title: '배송비는 얼마인가요?',
    content: '기본 배송비는 3,000원이며 50,000원 이상 구매 시 무료입니다. 볼 호퍼처럼 부피가 큰 상품은 별도 배송비가 붙습니다.' },
  { board: boardNos.faq, category: 3, daysAgo: 115, views: 344, title: '교환/반품은 어떻게 하나요?',
    content: '상품 수령 후 7일 이내에 마이페이지 > 주문 내역에서 신청해 주세요. 단순 변심은 왕복 배송비 6,000원이 부과되며, 사용한 댐프너는 위생상 교환·반품이 어렵습니다.' },
  { board: boardNos.faq, category: 3, daysAgo: 110, views: 120, title: '커스텀 상품도 반품할 수 있나요?',
    content: '고객님 디자인으로 제작된 상품은 제작 불량이 아닌 경우 교환·반품이 어렵습니다. 제작 전 디자인 미리보기를 꼭 확인해 주세요.' },
  { board: boardNos.faq, category: 4, daysAgo: 100, views: 402, title: '커스텀 댐프너 제작 기간은 얼마나 걸리나요?',
    content: '디자인 확인 후 영업일 기준 5~7일이 걸립니다. 10개 이상 단체 주문은 담당자가 따로 연락드립니다.' },
  { board: boardNos.faq, category: 4, daysAgo: 98, views: 188, title: '어떤 파일로 디자인을 올릴 수 있나요?',
    content: 'PNG, JPG 이미지를 올릴 수 있으며 배경이 투명한 PNG가 가장 깔끔하게 나옵니다. 디자이너에서 글자와 도형을 직접 넣을 수도 있습니다.' },
  { board: boardNos.faq, category: 1, daysAgo: 95, views: 260, title: '무통장입금(가상계좌) 입금 기한이 있나요?',
    content: '가상계좌는 주문 후 3일 안에 입금해 주세요. 기한이 지나면 주문이 자동으로 취소됩니다.' },
  { board: boardNos.faq, category: 5, daysAgo: 90, views: 175, title: '적립금은 언제 쓸 수 있나요?',
    content: '구매 확정 후 적립되며, 1,000원 이상부터 주문서에서 사용하실 수 있습니다. 유효기간은 적립일로부터 1년입니다.' },

  { board: boardNos.benefit, daysAgo: 30, views: 720, title: '신규 회원 2,000원 적립 + 3,000원 할인 쿠폰',
    content: '회원가입만 해도 적립금 2,000원과 10,000원 이상 구매 시 쓸 수 있는 3,000원 할인 쿠폰을 드립니다.' },
  { board: boardNos.benefit, daysAgo: 14, views: 455, title: '댐프너 10% 할인 쿠폰 받아 가세요',
    content: '모든 진동 댐프너에 쓸 수 있는 10% 할인 쿠폰(최대 5,000원)을 쿠폰함에서 내려받으세요.' },
  { board: boardNos.benefit, daysAgo: 7, views: 233, title: '5만원 이상 주문 무료배송 쿠폰',
    content: '쿠폰함에서 무료배송 쿠폰을 내려받으면 50,000원 이상 주문의 배송비를 한 번 더 아낄 수 있습니다. 구매 확정 시 결제 금액의 1%가 적립금으로 쌓입니다.' },

  { board: boardNos.bugReports, daysAgo: 6, views: 12, writer: { guest: '김테니스' }, title: '모바일에서 장바구니 수량 버튼이 안 눌려요',
    content: '아이폰 사파리에서 장바구니 수량 + 버튼을 눌러도 숫자가 바뀌지 않습니다. 새로고침하면 반영되어 있어요.' },
  { board: boardNos.bugReports, daysAgo: 2, views: 4, writer: 'second', title: '커스텀 디자이너에서 글자 색이 저장되지 않습니다',
    content: '글자 색을 빨강으로 바꾸고 저장했는데 다시 열면 검정으로 돌아가 있습니다.' },

  { board: boardNos.inquiry, category: 12, daysAgo: 5, views: 3, writer: 'shopper', secreted: true, title: '단체 커스텀 댐프너 견적 문의',
    content: '동호회 30명 분량으로 로고 댐프너를 만들고 싶습니다. 30개 주문 시 할인이 되는지, 제작 기간은 얼마나 걸리는지 알려 주세요.' },
];

export async function seedBoards(db: Kysely<ShopDb>, now: Date): Promise<void> {
  await db.insertInto('boards').values(boards).execute();
  const members = await db.selectFrom('members').select(['member_no', 'member_id', 'member_name']).execute();
  const rows = articles.map((a, i) => {
    const member = typeof a.writer === 'string' ? members.find((m) => m.member_id === seedMembers[a.writer as keyof typeof seedMembers].memberId) : undefined;
    const writerName = member?.member_name ?? (typeof a.writer === 'object' ? a.writer.guest : '코트사이드');
    return {
      board_no: a.board,
      category_no: a.category ?? null,
      member_no: member?.member_no ?? null,
      writer_name: writerName,
      title: a.title,
      content: a.content,
      notice: a.notice ? 1 : 0,
      secreted: a.secreted ? 1 : 0,
      view_cnt: a.views ?? 0,
      attachments_json: '[]',
      registered_at: new Date(now.getTime() - a.daysAgo * dayMs - (i % 9) * 3_600_000).toISOString(),
    };
  });
  await db.insertInto('articles').values(rows).execute();
}
