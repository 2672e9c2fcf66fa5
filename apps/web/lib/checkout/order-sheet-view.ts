// The checkout's view of the platform's order sheet (GET /order-sheets/{no}) and of its payment
// figures (the sheet's paymentInfo, then each recalculation's): the platform's shapes (deliveryGroups
// → orderProducts → orderProductOptions, `…Amt`) end here; the checkout's components read this.
import type { CartOptionLine, OrderSheetReply, PaymentInfo } from '@courtside/core/api';
import { optionText } from '@/lib/catalogue/option-text';
import { paymentLines, type PaymentLine } from './payment-lines';

export interface SheetLineView {
  readonly key: string;
  readonly productName: string;
  /** "색상: 블랙 / 구성: 3개입"; empty for a product without options. */
  readonly optionText: string;
  readonly inputs: CartOptionLine['optionInputs'];
  readonly imageUrl: string;
  readonly orderCnt: number;
  /** What the line costs (won). */
  readonly buyAmount: number;
}

export interface SheetGroupView {
  readonly key: string;
  readonly partnerName: string;
  readonly deliveryAmount: number;
  readonly lines: readonly SheetLineView[];
}

export interface OrderSheetView {
  readonly groups: readonly SheetGroupView[];
  readonly lineCount: number;
  /** "스마일 댐프너 외 2건": the payment window's title. */
  readonly title: string;
  /** Each product once per line group, for the coupon choices. */
  readonly products: readonly { productNo: number; productName: string }[];
  /** Products that cannot be ordered any more (the sheet still names them). */
  readonly invalidProductNames: readonly string[];
  /** The member's usable points (won). */
  readonly myPoints: number;
}

export function reshapeOrderSheet(sheet: OrderSheetReply): OrderSheetView {
  const groups = sheet.deliveryGroups.map((group, index) => ({
    key: `${group.partnerName}-${index}`,
    partnerName: group.partnerName,
    deliveryAmount: group.deliveryAmt,
    lines: group.orderProducts.flatMap((product) =>
      product.orderProductOptions.map((line) => ({
        key: `${product.productNo}-${line.optionNo}-${line.cartNo}`,
        productName: product.productName,
        optionText: optionText(line.optionName, line.optionValue),
        inputs: line.optionInputs,
        imageUrl: line.imageUrl || product.imageUrl,
        orderCnt: line.orderCnt,
        buyAmount: line.price.buyAmt,
      })),
    ),
  }));
  const names = sheet.deliveryGroups.flatMap((g) => g.orderProducts.map((p) => p.productName));
  const lineCount = groups.reduce((n, g) => n + g.lines.length, 0);
  return {
    groups,
    lineCount,
    title: lineCount > 1 ? `${names[0] ?? '상품'} 외 ${lineCount - 1}건` : (names[0] ?? '상품'),
    products: sheet.deliveryGroups.flatMap((g) => g.orderProducts.map((p) => ({ productNo: p.productNo, productName: p.productName }))),
    invalidProductNames: (sheet.invalidProducts ?? []).map((p) => p.productName),
    myPoints: sheet.orderSheetPromotionSummary?.myAccumulationAmt ?? 0,
  };
}

export interface PaymentView {
  /** The amount box's rows (paymentLines). */
  readonly lines: readonly PaymentLine[];
  /** 최종 결제금액 (won). */
  readonly total: number;
  /** Points earned on purchase confirmation (won). */
  readonly pointsEarned: number;
  /** The Jeju / island extra for the chosen address (won), 0 elsewhere. */
  readonly remoteDelivery: number;
  /** The most points this order may use (won). */
  readonly maxPoints: number;
}

export function reshapePayment(info: PaymentInfo): PaymentView {
  return {
    lines: paymentLines(info),
    total: info.paymentAmt,
    pointsEarned: info.accumulationAmt,
    remoteDelivery: info.remoteDeliveryAmt,
    maxPoints: info.availableMaxAccumulationAmt,
  };
}
