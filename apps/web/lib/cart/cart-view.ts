// The cart page's view of a platform cart reply (GET /cart for members, POST /guest/cart for
// guests): delivery groups with their lines, the lines that cannot be bought (sold out, off sale)
// set apart, and the totals of the SELECTED buyable lines — the platform prices every line, the
// selection lives in the browser, so the selected totals are summed here with core's fee rule.
import { deliveryFee, stockLimit, type DeliveryCondition } from '@courtside/core/cart';
import { type CartOptionLine, type CartProduct, type CartReply, type DeliveryGroup } from '@courtside/core/api';
import { deliveryNote, type DeliveryNote } from './delivery-note';
import { optionText } from '@/lib/catalogue/option-text';

/** The platform refuses more than this many of one line. */
export const MAX_LINE_QUANTITY = 999;

export interface CartLineView {
  readonly cartNo: number;
  readonly productNo: number;
  readonly optionNo: number;
  readonly productName: string;
  readonly imageUrl: string;
  /** "색상: 블랙 / 구성: 3개입"; empty for a product without options. */
  readonly optionText: string;
  readonly inputs: readonly { readonly inputLabel: string; readonly inputValue: string }[];
  readonly orderCnt: number;
  /** The most the stepper allows (stock, capped at 999). */
  readonly maxCnt: number;
  /** The line before discounts, its discount and what it costs (won). */
  readonly standardAmount: number;
  readonly discountAmount: number;
  readonly buyAmount: number;
  /** Why the line cannot be ordered as it is; null when it can. */
  readonly problem: string | null;
  readonly orderable: boolean;
  readonly selected: boolean;
}

export interface CartGroupView {
  readonly key: string;
  readonly partnerName: string;
  readonly note: DeliveryNote;
  /** Fee for the selected lines of this group. */
  readonly deliveryAmount: number;
  readonly lines: readonly CartLineView[];
}

export interface CartTotals {
  /** 상품금액 */
  readonly standardAmount: number;
  /** 할인금액 */
  readonly discountAmount: number;
  readonly buyAmount: number;
  /** 배송비 */
  readonly deliveryAmount: number;
  /** 결제예정금액 */
  readonly paymentAmount: number;
}

export interface CartView {
  readonly groups: readonly CartGroupView[];
  /** Sold-out or unavailable lines, shown apart; they can only be deleted. */
  readonly invalidLines: readonly CartLineView[];
  readonly totals: CartTotals;
  readonly lineCount: number;
  /** Selected lines that can be ordered, in display order. */
  readonly orderCartNos: readonly number[];
  readonly selectedCount: number;
  readonly allSelected: boolean;
}

/** Over stock but still in stock: fewer pieces fix it, so the line stays with its group. */
function fixableByQuantity(line: CartOptionLine, maxCnt: number): boolean {
  return !line.soldOut && maxCnt > 0 && line.orderCnt > maxCnt;
}

function lineView(product: CartProduct, line: CartOptionLine, selected: boolean, forceInvalid: boolean): { view: CartLineView; invalid: boolean } {
  const stock = stockLimit(line.stockCnt);
  const maxCnt = Math.max(0, Math.min(stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY));
  const valid = line.validInfo.valid && !line.soldOut && !forceInvalid;
  const invalid = !valid && (forceInvalid || !fixableByQuantity(line, maxCnt));
  const problem = valid ? null : (line.validInfo.message ?? (line.soldOut ? '품절된 상품입니다.' : '지금은 주문할 수 없는 상품입니다.'));
  return {
    invalid,
    view: {
      cartNo: line.cartNo,
      productNo: product.productNo,
      optionNo: line.optionNo,
      productName: product.productName,
      imageUrl: line.imageUrl || product.imageUrl,
      optionText: optionText(line.optionName, line.optionValue),
      inputs: (line.optionInputs ?? []).map(({ inputLabel, inputValue }) => ({ inputLabel, inputValue })),
      orderCnt: line.orderCnt,
      maxCnt,
      standardAmount: line.price.standardAmt,
      discountAmount: line.price.standardAmt - line.price.buyAmt,
      buyAmount: line.price.buyAmt,
      problem,
      orderable: valid,
      selected: valid && selected,
    },
  };
}

