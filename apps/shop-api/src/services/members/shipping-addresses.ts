// The member's address book (BOOK) and recently used addresses (RECENT, at most 10), with one
// default. The order service calls rememberRecentAddress after an order is placed.
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { ShippingAddressTable, ShopDb } from '../../db/schema.ts';
import { inTransaction } from '../shared/in-transaction.ts';
import { DomainError } from '../../domain/errors.ts';
import { toYmdt } from '../../domain/kst-time.ts';

export const MAX_RECENT_ADDRESSES = 10;
export type AddressRow = Selectable<ShippingAddressTable>;

export const addressErrors = {
  notFound: () => new DomainError('not-found', 'A0404', '배송지를 찾을 수 없습니다.'),
  badContact: () => new DomainError('invalid', 'A0101', '받는 분 연락처를 올바르게 입력해 주세요.'),
  badZip: () => new DomainError('invalid', 'A0102', '우편번호를 올바르게 입력해 주세요.'),
  blank: (field: string) => new DomainError('invalid', 'A0103', `${field}을(를) 입력해 주세요.`),
};

export interface AddressInput {
  addressName?: string | null;
  addressType?: 'BOOK' | 'RECENT' | null;
  defaultYn?: 'Y' | 'N' | null;
  receiverName?: string | null;
  receiverZipCd?: string | null;
  receiverAddress?: string | null;
  receiverJibunAddress?: string | null;
  receiverDetailAddress?: string | null;
  receiverContact1?: string | null;
  receiverContact2?: string | null;
}

function contact(v: string): string {
  const t = v.trim();
  if (!/^[\d-]{9,15}$/.test(t) || t.replace(/-/g, '').length < 9) throw addressErrors.badContact();
  return t;
}

function zip(v: string): string {
  const t = v.trim();
  if (!/^\d{5}$|^\d{3}-?\d{3}$/.test(t)) throw addressErrors.badZip();
  return t;
}

function required(v: string | null | undefined, field: string): string {
  if (v == null || v.trim() === '') throw addressErrors.blank(field);
  return v.trim();
}

export function addressView(a: AddressRow) {
  return {
    addressNo: a.address_no,
    memberNo: a.member_no,
    mallNo: 1,
    addressType: a.address_type,
    defaultYn: a.default_yn,
    addressName: a.address_name ?? '',
    receiverName: a.receiver_name,
    receiverZipCd: a.receiver_zip_cd,
    receiverAddress: a.receiver_address,
    receiverJibunAddress: a.receiver_jibun_address,
    receiverDetailAddress: a.receiver_detail_address,
    receiverContact1: a.receiver_contact1,
    receiverContact2: a.receiver_contact2,
    city: '',
    state: '',
    countryCd: 'KR',
    customsIdNumber: null,
    addressMemo: null,
    receiverMobileCountryCd: null,
    externalMemberNo: null,
    shippingEtcInfo: null,
    firstName: '',
    lastName: '',
    registerYmdt: toYmdt(a.created_at),
    lastUseYmdt: toYmdt(a.created_at),
  };
}

export async function findAddress(db: Kysely<ShopDb>, memberNo: number, addressNo: number): Promise<AddressRow> {
  const row = await db.selectFrom('shipping_addresses').selectAll().where('address_no', '=', addressNo).where('member_no', '=', memberNo).executeTakeFirst();
  // Someone else's address is answered exactly like a missing one.
  if (!row) throw addressErrors.notFound();
  return row;
}

async function makeDefault(db: Kysely<ShopDb>, memberNo: number, addressNo: number): Promise<void> {
  await db.updateTable('shipping_addresses').set({ default_yn: 'N' }).where('member_no', '=', memberNo).where('default_yn', '=', 'Y').execute();
  await db.updateTable('shipping_addresses').set({ default_yn: 'Y' }).where('address_no', '=', addressNo).where('member_no', '=', memberNo).execute();
}

/** Keeps the newest RECENT addresses (the default one is never dropped). */
async function trimRecent(db: Kysely<ShopDb>, memberNo: number): Promise<void> {
  const recent = await db
    .selectFrom('shipping_addresses')
    .select(['address_no', 'default_yn'])
    .where('member_no', '=', memberNo)
    .where('address_type', '=', 'RECENT')
    .orderBy('created_at', 'desc')
    .orderBy('address_no', 'desc')
    .execute();
  const drop = recent.slice(MAX_RECENT_ADDRESSES).filter((r) => r.default_yn !== 'Y').map((r) => r.address_no);
  if (drop.length > 0) await db.deleteFrom('shipping_addresses').where('address_no', 'in', drop).execute();
}

