// Priced lines and delivery groups reshaped into the platform's cart / order-sheet reply
// (deliveryGroups → orderProducts → orderProductOptions, price, invalidProducts).
import type { DeliveryGroup } from './delivery.ts';
import { lineTotals, type PricedLine } from './pricing.ts';

export interface ViewOptions {
  /** The order sheet writes validInfo.errorCode as {code, simpleCode}; the cart as a string. */
  errorCodeAsObject: boolean;
  /** The guest cart names the product's option type (COMBINATION…); the others the line's (NORMAL_OPTION…). */
  productOptionType?: boolean;
}

function optionTypeOf(line: PricedLine, opts: ViewOptions): string {
  const type = line.product?.optionType ?? 'DEFAULT';
  if (opts.productOptionType) return ['STANDARD', 'COMBINATION', 'DEFAULT', 'MAPPING'].includes(type) ? type : 'DEFAULT';
  return type === 'DEFAULT' ? 'PRODUCT_ONLY' : 'NORMAL_OPTION';
}

function validInfo(line: PricedLine, opts: ViewOptions) {
  const code = line.error?.code ?? null;
  return {
    valid: line.error === null,
    validYn: line.error === null ? 'Y' : 'N',
    errorCode: opts.errorCodeAsObject ? (code ? { code, simpleCode: code } : null) : code,
    message: line.error?.message ?? null,
    orderCntChangeable: line.error?.orderCntChangeable ?? true,
  };
}

function optionView(line: PricedLine, opts: ViewOptions) {
  const { request, product, option } = line;
  const required = product?.inputs ?? [];
  return {
    cartNo: request.cartNo ?? 0,
    productNo: request.productNo,
    optionNo: request.optionNo,
    optionName: option?.optionName ?? '',
    optionValue: option?.optionValue ?? '',
    optionTitle: option ? [option.optionName, option.optionValue].filter(Boolean).join(' : ') : '',
    optionType: optionTypeOf(line, opts),
    optionManagementCd: option?.managementCd ?? '',
    imageUrl: option?.imageUrl ?? product?.imageUrl ?? '',
    orderCnt: request.orderCnt,
    stockCnt: option?.stockCnt ?? 0,
    soldOut: option ? option.soldOut : true,
    validInfo: validInfo(line, opts),
    price: line.price,
    optionInputs: request.optionInputs.map((i) => ({
      inputNo: i.inputNo,
      inputLabel: i.inputLabel,
      inputValue: i.inputValue,
      required: required.find((r) => r.inputLabel === i.inputLabel)?.required ?? false,
    })),
    accumulationAmtWhenBuyConfirm: line.accumulationAmt,
    accumulationAmtForProductWhenBuyConfirm: line.accumulationAmt,
    accumulationAmtForMemberWhenBuyConfirm: 0,
    accumulationRateForProductWhenBuyConfirm: product?.accumulationRate ?? 0,
    accumulationRateForMemberWhenBuyConfirm: 0,
    reservation: false,
    reservationDeliveryYmdt: null,
    isExtraProduct: false,
    baseProductNo: null,
    baseProductName: null,
    isRequiredOption: false,
    additionalDiscountNo: 0,
    additionalDiscountRate: 0,
    categoryNo: 0,
    categoryName: '',
    setOptions: [],
    adjustableDeliveryCycle: null,
    recurringPaymentDelivery: null,
    recurringPaymentGifts: [],
    recurringPaymentGiftCondition: null,
  };
}

