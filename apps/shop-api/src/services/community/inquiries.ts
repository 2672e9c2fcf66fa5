// Product inquiries (상품 문의). A secret inquiry shows its title, content and answer only to its
// author and to administrators; everyone else sees a placeholder and whether it was answered.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { maskMemberId, maskName } from '../members/masking.ts';
import { isAdmin } from '../members/member-groups.ts';
import type { MallSettings } from '../shared/mall.ts';
import type { MemberRow } from '../../domain/member.ts';
import { errors } from '../../domain/error-catalogue.ts';
import { toYmdt } from '../../domain/kst-time.ts';

export const inquiryTypes = ['PRODUCT', 'DELIVERY', 'CANCEL', 'RETURN', 'EXCHANGE', 'REFUND', 'OTHER'] as const;
export type InquiryType = (typeof inquiryTypes)[number];

export const SECRET_PLACEHOLDER = '비밀글입니다.';

export interface InquiryFilter {
  productNo: number | null;
  memberNo: number | null;
  answered: boolean | null;
  pageNumber: number;
  pageSize: number;
  /** Registered within [from, to) (ISO times), when given. */
  registeredFrom?: string | null;
  registeredTo?: string | null;
}

export interface InquiryInput {
  type: InquiryType;
  title: string;
  content: string;
  secreted: boolean;
}

function filtered(db: Kysely<ShopDb>, f: InquiryFilter) {
  let q = db.selectFrom('inquiries').where('inquiries.deleted', '=', 0);
  if (f.productNo !== null) q = q.where('inquiries.product_no', '=', f.productNo);
  if (f.memberNo !== null) q = q.where('inquiries.member_no', '=', f.memberNo);
  if (f.answered !== null) q = q.where('inquiries.answered_at', f.answered ? 'is not' : 'is', null);
  if (f.registeredFrom) q = q.where('inquiries.registered_at', '>=', f.registeredFrom);
  if (f.registeredTo) q = q.where('inquiries.registered_at', '<', f.registeredTo);
  return q;
}

