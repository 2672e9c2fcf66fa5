// Order sheets: the lines a shopper is about to buy, frozen when the sheet is made, plus the last
// coupons / points / address they calculated with. A member's sheet is theirs alone; a guest's
// sheet is reachable by anyone holding its number (the platform's rule for guest checkout).
import type { Kysely, Selectable } from 'kysely';
import type { OrderSheetTable, ShopDb } from '../../db/schema.ts';
import { chargeLines, noInputs, type AmountInputs, type CouponRequest, type SheetAmounts } from './order-sheet-amounts.ts';
import { isDocumentNo, uniqueDocumentNo } from './order-numbers.ts';
import type { LineRequest } from './pricing.ts';
import { errors } from '../../domain/error-catalogue.ts';
import { DomainError } from '../../domain/errors.ts';
import { parseJson } from '../../domain/json-columns.ts';

export type OrderSheetRow = Selectable<OrderSheetTable>;

/** A sheet stays usable for a day; shoppers who come back later start from the cart again. */
export const ORDER_SHEET_TTL_MS = 24 * 3600_000;
export const MAX_SHEET_LINES = 100;

export const sheetErrors = {
  notFound: () => new DomainError('not-found', 'O2001', '주문서를 찾을 수 없습니다.'),
  expired: () => new DomainError('invalid', 'O2002', '주문서 유효 시간이 지났습니다. 장바구니에서 다시 주문해 주세요.'),
  notOwner: () => new DomainError('forbidden', 'O2003', '본인의 주문서만 볼 수 있습니다.'),
  ordered: () => new DomainError('invalid', 'O2004', '이미 결제가 끝난 주문서입니다.'),
  empty: () => new DomainError('invalid', 'O2005', '주문할 상품이 없습니다.'),
};

export interface AddressRequest {
  receiverZipCd: string | null;
  receiverAddress: string | null;
  receiverJibunAddress: string | null;
  receiverDetailAddress: string | null;
  receiverName: string | null;
  receiverContact1: string | null;
}

interface StoredCalculation {
  accumulationUseAmt: number;
  coupons: CouponRequest;
  address: AddressRequest | null;
}

export function sheetLines(sheet: OrderSheetRow): LineRequest[] {
  return parseJson<LineRequest[]>(sheet.products_json, []);
}

export function sheetCartNos(sheet: OrderSheetRow): number[] {
  return parseJson<number[]>(sheet.cart_nos_json, []);
}

/** Coupons, points and address of the last calculation (or the coupons the sheet was made with). */
export function storedInputs(sheet: OrderSheetRow): AmountInputs & { address: AddressRequest | null } {
  const calc = parseJson<StoredCalculation | null>(sheet.calculation_json, null);
  if (calc) return { accumulationUseAmt: calc.accumulationUseAmt, coupons: calc.coupons, receiverZipCd: calc.address?.receiverZipCd ?? null, address: calc.address };
  const productCoupons = parseJson<CouponRequest['productCoupons']>(sheet.product_coupons_json, []);
  return { ...noInputs, coupons: { productCoupons, cartCouponIssueNo: null }, address: null };
}

export interface SheetContext {
  now: Date;
  baseUrl: string;
}

export async function createOrderSheet(
  db: Kysely<ShopDb>,
  input: { memberNo: number | null; lines: LineRequest[]; cartNos: number[]; productCoupons: CouponRequest['productCoupons']; ctx: SheetContext },
): Promise<string> {
  if (input.lines.length === 0) throw sheetErrors.empty();
  // Every line must be buyable and coupons named up front already usable; chargeLines throws the reason if not.
  await chargeLines(db, input.lines, { ...noInputs, coupons: { productCoupons: input.productCoupons, cartCouponIssueNo: null } }, {
    memberNo: input.memberNo, now: input.ctx.now, baseUrl: input.ctx.baseUrl, invalidLines: 'refuse',
  });
  const no = await uniqueDocumentNo(input.ctx.now, async (candidate) =>
    (await db.selectFrom('order_sheets').select('order_sheet_no').where('order_sheet_no', '=', candidate).executeTakeFirst()) !== undefined,
  );
  await db
    .insertInto('order_sheets')
    .values({
      order_sheet_no: no,
      member_no: input.memberNo,
      products_json: JSON.stringify(input.lines),
      cart_nos_json: JSON.stringify(input.cartNos),
      product_coupons_json: JSON.stringify(input.productCoupons),
      calculation_json: null,
      status: 'OPEN',
      created_at: input.ctx.now.toISOString(),
      expires_at: new Date(input.ctx.now.getTime() + ORDER_SHEET_TTL_MS).toISOString(),
    })
    .execute();
  return no;
}

/**
 * The sheet if this viewer may use it: 404 for an unknown number, 401/403 for someone else's
 * member sheet, 400 once it has expired or been paid.
 */
export async function loadSheetFor(db: Kysely<ShopDb>, orderSheetNo: string, memberNo: number | null, now: Date): Promise<OrderSheetRow> {
  if (!isDocumentNo(orderSheetNo)) throw sheetErrors.notFound();
  const sheet = await db.selectFrom('order_sheets').selectAll().where('order_sheet_no', '=', orderSheetNo).executeTakeFirst();
  if (!sheet) throw sheetErrors.notFound();
  if (sheet.member_no !== null) {
    if (memberNo === null) throw errors.unauthorized('회원 주문서입니다. 로그인해 주세요.');
    if (memberNo !== sheet.member_no) throw sheetErrors.notOwner();
  }
  if (sheet.status === 'ORDERED') throw sheetErrors.ordered();
  if (new Date(sheet.expires_at).getTime() <= now.getTime()) throw sheetErrors.expired();
  return sheet;
}

/** Amounts with the given inputs (throws the reason a coupon or the points cannot be used). */
export async function computeSheet(db: Kysely<ShopDb>, sheet: OrderSheetRow, inputs: AmountInputs, ctx: SheetContext): Promise<SheetAmounts> {
  return chargeLines(db, sheetLines(sheet), inputs, { memberNo: sheet.member_no, now: ctx.now, baseUrl: ctx.baseUrl, invalidLines: 'keep' });
}

/**
 * Amounts with the stored inputs; when those no longer apply (a coupon spent elsewhere, points
 * gone) the sheet is shown without them rather than failing to open.
 */
export async function computeStoredSheet(db: Kysely<ShopDb>, sheet: OrderSheetRow, ctx: SheetContext): Promise<{ amounts: SheetAmounts; address: AddressRequest | null }> {
  const { address, ...inputs } = storedInputs(sheet);
  const fallback = { ...noInputs, receiverZipCd: inputs.receiverZipCd };
  const amounts = await chargeLines(db, sheetLines(sheet), inputs, { memberNo: sheet.member_no, now: ctx.now, baseUrl: ctx.baseUrl, invalidLines: 'keep', fallback });
  return { amounts, address };
}

export async function saveCalculation(db: Kysely<ShopDb>, sheet: OrderSheetRow, inputs: AmountInputs, address: AddressRequest | null): Promise<void> {
  const calc: StoredCalculation = { accumulationUseAmt: inputs.accumulationUseAmt, coupons: inputs.coupons, address };
  await db.updateTable('order_sheets').set({ calculation_json: JSON.stringify(calc) }).where('order_sheet_no', '=', sheet.order_sheet_no).execute();
}
