// The member cart: lines (product, option, count, option inputs), adding with merge (the same option
// with the same inputs raises the count), changing and removing. Lines that can no longer be bought
// stay in the cart; only the lines a request touches must be buyable.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { loadAndPriceLines, sameOptionInputs, type LineRequest, type OptionInputValue, type PricedLine, type PricingContext } from './pricing.ts';
import { DomainError } from '../../domain/errors.ts';
import { parseJson } from '../../domain/json-columns.ts';

export const MAX_CART_LINES = 100;

export const cartErrors = {
  notFound: () => new DomainError('not-found', 'O1010', '장바구니 상품을 찾을 수 없습니다.'),
  full: () => new DomainError('invalid', 'O1011', `장바구니에는 최대 ${MAX_CART_LINES}개의 상품을 담을 수 있습니다.`),
};

/** The member's cart lines (those named, when cartNos is given; other members' lines never). */
export async function memberLines(db: Kysely<ShopDb>, memberNo: number, cartNos?: number[]): Promise<LineRequest[]> {
  let q = db.selectFrom('cart_items').selectAll().where('member_no', '=', memberNo);
  if (cartNos) q = q.where('cart_no', 'in', cartNos.length > 0 ? cartNos : [0]);
  const rows = await q.orderBy('cart_no').execute();
  return rows.map((r) => ({
    cartNo: r.cart_no,
    productNo: r.product_no,
    optionNo: r.option_no,
    orderCnt: r.order_cnt,
    optionInputs: parseJson<OptionInputValue[]>(r.option_inputs_json, []),
  }));
}

