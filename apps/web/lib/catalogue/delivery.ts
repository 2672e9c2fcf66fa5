// Delivery terms of a product: the text on the product page and the shape the guest cart keeps.
import { formatWon } from '@courtside/core/format';
import { type ProductDelivery } from '@courtside/core/cart';
import { type ProductDetail } from '@courtside/core/api';

type Fee = ProductDetail['deliveryFee'];

/** "3,000원 (50,000원 이상 무료배송)", "무료배송" or "3,000원". */
export function deliveryFeeText(fee: Fee): string {
  switch (fee.deliveryConditionType) {
    case 'FREE':
      return '무료배송';
    case 'CONDITIONAL':
      return fee.aboveDeliveryAmt && fee.aboveDeliveryAmt > 0
        ? `${formatWon(fee.deliveryAmt)} (${formatWon(fee.aboveDeliveryAmt)} 이상 무료배송)`
        : formatWon(fee.deliveryAmt);
    default:
      return fee.deliveryAmt > 0 ? formatWon(fee.deliveryAmt) : '무료배송';
  }
}

/** The delivery rule the guest cart groups and prices by (core's three kinds). */
export function productDelivery(product: ProductDetail): ProductDelivery {
  const fee = product.deliveryFee;
  const extra = product as ProductDetail & { shippingInfo?: { shippingConfig?: { templateNo?: number | null } } };
  const kind = fee.deliveryConditionType === 'FREE' || fee.deliveryConditionType === 'CONDITIONAL' ? fee.deliveryConditionType : 'FIXED_FEE';
  return {
    partnerName: product.partner?.partnerName ?? '코트사이드',
    deliveryTemplateGroupNo: extra.shippingInfo?.shippingConfig?.templateNo ?? null,
    deliveryCondition: {
      deliveryConditionType: kind,
      baseDeliveryAmt: kind === 'CONDITIONAL' ? fee.deliveryAmt : 0,
      aboveDeliveryAmt: kind === 'CONDITIONAL' ? (fee.aboveDeliveryAmt ?? 0) : 0,
      deliveryAmt: kind === 'FREE' ? 0 : fee.deliveryAmt,
    },
  };
}
