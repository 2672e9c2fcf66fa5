// What a delivery group says about its fee: the condition ("30,000원 이상 구매 시 무료배송") and,
// below the threshold, how much more ships free. Korean shops show both next to each group.
import { formatWon } from '@courtside/core/format';
import { type DeliveryGroup } from '@courtside/core/api';

export interface DeliveryNote {
  readonly condition: string;
  /** "5,000원 더 담으면 무료배송" while the selected amount is under the threshold. */
  readonly hint: string | null;
}

export function deliveryNote(condition: DeliveryGroup['deliveryCondition'], selectedBuyAmt: number): DeliveryNote {
  switch (condition.deliveryConditionType) {
    case 'FREE':
      return { condition: '무료배송', hint: null };
    case 'CONDITIONAL': {
      const above = condition.aboveDeliveryAmt ?? 0;
      const fee = `배송비 ${formatWon(condition.baseDeliveryAmt)}`;
      if (above <= 0) return { condition: fee, hint: null };
      const missing = above - selectedBuyAmt;
      return {
        condition: `${formatWon(above)} 이상 구매 시 무료배송 (미만 ${fee})`,
        hint: selectedBuyAmt > 0 && missing > 0 ? `${formatWon(missing)} 더 담으면 무료배송` : null,
      };
    }
    case 'FIXED_FEE':
      return { condition: `배송비 ${formatWon(condition.baseDeliveryAmt)}`, hint: null };
    default:
      // Quantity- and price-based fees are not used by this shop; the platform's figure is shown.
      return { condition: `배송비 ${formatWon(condition.deliveryAmt)}`, hint: null };
  }
}
