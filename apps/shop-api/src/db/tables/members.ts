// Members: accounts, tokens, social links, verification codes, the sandbox outbox, addresses, points.
// Kysely types; the face that joins every area (`ShopDb`) is `db/schema.ts`: import from there.
import type { Generated } from 'kysely';

export interface MemberTable {
  member_no: Generated<number>;
  member_id: string;
  password_hash: string | null;
  member_name: string;
  nickname: string | null;
  email: string | null;
  mobile_no: string | null;
  birthday: string | null;
  sex: string | null;
  zip_cd: string | null;
  address: string | null;
  detail_address: string | null;
  jibun_address: string | null;
  member_status: string; // WAITING|ACTIVE|WITHDRAWN|DORMANT|PAUSED
  member_type: string; // MALL|OPEN_ID
  group_names_json: string; // string[]
  grade_name: string;
  sms_agreed: number;
  direct_mail_agreed: number;
  join_terms_json: string;
  password_changed_at: string | null;
  created_at: string;
  withdrawn_at: string | null;
}

export interface AccessTokenTable {
  token: string;
  member_no: number;
  issued_at: string;
  expires_at: string;
  revoked: number;
}

export interface SocialLinkTable {
  id: Generated<number>;
  member_no: number;
  provider: string; // ncp_kakao|ncp_naver
  sns_id: string;
  created_at: string;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  purpose: string; // FIND_ID|FIND_PASSWORD|...
  channel: string; // EMAIL|SMS
  target: string;
  code: string;
  member_no: number | null;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Messages the platform would send by SMS or e-mail; tests and the sandbox read them here. */
export interface OutboxMessageTable {
  id: Generated<number>;
  channel: string;
  target: string;
  subject: string;
  body: string;
  code: string | null;
  created_at: string;
}

export interface ShippingAddressTable {
  address_no: Generated<number>;
  member_no: number;
  address_name: string | null;
  address_type: string; // BOOK|RECENT
  default_yn: string; // Y|N
  receiver_name: string;
  receiver_zip_cd: string;
  receiver_address: string;
  receiver_jibun_address: string | null;
  receiver_detail_address: string | null;
  receiver_contact1: string;
  receiver_contact2: string | null;
  created_at: string;
}

export interface AccumulationTable {
  accumulation_no: Generated<number>;
  member_no: number;
  amt: number;
  rest_amt: number;
  status: string; // GIVE|SUBTRACTION|GIVE_BY_CANCELED|SUBTRACTION_BY_CANCELED
  reason: string;
  reason_display: string;
  order_no: string | null;
  registered_at: string;
  expire_ymdt: string | null;
}
