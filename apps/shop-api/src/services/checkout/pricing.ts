// Line pricing and purchasability, shared by the member cart, the guest cart and order sheets, so
// the amount a shopper sees in the cart is the amount the order sheet charges.
// Amounts on a line are totals for its quantity: standardAmt = (salePrice + addPrice) × orderCnt,
// immediate/additional discounts are per unit × orderCnt, buyAmt = standardAmt − both discounts.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { findOption, loadProductsWithOptions } from '../catalogue/catalogue.ts';
import type { CatalogueOption, CatalogueProduct } from '../catalogue/catalogue-types.ts';

export interface OptionInputValue {
  inputNo: number | null;
  inputLabel: string;
  inputValue: string;
}

export interface LineRequest {
  /** Member cart number, or the client's own number for a guest cart; null on a direct purchase. */
  cartNo: number | null;
  productNo: number;
  optionNo: number;
  orderCnt: number;
  optionInputs: OptionInputValue[];
}

/** Why a line cannot be bought. Codes travel in validInfo.errorCode and in 400 replies. */
export const lineErrorCodes = {
  PRODUCT_NOT_FOUND: 'O1001',
  OPTION_NOT_FOUND: 'O1002',
  NOT_ON_SALE: 'O1003',
  SOLD_OUT: 'O1004',
  OVER_STOCK: 'O1005',
  UNDER_MIN_BUY: 'O1006',
  OVER_MAX_BUY: 'O1007',
  MEMBER_ONLY: 'O1008',
  INPUT_REQUIRED: 'O1009',
} as const;

export type LineErrorKind = keyof typeof lineErrorCodes;

export interface LineError {
  kind: LineErrorKind;
  code: string;
  message: string;
  /** The shopper can fix it by changing the quantity. */
  orderCntChangeable: boolean;
}

function lineError(kind: LineErrorKind, detail: { product?: CatalogueProduct; limit?: number; label?: string } = {}): LineError {
  const name = detail.product ? `[${detail.product.productName}] ` : '';
  const messages: Record<LineErrorKind, string> = {
    PRODUCT_NOT_FOUND: '상품 정보를 찾을 수 없습니다.',
    OPTION_NOT_FOUND: `${name}선택한 옵션을 찾을 수 없습니다.`,
    NOT_ON_SALE: `${name}현재 판매하지 않는 상품입니다.`,
    SOLD_OUT: `${name}품절된 상품입니다.`,
    OVER_STOCK: `${name}재고가 부족합니다. 최대 ${detail.limit ?? 0}개까지 구매할 수 있습니다.`,
    UNDER_MIN_BUY: `${name}최소 ${detail.limit ?? 1}개 이상 구매해야 합니다.`,
    OVER_MAX_BUY: `${name}1회 최대 ${detail.limit ?? 0}개까지 구매할 수 있습니다.`,
    MEMBER_ONLY: `${name}회원만 구매할 수 있는 상품입니다. 로그인해 주세요.`,
    INPUT_REQUIRED: `${name}필수 입력 항목(${detail.label ?? ''})을 입력해 주세요.`,
  };
  const changeable = kind === 'OVER_STOCK' || kind === 'UNDER_MIN_BUY' || kind === 'OVER_MAX_BUY';
  return { kind, code: lineErrorCodes[kind], message: messages[kind], orderCntChangeable: changeable };
}

export interface LinePrice {
  salePrice: number;
  addPrice: number;
  immediateDiscountAmt: number;
  additionalDiscountAmt: number;
  standardAmt: number;
  buyAmt: number;
}

export interface PricedLine {
  request: LineRequest;
  product: CatalogueProduct | null;
  option: CatalogueOption | null;
  error: LineError | null;
  price: LinePrice;
  /** Points earned on buy confirm: buyAmt × the product's rate, rounded down. */
  accumulationAmt: number;
}

export interface PricingContext {
  now: Date;
  member: boolean;
}

const zeroPrice: LinePrice = { salePrice: 0, addPrice: 0, immediateDiscountAmt: 0, additionalDiscountAmt: 0, standardAmt: 0, buyAmt: 0 };

export function linePrice(product: CatalogueProduct, addPrice: number, orderCnt: number): LinePrice {
  const standardAmt = (product.salePrice + addPrice) * orderCnt;
  const immediateDiscountAmt = Math.min(product.immediateDiscountAmt * orderCnt, standardAmt);
  const additionalDiscountAmt = Math.min(product.additionDiscountAmt * orderCnt, standardAmt - immediateDiscountAmt);
  return {
    salePrice: product.salePrice,
    addPrice,
    immediateDiscountAmt,
    additionalDiscountAmt,
    standardAmt,
    buyAmt: standardAmt - immediateDiscountAmt - additionalDiscountAmt,
  };
}