export async function cartCount(db: Kysely<ShopDb>, memberNo: number): Promise<number> {
  const row = await db.selectFrom('cart_items').select((eb) => eb.fn.countAll().as('n')).where('member_no', '=', memberNo).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The member's cart (or the lines named) priced. */
export async function pricedCart(db: Kysely<ShopDb>, memberNo: number, ctx: PricingContext & { baseUrl: string }, cartNos?: number[]): Promise<PricedLine[]> {
  return loadAndPriceLines(db, await memberLines(db, memberNo, cartNos), ctx);
}

/** A line a shopper is putting in the cart must exist and be on sale; return its first problem. */
function refuseUnbuyable(lines: PricedLine[], allowed: ReadonlyArray<string> = []): void {
  for (const line of lines) {
    if (line.error && !allowed.includes(line.error.kind)) throw new DomainError('invalid', line.error.code, line.error.message);
  }
}

export interface CartAddition {
  productNo: number;
  optionNo: number;
  orderCnt: number;
  optionInputs: OptionInputValue[];
  channelType?: string | null;
}

export async function addToCart(db: Kysely<ShopDb>, memberNo: number, items: readonly CartAddition[], ctx: PricingContext & { baseUrl: string }): Promise<void> {
  const now = ctx.now.toISOString();
  await db.transaction().execute(async (trx) => {
    const existing = await memberLines(trx, memberNo);
    const merged = existing.map((l) => ({ ...l }));
    const added: LineRequest[] = [];
    for (const item of items) {
      const same = merged.find((l) => l.optionNo === item.optionNo && l.productNo === item.productNo && sameOptionInputs(l.optionInputs, item.optionInputs));
      if (same) same.orderCnt += item.orderCnt;
      else {
        const line: LineRequest = { cartNo: null, productNo: item.productNo, optionNo: item.optionNo, orderCnt: item.orderCnt, optionInputs: item.optionInputs };
        merged.push(line);
        added.push(line);
      }
    }
    if (merged.length > MAX_CART_LINES) throw cartErrors.full();
    const priced = await loadAndPriceLines(trx, merged, ctx);
    // Only the lines touched now must be buyable; older lines that went bad stay as they are.
    const touched = priced.filter((p) => items.some((i) => i.optionNo === p.request.optionNo && i.productNo === p.request.productNo));
    refuseUnbuyable(touched, ['UNDER_MIN_BUY', 'OVER_MAX_BUY', 'INPUT_REQUIRED']);
    for (const line of merged) {
      if (line.orderCnt > 999) throw new DomainError('invalid', 'O1012', '한 상품은 999개까지 담을 수 있습니다.');
      if (line.cartNo !== null) {
        const before = existing.find((e) => e.cartNo === line.cartNo);
        if (before && before.orderCnt !== line.orderCnt) {
          await trx.updateTable('cart_items').set({ order_cnt: line.orderCnt }).where('cart_no', '=', line.cartNo).execute();
        }
      }
    }
    for (const line of added) {
      const channelType = items.find((i) => i.optionNo === line.optionNo)?.channelType ?? null;
      await trx
        .insertInto('cart_items')
        .values({
          member_no: memberNo,
          product_no: line.productNo,
          option_no: line.optionNo,
          order_cnt: line.orderCnt,
          option_inputs_json: JSON.stringify(line.optionInputs),
          channel_type: channelType,
          created_at: now,
        })
        .execute();
    }
  });
}

export interface CartChange {
  cartNo: number;
  orderCnt: number;
  optionInputs: OptionInputValue[];
}

/** New counts and inputs for lines of the member's cart (404 for a line that is not theirs; 400 over stock). */
export async function changeCart(db: Kysely<ShopDb>, memberNo: number, updates: readonly CartChange[], ctx: PricingContext & { baseUrl: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lines = await memberLines(trx, memberNo);
    for (const u of updates) {
      const line = lines.find((l) => l.cartNo === u.cartNo);
      if (!line) throw cartErrors.notFound();
      line.orderCnt = u.orderCnt;
      line.optionInputs = u.optionInputs;
    }
    const priced = await loadAndPriceLines(trx, lines, ctx);
    const changed = priced.filter((p) => updates.some((u) => u.cartNo === p.request.cartNo));
    refuseUnbuyable(changed.filter((p) => p.error?.kind === 'OVER_STOCK'));
    for (const u of updates) {
      await trx
        .updateTable('cart_items')
        .set({ order_cnt: u.orderCnt, option_inputs_json: JSON.stringify(u.optionInputs) })
        .where('cart_no', '=', u.cartNo)
        .where('member_no', '=', memberNo)
        .execute();
    }
  });
}

export async function removeFromCart(db: Kysely<ShopDb>, memberNo: number, cartNos: readonly number[]): Promise<void> {
  await db.deleteFrom('cart_items').where('member_no', '=', memberNo).where('cart_no', 'in', [...cartNos]).execute();
}

/**
 * The lines of a new order sheet: the products named (each tied to the cart line it came from, so
 * paying removes it from the cart), or else the cart lines named. Only members order by cart number.
 */
export async function sheetLinesFromCart(
  db: Kysely<ShopDb>,
  memberNo: number | null,
  products: ReadonlyArray<Omit<LineRequest, 'cartNo'>>,
  cartNos: number[],
): Promise<LineRequest[]> {
  if (cartNos.length > 0 && memberNo === null) throw new DomainError('invalid', 'O2006', '비회원은 장바구니 번호로 주문서를 만들 수 없습니다.');
  const cartLines = memberNo !== null && cartNos.length > 0 ? await memberLines(db, memberNo, cartNos) : [];
  if (cartLines.length !== cartNos.length) throw cartErrors.notFound();
  if (products.length === 0) return cartLines;
  return products.map((p) => {
    const fromCart = cartLines.find((l) => l.productNo === p.productNo && l.optionNo === p.optionNo && sameOptionInputs(l.optionInputs, p.optionInputs));
    return { cartNo: fromCart?.cartNo ?? null, productNo: p.productNo, optionNo: p.optionNo, orderCnt: p.orderCnt, optionInputs: p.optionInputs };
  });
}
