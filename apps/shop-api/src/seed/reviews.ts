// Reviews and product inquiries by the seed members. Reviews of seeded orders point at their order
// option (some delivered options are left unreviewed, so "write a review" has something to do);
// older reviews from before the order history carry no order option. Runs after orders.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../db/schema.ts';
import { reviewImagePath } from '../services/catalogue/image-urls.ts';
import { REVIEWABLE_ORDER_STATUSES } from '../services/community/review-eligibility.ts';
import { seedMembers } from './fixtures.ts';

const dayMs = 86_400_000;
type Who = keyof typeof seedMembers;

interface SeedReview {
  who: Who;
  productNo: number;
  /** Index among the product's options (ignored when the review belongs to an order). */
  option: number;
  rate: number;
  content: string;
  photos?: string[];
  daysAgo: number;
  best?: boolean;
  /** Members who pressed "도움돼요". */
  recommendedBy?: Who[];
  /** Attach to this member's delivered order option of the product, when there is one. */
  fromOrder?: boolean;
}

const seedReviews: SeedReview[] = [
  { who: 'reviewer', productNo: 100001, option: 0, rate: 5, fromOrder: true, daysAgo: 30, best: true, recommendedBy: ['shopper', 'second', 'admin'],
    content: '진동이 확실히 줄었어요. 웃는 얼굴이 라켓 줄 사이에서 보여서 코트 나갈 때마다 기분이 좋아집니다. 3개입으로 사서 동호회 친구들이랑 나눴어요.',
    photos: ['smile-neonyellow-r1', 'smile-black-r2'] },
  { who: 'shopper', productNo: 100001, option: 1, rate: 4, fromOrder: true, daysAgo: 50, recommendedBy: ['reviewer'],
    content: '블랙 색상이라 어느 라켓에나 잘 어울려요. 다만 처음 끼울 때 조금 뻑뻑했습니다.' },
  { who: 'second', productNo: 100001, option: 4, rate: 5, daysAgo: 120,
    content: '두 번째 구매입니다. 한 시즌 써도 찢어지지 않아요.', photos: ['smile-pink-r3'] },
  { who: 'reviewer', productNo: 100003, option: 0, rate: 4, fromOrder: true, daysAgo: 28,
    content: '웜 타입은 처음인데 타구음이 정말 조용해졌어요. 롱 사이즈가 메인 스트링 세 줄을 덮습니다.' },
  { who: 'shopper', productNo: 100002, option: 0, rate: 3, daysAgo: 200,
    content: '가격 대비 무난합니다. 진동 감소는 스마일 댐프너보다 조금 약한 느낌이에요.' },
  { who: 'second', productNo: 100002, option: 3, rate: 5, daysAgo: 90, recommendedBy: ['shopper'],
    content: '코발트블루 색이 사진보다 예뻐요. 빠지지 않게 잘 고정됩니다.', photos: ['round-cobaltblue-r1'] },
  { who: 'shopper', productNo: 100103, option: 0, rate: 5, fromOrder: true, daysAgo: 55,
    content: '그립감이 쫀쫀하고 땀 흡수도 좋아요. 교체 방법 안내도 친절했습니다.' },
  { who: 'second', productNo: 100101, option: 0, rate: 4, daysAgo: 70,
    content: '드라이 타입이라 여름에 딱이에요. 12개입 사면 훨씬 저렴합니다.', photos: ['grip-white-r1'] },
  { who: 'reviewer', productNo: 100121, option: 1, rate: 5, daysAgo: 140, best: true, recommendedBy: ['shopper', 'second'],
    content: '라켓 두 자루에 신발, 옷까지 다 들어가요. 어깨끈이 두툼해서 무겁지 않습니다.', photos: ['racketbag-navy-r1', 'racketbag-black-r2'] },
  { who: 'shopper', productNo: 100131, option: 0, rate: 4, daysAgo: 35,
    content: '연습용으로 충분해요. 캔 따자마자 압력 좋습니다.' },
  { who: 'second', productNo: 100301, option: 0, rate: 5, daysAgo: 45, best: true, recommendedBy: ['reviewer', 'shopper'],
    content: '우리 클럽 로고로 만들었는데 색이 선명하게 나왔어요. 제작 기간도 안내받은 대로 일주일 걸렸습니다.', photos: ['custom-skyblue-r1'] },
  { who: 'reviewer', productNo: 100301, option: 0, rate: 4, daysAgo: 100,
    content: '아이 이름을 넣어서 선물했어요. 테두리가 조금 두꺼웠으면 좋겠습니다.' },
  { who: 'shopper', productNo: 100142, option: 0, rate: 2, daysAgo: 65,
    content: '시원하긴 한데 금방 말라서 자주 적셔야 해요.' },
  { who: 'second', productNo: 100006, option: 0, rate: 5, daysAgo: 25,
    content: '여자친구 라켓에 달아 줬더니 좋아하네요. 하트 모양이 귀여워요.', photos: ['heart-pink-r1'] },
];

interface SeedInquiry {
  who: Who;
  productNo: number;
  type: 'PRODUCT' | 'DELIVERY' | 'EXCHANGE' | 'OTHER';
  title: string;
  content: string;
  secreted?: boolean;
  answer?: string;
  daysAgo: number;
}