export async function addAddress(db: Kysely<ShopDb>, memberNo: number, input: AddressInput, now: Date): Promise<AddressRow> {
  return inTransaction(db, async (trx) => {
    const type = input.addressType ?? 'BOOK';
    const hasDefault = await trx.selectFrom('shipping_addresses').select('address_no').where('member_no', '=', memberNo).where('default_yn', '=', 'Y').executeTakeFirst();
    const row = await trx
      .insertInto('shipping_addresses')
      .values({
        member_no: memberNo,
        address_name: input.addressName?.trim() || null,
        address_type: type,
        default_yn: 'N',
        receiver_name: required(input.receiverName, '받는 분'),
        receiver_zip_cd: zip(required(input.receiverZipCd, '우편번호')),
        receiver_address: required(input.receiverAddress, '주소'),
        receiver_jibun_address: input.receiverJibunAddress?.trim() || null,
        receiver_detail_address: input.receiverDetailAddress?.trim() || null,
        receiver_contact1: contact(required(input.receiverContact1, '연락처')),
        receiver_contact2: input.receiverContact2?.trim() ? contact(input.receiverContact2) : null,
        created_at: now.toISOString(),
      })
      .returning('address_no')
      .executeTakeFirstOrThrow();
    // The first saved address becomes the default, as shoppers expect.
    if (input.defaultYn === 'Y' || (!hasDefault && type === 'BOOK')) await makeDefault(trx, memberNo, row.address_no);
    if (type === 'RECENT') await trimRecent(trx, memberNo);
    return findAddress(trx, memberNo, row.address_no);
  });
}

export async function updateAddress(db: Kysely<ShopDb>, memberNo: number, addressNo: number, input: AddressInput): Promise<AddressRow> {
  return inTransaction(db, async (trx) => {
    await findAddress(trx, memberNo, addressNo);
    const set: Updateable<ShippingAddressTable> = {};
    if (input.addressName != null) set.address_name = input.addressName.trim() || null;
    if (input.addressType != null) set.address_type = input.addressType;
    if (input.receiverName != null) set.receiver_name = required(input.receiverName, '받는 분');
    if (input.receiverZipCd != null) set.receiver_zip_cd = zip(input.receiverZipCd);
    if (input.receiverAddress != null) set.receiver_address = required(input.receiverAddress, '주소');
    if (input.receiverJibunAddress != null) set.receiver_jibun_address = input.receiverJibunAddress.trim() || null;
    if (input.receiverDetailAddress != null) set.receiver_detail_address = input.receiverDetailAddress.trim() || null;
    if (input.receiverContact1 != null) set.receiver_contact1 = contact(input.receiverContact1);
    if (input.receiverContact2 != null) set.receiver_contact2 = input.receiverContact2.trim() ? contact(input.receiverContact2) : null;
    if (Object.keys(set).length > 0) await trx.updateTable('shipping_addresses').set(set).where('address_no', '=', addressNo).execute();
    if (input.defaultYn === 'Y') await makeDefault(trx, memberNo, addressNo);
    if (input.defaultYn === 'N') await trx.updateTable('shipping_addresses').set({ default_yn: 'N' }).where('address_no', '=', addressNo).execute();
    return findAddress(trx, memberNo, addressNo);
  });
}

export async function setDefaultAddress(db: Kysely<ShopDb>, memberNo: number, addressNo: number): Promise<AddressRow> {
  return inTransaction(db, async (trx) => {
    await findAddress(trx, memberNo, addressNo);
    await makeDefault(trx, memberNo, addressNo);
    return findAddress(trx, memberNo, addressNo);
  });
}

export async function deleteAddress(db: Kysely<ShopDb>, memberNo: number, addressNo: number): Promise<void> {
  await findAddress(db, memberNo, addressNo);
  await db.deleteFrom('shipping_addresses').where('address_no', '=', addressNo).where('member_no', '=', memberNo).execute();
}

/** After an order: remember where it went (skipped when that exact address is already saved). */
export async function rememberRecentAddress(db: Kysely<ShopDb>, memberNo: number, input: AddressInput, now: Date): Promise<void> {
  const same = await db
    .selectFrom('shipping_addresses')
    .select('address_no')
    .where('member_no', '=', memberNo)
    .where('receiver_name', '=', input.receiverName?.trim() ?? '')
    .where('receiver_address', '=', input.receiverAddress?.trim() ?? '')
    .where('receiver_detail_address', input.receiverDetailAddress?.trim() ? '=' : 'is', input.receiverDetailAddress?.trim() || null)
    .where('receiver_contact1', '=', input.receiverContact1?.trim() ?? '')
    .executeTakeFirst();
  if (same) return;
  await addAddress(db, memberNo, { ...input, addressType: 'RECENT', defaultYn: 'N' }, now);
}

export async function listAddresses(db: Kysely<ShopDb>, memberNo: number) {
  const rows = await db
    .selectFrom('shipping_addresses')
    .selectAll()
    .where('member_no', '=', memberNo)
    .orderBy('created_at', 'desc')
    .orderBy('address_no', 'desc')
    .execute();
  const byDefaultFirst = (a: AddressRow, b: AddressRow) => (a.default_yn === b.default_yn ? 0 : a.default_yn === 'Y' ? -1 : 1);
  const def = rows.find((r) => r.default_yn === 'Y');
  return {
    defaultAddress: def ? addressView(def) : null,
    bookedAddresses: rows.filter((r) => r.address_type === 'BOOK').sort(byDefaultFirst).map(addressView),
    recentAddresses: rows.filter((r) => r.address_type === 'RECENT').slice(0, MAX_RECENT_ADDRESSES).map(addressView),
    recurringPaymentAddresses: [],
  };
}