export async function listInquiries(db: Kysely<ShopDb>, mall: MallSettings, f: InquiryFilter, viewer: MemberRow | null) {
  const [rows, total] = await Promise.all([
    filtered(db, f)
      .innerJoin('members', 'members.member_no', 'inquiries.member_no')
      .innerJoin('products', 'products.product_no', 'inquiries.product_no')
      .selectAll('inquiries')
      .leftJoin('brands', 'brands.brand_no', 'products.brand_no')
      .select(['members.member_id', 'members.member_name', 'members.nickname', 'products.product_name', 'products.list_image_urls_json', 'brands.name as brand_name', 'brands.name_en as brand_name_en'])
      .orderBy('inquiries.registered_at', 'desc').orderBy('inquiries.inquiry_no', 'desc')
      .limit(f.pageSize).offset((f.pageNumber - 1) * f.pageSize)
      .execute(),
    filtered(db, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  const admin = isAdmin(mall, viewer);
  const items = rows.map((r) => {
    const mine = viewer !== null && viewer.member_no === r.member_no;
    const visible = r.secreted === 0 || mine || admin;
    const replied = r.answered_at !== null;
    return {
      inquiryNo: r.inquiry_no,
      productNo: r.product_no,
      productName: r.product_name,
      type: r.type,
      title: visible ? r.title : SECRET_PLACEHOLDER,
      content: visible ? r.content : '',
      secreted: r.secreted === 1,
      replied,
      answers: visible && replied ? [{
        inquiryNo: r.inquiry_no,
        title: r.answer_title ?? '',
        content: r.answer_content ?? '',
        administrator: true,
        adminType: 'SERVICE',
        memberId: null,
        nickName: '코트사이드',
        partnerName: '코트사이드',
        secreted: r.secreted === 1,
        registerYmdt: toYmdt(r.answered_at),
        updateYmdt: toYmdt(r.answered_at),
      }] : [],
      productNameEn: '',
      productManagementCd: `CS${r.product_no}`,
      brandName: r.brand_name ?? '',
      brandNameEn: r.brand_name_en ?? '',
      imageUrl: null,
      orderNo: null,
      gradeLabel: null,
      providerType: null,
      tagValueNos: [],
      cancelReportable: 'N',
      memberId: maskMemberId(r.member_id),
      nickName: r.nickname ?? maskMemberId(r.member_id),
      registerName: maskName(r.member_name),
      registerNo: r.member_no,
      registerYmdt: toYmdt(r.registered_at),
      updateYmdt: toYmdt(r.updated_at),
      myInquiry: mine,
      modifiable: mine && !replied,
      administrator: false,
      blocked: false,
      expelled: false,
      parentInquiryNo: r.parent_inquiry_no,
      displayStatusType: 'DISPLAY',
    };
  });
  return { totalCount: Number(total?.n ?? 0), items };
}

export async function createInquiry(
  db: Kysely<ShopDb>,
  memberNo: number,
  productNo: number,
  input: InquiryInput & { email: string | null; parentInquiryNo: number | null },
  now: Date,
): Promise<number> {
  if (input.parentInquiryNo !== null) {
    const parent = await db.selectFrom('inquiries').select('inquiry_no')
      .where('inquiry_no', '=', input.parentInquiryNo).where('product_no', '=', productNo).where('deleted', '=', 0).executeTakeFirst();
    if (!parent) throw errors.inquiryNotFound();
  }
  const at = now.toISOString();
  const row = await db.insertInto('inquiries').values({
    product_no: productNo,
    member_no: memberNo,
    type: input.type,
    title: input.title,
    content: input.content,
    secreted: input.secreted ? 1 : 0,
    email: input.email,
    parent_inquiry_no: input.parentInquiryNo,
    answer_title: null,
    answer_content: null,
    answered_at: null,
    deleted: 0,
    registered_at: at,
    updated_at: at,
  }).returning('inquiry_no').executeTakeFirstOrThrow();
  return row.inquiry_no;
}

async function liveInquiry(db: Kysely<ShopDb>, inquiryNo: number) {
  const row = await db.selectFrom('inquiries').select(['inquiry_no', 'member_no', 'answered_at'])
    .where('inquiry_no', '=', inquiryNo).where('deleted', '=', 0).executeTakeFirst();
  if (!row) throw errors.inquiryNotFound();
  return row;
}

export async function updateInquiry(db: Kysely<ShopDb>, memberNo: number, inquiryNo: number, input: InquiryInput, now: Date): Promise<void> {
  const row = await liveInquiry(db, inquiryNo);
  if (row.member_no !== memberNo) throw errors.inquiryNotMine();
  if (row.answered_at !== null) throw errors.inquiryAnswered();
  await db.updateTable('inquiries').set({
    type: input.type, title: input.title, content: input.content, secreted: input.secreted ? 1 : 0, updated_at: now.toISOString(),
  }).where('inquiry_no', '=', inquiryNo).execute();
}

export async function deleteInquiry(db: Kysely<ShopDb>, mall: MallSettings, member: MemberRow, inquiryNo: number, now: Date): Promise<void> {
  const row = await liveInquiry(db, inquiryNo);
  if (row.member_no !== member.member_no && !isAdmin(mall, member)) throw errors.inquiryNotMine();
  await db.updateTable('inquiries').set({ deleted: 1, updated_at: now.toISOString() }).where('inquiry_no', '=', inquiryNo).execute();
}

/** An administrator answers (or re-answers) an inquiry. */
export async function answerInquiry(db: Kysely<ShopDb>, mall: MallSettings, admin: MemberRow, inquiryNo: number, answer: { title: string; content: string }, now: Date): Promise<void> {
  if (!isAdmin(mall, admin)) throw errors.inquiryAdminOnly();
  await liveInquiry(db, inquiryNo);
  await db.updateTable('inquiries').set({ answer_title: answer.title, answer_content: answer.content, answered_at: now.toISOString() })
    .where('inquiry_no', '=', inquiryNo).execute();
}