export const seedInquiries: SeedInquiry[] = [
  { who: 'shopper', productNo: 100001, type: 'PRODUCT', title: '형광옐로우 5개입 재입고 되나요?', daysAgo: 12,
    content: '형광옐로우 5개입을 동호회에서 단체로 사려고 하는데 재고가 언제 들어오는지 궁금합니다.',
    answer: '안녕하세요, 코트사이드입니다. 형광옐로우 5개입은 다음 주 화요일 입고 예정입니다. 감사합니다.' },
  { who: 'shopper', productNo: 100001, type: 'DELIVERY', title: '주소 변경 문의', secreted: true, daysAgo: 4,
    content: '어제 주문했는데 배송지를 회사(서울 마포구 월드컵북로 396, 12층)로 바꿀 수 있을까요? 연락처 010-2345-6789입니다.',
    answer: '출고 전이라 요청하신 주소로 변경해 드렸습니다. 감사합니다.' },
  { who: 'second', productNo: 100001, type: 'PRODUCT', title: '라켓 스트링 간격이 좁아도 끼울 수 있나요?', daysAgo: 2,
    content: '16x19 패턴 라켓을 쓰는데 잘 맞을까요?' },
  { who: 'reviewer', productNo: 100301, type: 'PRODUCT', title: '사진으로도 제작 가능한가요?', daysAgo: 20,
    content: '강아지 사진을 댐프너에 넣고 싶은데 사진 파일로도 만들 수 있나요?',
    answer: '네, 디자이너에서 사진을 올리시면 선 정리 후 제작해 드립니다. 단색 인쇄라 밝기 대비가 큰 사진이 잘 나옵니다.' },
  { who: 'second', productNo: 100121, type: 'EXCHANGE', title: '색상 교환 문의', secreted: true, daysAgo: 8,
    content: '네이비로 받았는데 블랙으로 교환하고 싶습니다. 택은 떼지 않았어요.' },
];

async function memberNos(db: Kysely<ShopDb>): Promise<Map<Who, number>> {
  const rows = await db.selectFrom('members').select(['member_no', 'member_id']).execute();
  const map = new Map<Who, number>();
  for (const who of Object.keys(seedMembers) as Who[]) {
    const row = rows.find((r) => r.member_id === seedMembers[who].memberId);
    if (row) map.set(who, row.member_no);
  }
  return map;
}

async function deliveredOrderOption(db: Kysely<ShopDb>, memberNo: number, productNo: number, taken: Set<number>) {
  const rows = await db.selectFrom('order_options').innerJoin('orders', 'orders.order_no', 'order_options.order_no')
    .select(['order_options.order_option_no', 'order_options.option_no'])
    .where('orders.member_no', '=', memberNo).where('order_options.product_no', '=', productNo)
    .where('order_options.order_status', 'in', [...REVIEWABLE_ORDER_STATUSES])
    .orderBy('order_options.order_option_no').execute();
  return rows.find((r) => !taken.has(r.order_option_no)) ?? null;
}

export async function seedReviewsAndInquiries(db: Kysely<ShopDb>, now: Date): Promise<void> {
  const members = await memberNos(db);
  const taken = new Set<number>();
  const at = (daysAgo: number, hour = 0) => new Date(now.getTime() - daysAgo * dayMs - hour * 3_600_000).toISOString();
  for (const [i, r] of seedReviews.entries()) {
    const memberNo = members.get(r.who);
    if (memberNo === undefined) continue;
    const ordered = r.fromOrder ? await deliveredOrderOption(db, memberNo, r.productNo, taken) : null;
    const options = await db.selectFrom('options').select('option_no').where('product_no', '=', r.productNo).orderBy('display_order').execute();
    const optionNo = ordered?.option_no ?? options[Math.min(r.option, options.length - 1)]?.option_no;
    if (optionNo === undefined) continue;
    if (ordered) taken.add(ordered.order_option_no);
    const recommenders = (r.recommendedBy ?? []).map((w) => members.get(w)).filter((n): n is number => n !== undefined && n !== memberNo);
    const row = await db.insertInto('reviews').values({
      product_no: r.productNo, option_no: optionNo, order_option_no: ordered?.order_option_no ?? null, member_no: memberNo,
      rate: r.rate, content: r.content, file_urls_json: JSON.stringify((r.photos ?? []).map(reviewImagePath)), extra_json: null,
      recommend_cnt: recommenders.length, best: r.best ? 1 : 0, deleted: 0, registered_at: at(r.daysAgo, i % 7), updated_at: at(r.daysAgo, i % 7),
    }).returning('review_no').executeTakeFirstOrThrow();
    if (recommenders.length > 0) {
      await db.insertInto('review_recommends').values(recommenders.map((m) => ({ review_no: row.review_no, member_no: m }))).execute();
    }
    await db.updateTable('products')
      .set((eb) => ({ review_cnt: eb('review_cnt', '+', 1), review_rate_sum: eb('review_rate_sum', '+', r.rate) }))
      .where('product_no', '=', r.productNo).execute();
  }
  for (const [i, q] of seedInquiries.entries()) {
    const memberNo = members.get(q.who);
    if (memberNo === undefined) continue;
    await db.insertInto('inquiries').values({
      product_no: q.productNo, member_no: memberNo, type: q.type, title: q.title, content: q.content, secreted: q.secreted ? 1 : 0,
      email: null, parent_inquiry_no: null, answer_title: q.answer ? '답변드립니다.' : null, answer_content: q.answer ?? null,
      answered_at: q.answer ? at(q.daysAgo - 1, i) : null, deleted: 0, registered_at: at(q.daysAgo, i), updated_at: at(q.daysAgo, i),
    }).execute();
  }
}
