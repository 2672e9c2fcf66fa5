// Fixed identities and numbers of the seed data, shared by seeders and tests, and the shop settings
// (MallSettings) that go with them.
import { ADMIN_GROUP_NAME, BOARD_IDS, CATEGORY_IDS } from '@courtside/core/constants';
import type { MallSettings } from '../services/shared/mall.ts';

export { ADMIN_GROUP_NAME };

export interface SeedMember {
  memberNo: number;
  memberId: string;
  password: string;
  memberName: string;
  email: string;
  mobileNo: string;
  groups: string[];
}

/** Test members (passwords meet the basic rule: 8–16 with a letter and a digit). */
export const seedMembers = {
  admin: { memberNo: 1, memberId: 'courtside_admin', password: 'admin1234!', memberName: '김관리', email: 'admin@courtside.kr', mobileNo: '01011112222', groups: [ADMIN_GROUP_NAME] },
  shopper: { memberNo: 2, memberId: 'tennis_lee', password: 'tennis1234', memberName: '이정현', email: 'lee@example.kr', mobileNo: '01023456789', groups: [] },
  second: { memberNo: 3, memberId: 'ace_park', password: 'ace12345', memberName: '박서브', email: 'park@example.kr', mobileNo: '01034567890', groups: [] },
  reviewer: { memberNo: 4, memberId: 'volley_choi', password: 'volley1234', memberName: '최발리', email: 'choi@example.kr', mobileNo: '01045678901', groups: [] },
} satisfies Record<string, SeedMember>;

/** Category numbers (seed §9 and the catalogue issue): core's, never a copy. */
export const categoryNos = CATEGORY_IDS;

/** Board numbers (seed §9, core's) plus the benefit and 1:1 inquiry boards. */
export const boardNos = {
  ...BOARD_IDS,
  benefit: 272950,
  inquiry: 272975,
} as const;

/** The custom dampener (seed §3 "special product"): one product, one option, a design-reference input. */
export const CUSTOM_DAMPENER_PRODUCT_NO = 100301;
export const CUSTOM_DAMPENER_OPTION_NO = 10030101;
export const CUSTOM_DAMPENER_INPUT_LABEL = '디자인 참조번호';

/** The seeded shop's settings: its administrators' group and the policy of each seeded board. */
export const seedMall: MallSettings = {
  adminGroupName: ADMIN_GROUP_NAME,
  noInterestInstallments: [
    { cardName: '신한카드', months: [2, 3, 4, 5], minAmount: 50_000 },
    { cardName: 'KB국민카드', months: [2, 3], minAmount: 50_000 },
    { cardName: '삼성카드', months: [2, 3, 4, 5, 6], minAmount: 50_000 },
    { cardName: '현대카드', months: [2, 3], minAmount: 50_000 },
  ],
  boardPolicies: {
    [boardNos.notice]: { write: 'ADMIN', secret: 'NEVER' },
    [boardNos.faq]: { write: 'ADMIN', secret: 'NEVER' },
    [boardNos.benefit]: { write: 'ADMIN', secret: 'NEVER' },
    // Bug reports come from the storefront's report dialog, often before anyone has signed in.
    [boardNos.bugReports]: { write: 'ANYONE', secret: 'OPTIONAL' },
    [boardNos.inquiry]: { write: 'MEMBER', secret: 'ALWAYS' },
  },
};