/** One entry per product, its options in line order. */
export function orderProductsView(lines: PricedLine[], opts: ViewOptions) {
  const byProduct = new Map<number, PricedLine[]>();
  for (const line of lines) {
    const list = byProduct.get(line.request.productNo);
    if (list) list.push(line);
    else byProduct.set(line.request.productNo, [line]);
  }
  return [...byProduct.entries()].map(([productNo, productLines]) => {
    const product = productLines[0]?.product ?? null;
    return {
      productNo,
      productName: product?.productName ?? '',
      productNameEn: '',
      imageUrl: product?.imageUrl ?? '',
      imageUrlType: 'IMAGE_URL',
      brandNo: product?.brandNo ?? 0,
      brandName: product?.brandName ?? '',
      brandNameEn: '',
      partnerNo: product?.delivery.partnerNo ?? 0,
      partnerName: product?.delivery.partnerName ?? '',
      buyAmt: productLines.filter((l) => !l.error).reduce((s, l) => s + l.price.buyAmt, 0),
      liked: false,
      optionUsed: product ? product.optionType !== 'DEFAULT' : false,
      selectType: null,
      deliverable: product !== null,
      deliveryInternational: false,
      refundable: true,
      cancelable: true,
      exchangeable: true,
      returnable: true,
      couponUsable: product?.couponUse ?? false,
      accumulationUsable: product?.accumulationUse ?? false,
      extraProductOnly: false,
      minBuyCount: product?.minBuyCnt ?? 1,
      maxBuyCountInfo: {
        maxBuyPersonCount: product?.maxBuyPersonCnt ?? 0,
        maxBuyTimeCount: product?.maxBuyTimeCnt ?? 0,
        maxBuyDays: 0,
        maxBuyPeriodCount: 0,
      },
      categoryNo: 0,
      categoryNos: [],
      categoryName: '',
      deliveryDate: { daysAfterPurchase: null, daysOfWeek: [], period: null },
      shippingAreaType: 'MALL_SHIPPING_AREA',
      allowsNaverPay: true,
      combinable: false,
      minorPurchasable: true,
      contentsIfPausing: '',
      hsCode: '',
      eanCode: '',
      additionalProducts: [],
      orderProductOptions: productLines.map((l) => optionView(l, opts)),
    };
  });
}

export function deliveryGroupView(group: DeliveryGroup, lines: PricedLine[], opts: ViewOptions) {
  return {
    partnerNo: group.partnerNo,
    partnerName: group.partnerName,
    deliveryTemplateNo: group.deliveryTemplateNo,
    deliveryTemplateName: '기본 배송비',
    deliveryTemplateGroupNo: group.deliveryTemplateNo,
    deliveryTemplateGroupName: '기본 배송',
    buyAmt: group.buyAmt,
    deliveryAmt: group.deliveryAmt,
    deliveryPayType: 'PREPAID_DELIVERY',
    deliveryCondition: {
      deliveryConditionType: group.condition.deliveryConditionType,
      baseDeliveryAmt: group.condition.baseDeliveryAmt,
      aboveDeliveryAmt: group.condition.aboveDeliveryAmt,
      deliveryAmt: group.deliveryAmt,
      remoteDeliveryAmt: group.remoteDeliveryAmt,
      returnDeliveryAmt: group.condition.returnDeliveryAmt,
      groupDeliveryAmtType: 'MAXIMUM_SELECTED',
      chargesRemoteDeliveryAmt: true,
      deliveryType: 'PARCEL_DELIVERY',
      deliveryTypeLabel: '택배배송',
    },
    orderProducts: orderProductsView(lines, opts),
  };
}

export function cartPriceView(lines: PricedLine[], groups: DeliveryGroup[]) {
  const t = lineTotals(lines);
  const delivery = groups.reduce((s, g) => s + g.deliveryAmt + g.remoteDeliveryAmt, 0);
  return {
    standardAmt: t.standardAmt,
    discountAmt: t.immediateDiscountAmt + t.additionalDiscountAmt,
    totalAdditionalDiscountAmt: t.additionalDiscountAmt,
    buyAmt: t.buyAmt,
    totalDeliveryAmt: delivery,
    totalPrePaidDeliveryAmt: delivery,
    totalPayOnDeliveryAmt: 0,
    totalAmt: t.buyAmt + delivery,
    accumulationAmtWhenBuyConfirm: t.accumulationAmt,
  };
}

/**
 * The whole cart reply. Lines whose product is gone are always invalid products; other invalid
 * lines are split out only when `divideInvalidProducts` is asked for.
 */
export function cartView(lines: PricedLine[], groups: DeliveryGroup[], divideInvalidProducts: boolean, opts: ViewOptions) {
  const isSplit = (l: PricedLine) => l.product === null || (divideInvalidProducts && l.error !== null);
  const shown = (group: DeliveryGroup) => group.lines.filter((l) => !isSplit(l));
  return {
    deliveryGroups: groups.filter((g) => shown(g).length > 0).map((g) => deliveryGroupView(g, shown(g), opts)),
    price: cartPriceView(lines, groups),
    invalidProducts: orderProductsView(lines.filter(isSplit), opts),
  };
}
