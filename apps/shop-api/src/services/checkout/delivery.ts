// Delivery groups: lines shipped together (same partner and delivery template) pay one fee.
// FREE never charges, FIXED_FEE always charges, CONDITIONAL charges until the group's buy amount
// reaches aboveDeliveryAmt. Jeju and the islands add their extra fee once per group.
import type { CatalogueDelivery, DeliveryConditionType } from '../catalogue/catalogue-types.ts';
import type { PricedLine } from './pricing.ts';
import { remoteDeliveryFee } from './remote-area.ts';

export interface DeliveryCondition {
  deliveryConditionType: DeliveryConditionType;
  baseDeliveryAmt: number;
  aboveDeliveryAmt: number;
  returnDeliveryAmt: number;
}

export interface DeliveryGroup {
  partnerNo: number;
  partnerName: string;
  deliveryTemplateNo: number;
  condition: DeliveryCondition;
  lines: PricedLine[];
  /** Buy amount of the lines that can be bought. */
  buyAmt: number;
  /** Fee charged for the group (without the remote-area extra). */
  deliveryAmt: number;
  remoteDeliveryAmt: number;
}

export function conditionOf(delivery: CatalogueDelivery): DeliveryCondition {
  return {
    deliveryConditionType: delivery.deliveryConditionType,
    baseDeliveryAmt: delivery.deliveryAmt,
    aboveDeliveryAmt: delivery.aboveDeliveryAmt,
    returnDeliveryAmt: delivery.returnDeliveryAmt,
  };
}

/** The fee one group pays for this buy amount; nothing is charged for a group with nothing to ship. */
export function deliveryFee(condition: DeliveryCondition, buyAmt: number, hasItems: boolean): number {
  if (!hasItems) return 0;
  switch (condition.deliveryConditionType) {
    case 'FREE':
      return 0;
    case 'FIXED_FEE':
      return condition.baseDeliveryAmt;
    case 'CONDITIONAL':
      return buyAmt >= condition.aboveDeliveryAmt ? 0 : condition.baseDeliveryAmt;
    default: {
      const never: never = condition.deliveryConditionType;
      throw new Error(`알 수 없는 배송비 조건: ${String(never)}`);
    }
  }
}

/**
 * When products of one template disagree on their fee (a data mistake), the group pays the
 * largest base fee and needs the largest threshold, so the shop never undercharges.
 */
function mergeConditions(a: DeliveryCondition, b: DeliveryCondition): DeliveryCondition {
  const rank: Record<DeliveryConditionType, number> = { FREE: 0, CONDITIONAL: 1, FIXED_FEE: 2 };
  const type = rank[a.deliveryConditionType] >= rank[b.deliveryConditionType] ? a.deliveryConditionType : b.deliveryConditionType;
  return {
    deliveryConditionType: type,
    baseDeliveryAmt: Math.max(a.baseDeliveryAmt, b.baseDeliveryAmt),
    aboveDeliveryAmt: Math.max(a.aboveDeliveryAmt, b.aboveDeliveryAmt),
    returnDeliveryAmt: Math.max(a.returnDeliveryAmt, b.returnDeliveryAmt),
  };
}

/**
 * Groups priced lines by partner and template, in the order lines first appear. Lines without a
 * product cannot be grouped and are left out (callers list them as invalid products).
 */
export function groupDeliveries(lines: PricedLine[], receiverZipCd: string | null = null): DeliveryGroup[] {
  const groups = new Map<string, DeliveryGroup>();
  for (const line of lines) {
    if (!line.product) continue;
    const d = line.product.delivery;
    const key = `${d.partnerNo}:${d.deliveryTemplateNo}`;
    const existing = groups.get(key);
    if (existing) {
      existing.lines.push(line);
      existing.condition = mergeConditions(existing.condition, conditionOf(d));
    } else {
      groups.set(key, {
        partnerNo: d.partnerNo,
        partnerName: d.partnerName,
        deliveryTemplateNo: d.deliveryTemplateNo,
        condition: conditionOf(d),
        lines: [line],
        buyAmt: 0,
        deliveryAmt: 0,
        remoteDeliveryAmt: 0,
      });
    }
  }
  const extra = remoteDeliveryFee(receiverZipCd);
  for (const group of groups.values()) {
    const valid = group.lines.filter((l) => !l.error);
    group.buyAmt = valid.reduce((sum, l) => sum + l.price.buyAmt, 0);
    group.deliveryAmt = deliveryFee(group.condition, group.buyAmt, valid.length > 0);
    group.remoteDeliveryAmt = valid.length > 0 ? extra : 0;
  }
  return [...groups.values()];
}

export interface DeliveryTotals {
  deliveryAmt: number;
  remoteDeliveryAmt: number;
}

export function deliveryTotals(groups: DeliveryGroup[]): DeliveryTotals {
  return {
    deliveryAmt: groups.reduce((s, g) => s + g.deliveryAmt, 0),
    remoteDeliveryAmt: groups.reduce((s, g) => s + g.remoteDeliveryAmt, 0),
  };
}
