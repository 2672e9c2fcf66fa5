// Request bodies of the profile routes (member-shop-public.yml). Field formats are checked by the
// member rules after parsing, so each mistake gets its own code and message.
import { z } from 'zod';

const text = (max: number) => z.string().max(max).nullish();

/** Profile fields shared by joining, editing and completing an open-id join. */
export const profileFields = {
  memberName: text(30),
  firstName: text(30),
  lastName: text(30),
  nickname: text(30),
  email: text(100),
  mobileNo: text(20),
  mobileCountryCode: text(5),
  telephoneNo: text(20),
  birthday: text(10),
  sex: z.enum(['F', 'M', 'X']).nullish(),
  countryCd: text(5),
  zipCd: text(10),
  address: text(200),
  detailAddress: text(200),
  jibunAddress: text(200),
  jibunDetailAddress: text(200),
  city: text(50),
  state: text(50),
  smsAgreed: z.boolean().nullish(),
  directMailAgreed: z.boolean().nullish(),
  pushNotificationAgreed: z.boolean().nullish(),
  joinTermsAgreements: z.array(z.string().max(60)).max(30).nullish(),
  customTermsNos: z.array(z.number().int()).max(30).nullish(),
  certificated: z.boolean().nullish(),
  additionalInfo: text(2000),
};

export const joinSchema = z.object({
  ...profileFields,
  memberId: z.string().max(50),
  password: z.string().max(100),
  ci: text(200),
  recommenderId: text(50),
  groupNo: text(20),
  companyNo: z.number().int().nullish(),
  openIdAccessToken: text(500),
});

export const updateSchema = z.object({
  ...profileFields,
  password: text(100),
  currentPassword: text(100),
  /** Only for a social-only member registering an id (with `password`) so they can log in without Kakao/Naver. */
  memberId: text(50),
  smsAuthKey: text(20),
  refundBank: text(20),
  refundBankAccount: text(30),
  refundBankDepositorName: text(30),
});

export const changePasswordSchema = z.object({
  currentPassword: text(100),
  newPassword: text(100),
  willChangeNextTime: z.boolean().nullish(),
});

export const checkPasswordSchema = z.object({ password: z.string().max(100) });

export const withdrawQuery = z.object({ reason: z.string().max(500).optional() });
export const memberIdQuery = z.object({ memberId: z.string().trim().min(1).max(50) });
export const emailQuery = z.object({ email: z.string().trim().min(1).max(100), memberTypes: z.string().max(100).optional() });
export const mobileQuery = z.object({ mobileNo: z.string().trim().min(1).max(20) });
