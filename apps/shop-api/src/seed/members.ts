// Seed members (fixtures.ts) with salted scrypt passwords, profiles a Korean shop would hold, a Kakao
// identity linked to tennis_lee for the sandbox login, saved addresses, and points with some history.
import type { Kysely } from 'kysely';
import { syncIdSequence } from '@courtside/db';
import type { ShopDb } from '../db/schema.ts';
import { giveAccumulation } from '../services/members/accumulations.ts';
import { hashPassword } from '../services/members/password.ts';
import { SIGNUP_POINTS } from '../services/members/signup-benefits.ts';
import { seedMembers } from './fixtures.ts';

const dayMs = 24 * 3600_000;

/** The sandbox Kakao identity (sandbox/oauth-pages.ts) that logs in as tennis_lee. */
export const TENNIS_LEE_KAKAO_ID = 'K1000001';

const profiles: Record<keyof typeof seedMembers, { birthday: string; sex: 'F' | 'M'; zip: string; address: string; jibun: string; detail: string; joinedDaysAgo: number; sms: boolean }> = {
  admin: { birthday: '19850312', sex: 'M', zip: '06236', address: '서울특별시 강남구 테헤란로 152', jibun: '서울특별시 강남구 역삼동 737', detail: '코트사이드 본사 12층', joinedDaysAgo: 400, sms: false },
  shopper: { birthday: '19920518', sex: 'F', zip: '04524', address: '서울특별시 중구 세종대로 110', jibun: '서울특별시 중구 태평로1가 31', detail: '101동 1203호', joinedDaysAgo: 120, sms: true },
  second: { birthday: '19880903', sex: 'M', zip: '48058', address: '부산광역시 해운대구 센텀중앙로 79', jibun: '부산광역시 해운대구 우동 1497', detail: '센텀타워 805호', joinedDaysAgo: 60, sms: false },
  reviewer: { birthday: '19990127', sex: 'F', zip: '34126', address: '대전광역시 유성구 대학로 99', jibun: '대전광역시 유성구 궁동 220', detail: '기숙사 B동 302호', joinedDaysAgo: 30, sms: true },
};

export async function seedMemberAccounts(db: Kysely<ShopDb>, now: Date): Promise<void> {
  if (await db.selectFrom('members').select('member_no').limit(1).executeTakeFirst()) return;
  for (const [key, m] of Object.entries(seedMembers) as Array<[keyof typeof seedMembers, (typeof seedMembers)[keyof typeof seedMembers]]>) {
    const p = profiles[key];
    const joined = new Date(now.getTime() - p.joinedDaysAgo * dayMs).toISOString();
    // Changed recently, so logging in as a seed member does not start with a change-password prompt.
    const passwordChanged = new Date(now.getTime() - Math.min(p.joinedDaysAgo, 20) * dayMs).toISOString();
    await db
      .insertInto('members')
      .values({
        member_no: m.memberNo, member_id: m.memberId, password_hash: await hashPassword(m.password), member_name: m.memberName, nickname: null,
        email: m.email, mobile_no: m.mobileNo, birthday: p.birthday, sex: p.sex, zip_cd: p.zip, address: p.address, detail_address: p.detail,
        jibun_address: p.jibun, member_status: 'ACTIVE', member_type: 'MALL', group_names_json: JSON.stringify(m.groups),
        grade_name: m.groups.length > 0 ? '관리자' : '일반', sms_agreed: p.sms ? 1 : 0, direct_mail_agreed: 0,
        join_terms_json: JSON.stringify(['USE', 'PI_COLLECTION_AND_USE_REQUIRED']), password_changed_at: passwordChanged, created_at: joined, withdrawn_at: null,
      })
      .execute();
    await giveAccumulation(db, { memberNo: m.memberNo, amt: SIGNUP_POINTS, reason: 'ADD_SIGNUP', now: new Date(joined) });
  }
  await syncIdSequence(db as Kysely<unknown>, 'members', 'member_no');

  const lee = seedMembers.shopper.memberNo;
  await db.insertInto('social_links').values({ member_no: lee, provider: 'ncp_kakao', sns_id: TENNIS_LEE_KAKAO_ID, created_at: new Date(now.getTime() - 90 * dayMs).toISOString() }).execute();

  const ago = (days: number) => new Date(now.getTime() - days * dayMs);
  await giveAccumulation(db, { memberNo: lee, amt: 500, reason: 'ADD_POSTING', reasonDisplay: '포토 후기 작성 적립', now: ago(40) });
  await giveAccumulation(db, { memberNo: lee, amt: 3000, reason: 'ADD_EVENT', reasonDisplay: '봄맞이 테니스 이벤트 적립', now: ago(12) });
  await giveAccumulation(db, { memberNo: lee, amt: 1000, reason: 'ADD_MANUAL', reasonDisplay: '고객 감사 적립금', now: ago(3) });
  await giveAccumulation(db, { memberNo: seedMembers.reviewer.memberNo, amt: 500, reason: 'ADD_POSTING', reasonDisplay: '상품 후기 작성 적립', now: ago(7) });

  const shopper = profiles.shopper;
  await db
    .insertInto('shipping_addresses')
    .values([
      {
        member_no: lee, address_name: '집', address_type: 'BOOK', default_yn: 'Y', receiver_name: seedMembers.shopper.memberName, receiver_zip_cd: shopper.zip,
        receiver_address: shopper.address, receiver_jibun_address: shopper.jibun, receiver_detail_address: shopper.detail,
        receiver_contact1: '010-2345-6789', receiver_contact2: null, created_at: ago(100).toISOString(),
      },
      {
        member_no: lee, address_name: '테니스 클럽', address_type: 'BOOK', default_yn: 'N', receiver_name: seedMembers.shopper.memberName, receiver_zip_cd: '05540',
        receiver_address: '서울특별시 송파구 올림픽로 424', receiver_jibun_address: '서울특별시 송파구 방이동 88', receiver_detail_address: '올림픽공원 테니스장 관리동',
        receiver_contact1: '010-2345-6789', receiver_contact2: '02-410-1114', created_at: ago(50).toISOString(),
      },
    ])
    .execute();
}
