// Picking an option from the platform's multiLevelOptions (up to four levels: 색상 → 구성 → …).
// Each select offers the children of what was chosen above it; the last level's nodes are the
// options (they carry optionNo, price and stock). Pure, so the rules are tested without a browser.
import { HIDDEN_STOCK } from '@courtside/core/constants';
import { type MultiLevelOption, type ProductOptionsReply } from '@courtside/core/api';

export const MAX_OPTION_LEVELS = 4;

export interface PickedOption {
  optionNo: number;
  /** Level labels joined, "색상 / 구성". */
  title: string;
  /** Chosen values joined, "블랙 / 1개입". */
  text: string;
  /** Platform's '|'-joined label and value. */
  label: string;
  value: string;
  addPrice: number;
  /** Unit price after the immediate discount, add price included. */
  buyPrice: number;
  /** HIDDEN_STOCK (−999) when the mall hides stock. */
  stockCnt: number;
  imageUrl: string | null;
}

/** Level labels; a product without choices (DEFAULT) has none. */
export function optionLabels(reply: ProductOptionsReply): string[] {
  return reply.labels.slice(0, MAX_OPTION_LEVELS);
}

/** True when the node (or every option beneath it) cannot be bought. */
export function isSoldOut(node: MultiLevelOption): boolean {
  if (node.children.length === 0) {
    return node.saleType === 'SOLD_OUT' || node.forcedSoldOut === true || node.stockCnt === 0;
  }
  return node.children.every(isSoldOut);
}

/** The nodes offered at `level` (0-based) given the values chosen on the levels above. */
export function choicesAt(tree: readonly MultiLevelOption[], chosen: readonly string[], level: number): MultiLevelOption[] {
  let nodes: readonly MultiLevelOption[] = tree;
  for (let i = 0; i < level; i += 1) {
    const next = nodes.find((n) => n.value === chosen[i]);
    if (!next) return [];
    nodes = next.children;
  }
  return [...nodes];
}

/** The option reached by the chosen values, once every level is chosen; null before that. */
export function pickOption(reply: ProductOptionsReply, chosen: readonly string[]): PickedOption | null {
  const labels = optionLabels(reply);
  const path: MultiLevelOption[] = [];
  let nodes: readonly MultiLevelOption[] = reply.multiLevelOptions;
  const depth = Math.max(1, labels.length);
  for (let level = 0; level < depth; level += 1) {
    // A product without levels has exactly one option, with an empty value.
    const node = labels.length === 0 ? nodes[0] : nodes.find((n) => n.value === chosen[level]);
    if (!node) return null;
    path.push(node);
    nodes = node.children;
  }
  const leaf = path[path.length - 1];
  if (!leaf || leaf.optionNo === undefined) return null;
  const values = path.map((n) => n.value);
  const flat = reply.flatOptions.find((o) => o.optionNo === leaf.optionNo);
  const stockCnt = reply.displayableStock ? (leaf.stockCnt ?? flat?.stockCnt ?? 0) : HIDDEN_STOCK;
  return {
    optionNo: leaf.optionNo,
    title: labels.join(' / '),
    text: values.filter((v) => v !== '').join(' / '),
    label: labels.join('|'),
    value: values.join('|'),
    addPrice: leaf.addPrice ?? flat?.addPrice ?? 0,
    buyPrice: leaf.buyPrice ?? flat?.buyPrice ?? reply.productSalePrice - (reply.immediateDiscountAmt ?? 0),
    stockCnt: isSoldOut(leaf) ? 0 : stockCnt,
    imageUrl: flat?.images?.find((i) => i.main)?.url ?? flat?.images?.[0]?.url ?? null,
  };
}

/** The most one line may order: stock (when shown) and the per-order limit, whichever is smaller. */
export function maxQuantity(stockCnt: number, maxBuyTimeCnt: number): number {
  const byStock = stockCnt === HIDDEN_STOCK ? Number.POSITIVE_INFINITY : Math.max(0, stockCnt);
  const byLimit = maxBuyTimeCnt > 0 ? maxBuyTimeCnt : Number.POSITIVE_INFINITY;
  return Math.min(byStock, byLimit);
}