export function isOnSale(product: CatalogueProduct, now: Date): boolean {
  if (product.saleStatus !== 'ONSALE') return false;
  const t = now.getTime();
  if (product.saleStartYmdt && new Date(product.saleStartYmdt).getTime() > t) return false;
  if (product.saleEndYmdt && new Date(product.saleEndYmdt).getTime() <= t) return false;
  return true;
}

function missingRequiredInput(product: CatalogueProduct, inputs: OptionInputValue[]): string | null {
  for (const input of product.inputs) {
    if (!input.required) continue;
    const given = inputs.find((i) => i.inputLabel === input.inputLabel || (i.inputNo !== null && i.inputNo === input.inputNo));
    if (!given || given.inputValue.trim() === '') return input.inputLabel;
  }
  return null;
}

/** The first reason a line cannot be bought, given how many of the same option all lines ask for. */
function validate(req: LineRequest, product: CatalogueProduct, option: CatalogueOption, optionTotal: number, ctx: PricingContext): LineError | null {
  if (!isOnSale(product, ctx.now)) return lineError('NOT_ON_SALE', { product });
  if (option.soldOut) return lineError('SOLD_OUT', { product });
  if (product.memberOnly && !ctx.member) return lineError('MEMBER_ONLY', { product });
  if (optionTotal > option.stockCnt) return lineError('OVER_STOCK', { product, limit: Math.max(0, option.stockCnt) });
  if (req.orderCnt < product.minBuyCnt) return lineError('UNDER_MIN_BUY', { product, limit: product.minBuyCnt });
  if (product.maxBuyTimeCnt > 0 && req.orderCnt > product.maxBuyTimeCnt) return lineError('OVER_MAX_BUY', { product, limit: product.maxBuyTimeCnt });
  const missing = missingRequiredInput(product, req.optionInputs);
  if (missing !== null) return lineError('INPUT_REQUIRED', { product, label: missing });
  return null;
}

/** Prices every line and marks the ones that cannot be bought (never throws for bad lines). */
export function priceLines(requests: LineRequest[], products: Map<number, CatalogueProduct>, ctx: PricingContext): PricedLine[] {
  const perOption = new Map<number, number>();
  for (const r of requests) perOption.set(r.optionNo, (perOption.get(r.optionNo) ?? 0) + r.orderCnt);
  return requests.map((request) => {
    const product = products.get(request.productNo) ?? null;
    if (!product) return { request, product: null, option: null, error: lineError('PRODUCT_NOT_FOUND'), price: zeroPrice, accumulationAmt: 0 };
    const option = findOption(product, request.optionNo);
    if (!option) return { request, product, option: null, error: lineError('OPTION_NOT_FOUND', { product }), price: zeroPrice, accumulationAmt: 0 };
    const price = linePrice(product, option.addPrice, request.orderCnt);
    const error = validate(request, product, option, perOption.get(request.optionNo) ?? request.orderCnt, ctx);
    const accumulationAmt = Math.floor((price.buyAmt * Math.max(0, product.accumulationRate)) / 100);
    return { request, product, option, error, price, accumulationAmt };
  });
}

/** Loads the catalogue rows the lines name and prices them. */
export async function loadAndPriceLines(
  db: Kysely<ShopDb>,
  requests: LineRequest[],
  ctx: PricingContext & { baseUrl: string },
): Promise<PricedLine[]> {
  const products = await loadProductsWithOptions(db, requests.map((r) => r.productNo), ctx.baseUrl);
  return priceLines(requests, products, ctx);
}

export interface LineTotals {
  standardAmt: number;
  immediateDiscountAmt: number;
  additionalDiscountAmt: number;
  buyAmt: number;
  accumulationAmt: number;
}

/** Totals over the lines that can be bought; invalid lines never count. */
export function lineTotals(lines: PricedLine[]): LineTotals {
  const totals: LineTotals = { standardAmt: 0, immediateDiscountAmt: 0, additionalDiscountAmt: 0, buyAmt: 0, accumulationAmt: 0 };
  for (const line of lines) {
    if (line.error) continue;
    totals.standardAmt += line.price.standardAmt;
    totals.immediateDiscountAmt += line.price.immediateDiscountAmt;
    totals.additionalDiscountAmt += line.price.additionalDiscountAmt;
    totals.buyAmt += line.price.buyAmt;
    totals.accumulationAmt += line.accumulationAmt;
  }
  return totals;
}

/** Option inputs compare equal regardless of inputNo and surrounding spaces (cart merge rule). */
export function sameOptionInputs(a: OptionInputValue[], b: OptionInputValue[]): boolean {
  const key = (list: OptionInputValue[]) => JSON.stringify(list.map((i) => [i.inputLabel.trim(), i.inputValue.trim()]).sort());
  return key(a) === key(b);
}