function coreCondition(condition: DeliveryGroup['deliveryCondition']): DeliveryCondition | null {
  const type = condition.deliveryConditionType;
  if (type !== 'FREE' && type !== 'CONDITIONAL' && type !== 'FIXED_FEE') return null;
  return {
    deliveryConditionType: type,
    baseDeliveryAmt: condition.baseDeliveryAmt,
    aboveDeliveryAmt: condition.aboveDeliveryAmt ?? 0,
    deliveryAmt: condition.baseDeliveryAmt,
  };
}

/** Every cart number of a member's cart reply, buyable or not (lines seen for the first time arrive selected). */
export function cartNosOf(reply: CartReply): number[] {
  return [...reply.deliveryGroups.flatMap((g) => g.orderProducts), ...reply.invalidProducts].flatMap((p) => p.orderProductOptions.map((l) => l.cartNo));
}

const EMPTY_CART: CartReply = {
  deliveryGroups: [],
  invalidProducts: [],
  price: { standardAmt: 0, discountAmt: 0, buyAmt: 0, totalDeliveryAmt: 0, totalPrePaidDeliveryAmt: 0, totalPayOnDeliveryAmt: 0, totalAmt: 0, accumulationAmtWhenBuyConfirm: 0 },
};

/** The view of a cart with no lines (a guest cart with nothing stored: no platform call). */
export function emptyCartView(): CartView {
  return buildCartView(EMPTY_CART, () => false);
}

export function buildCartView(reply: CartReply, isSelected: (cartNo: number) => boolean): CartView {
  const invalidLines: CartLineView[] = [];
  const groups: CartGroupView[] = [];
  let standardAmt = 0;
  let buyAmt = 0;
  let deliveryAmt = 0;
  let lineCount = 0;

  reply.deliveryGroups.forEach((group, index) => {
    const lines: CartLineView[] = [];
    for (const product of group.orderProducts) {
      for (const line of product.orderProductOptions) {
        lineCount += 1;
        const { view, invalid } = lineView(product, line, isSelected(line.cartNo), false);
        (invalid ? invalidLines : lines).push(view);
      }
    }
    if (lines.length === 0) return;
    const chosen = lines.filter((l) => l.selected);
    const groupBuyAmt = chosen.reduce((sum, l) => sum + l.buyAmount, 0);
    const condition = coreCondition(group.deliveryCondition);
    const fee = condition ? deliveryFee(condition, groupBuyAmt, chosen.length > 0) : chosen.length > 0 ? group.deliveryAmt : 0;
    standardAmt += chosen.reduce((sum, l) => sum + l.standardAmount, 0);
    buyAmt += groupBuyAmt;
    deliveryAmt += fee;
    groups.push({
      key: `${group.partnerNo ?? group.partnerName}:${group.deliveryTemplateGroupNo ?? index}`,
      partnerName: group.partnerName,
      note: deliveryNote(group.deliveryCondition, groupBuyAmt),
      deliveryAmount: fee,
      lines,
    });
  });
  for (const product of reply.invalidProducts) {
    for (const line of product.orderProductOptions) {
      lineCount += 1;
      invalidLines.push(lineView(product, line, false, true).view);
    }
  }

  const orderable = groups.flatMap((g) => g.lines.filter((l) => l.orderable));
  const orderCartNos = orderable.filter((l) => l.selected).map((l) => l.cartNo);
  return {
    groups,
    invalidLines,
    totals: { standardAmount: standardAmt, discountAmount: standardAmt - buyAmt, buyAmount: buyAmt, deliveryAmount: deliveryAmt, paymentAmount: buyAmt + deliveryAmt },
    lineCount,
    orderCartNos,
    selectedCount: orderCartNos.length,
    allSelected: orderable.length > 0 && orderCartNos.length === orderable.length,
  };
}
