// The option replies of GET /products/{no}/options and GET /products/options: flat options with
// '|'-joined labels and values, and the same options as a tree whose leaves carry optionNo.
import type { CatalogueOption, CatalogueProduct } from './catalogue-types.ts';

export interface OptionLeafReply {
  optionNo: number;
  label: string;
  value: string;
  addPrice: number;
  buyPrice: number;
  stockCnt: number;
  saleCnt: number;
  reservationStockCnt: number;
  saleType: 'AVAILABLE' | 'SOLD_OUT';
  forcedSoldOut: boolean;
  main: boolean;
  optionManagementCd: string | null;
  images: Array<{ url: string; main: boolean }>;
  isRequiredOption: boolean;
}

export interface MultiLevelOptionReply extends Partial<OptionLeafReply> {
  label: string;
  value: string;
  isRequiredOption: boolean;
  saleType: 'AVAILABLE' | 'SOLD_OUT';
  stockCnt: number;
  children: MultiLevelOptionReply[];
}

function saleType(soldOut: boolean): 'AVAILABLE' | 'SOLD_OUT' {
  return soldOut ? 'SOLD_OUT' : 'AVAILABLE';
}

function leaf(option: CatalogueOption, label: string, value: string): OptionLeafReply {
  return {
    optionNo: option.optionNo,
    label,
    value,
    addPrice: option.addPrice,
    buyPrice: option.buyPrice,
    stockCnt: option.stockCnt,
    saleCnt: option.saleCnt,
    reservationStockCnt: option.reservationStockCnt,
    saleType: saleType(option.soldOut),
    forcedSoldOut: option.forcedSoldOut,
    main: option.main,
    optionManagementCd: option.managementCd,
    images: option.imageUrl ? [{ url: option.imageUrl, main: true }] : [],
    isRequiredOption: false,
  };
}

export function flatOptions(product: CatalogueProduct): OptionLeafReply[] {
  return product.options.map((o) => leaf(o, o.optionName, o.optionValue));
}

/** Options grouped level by level; a node is SOLD_OUT when every option under it is. */
export function multiLevelOptions(product: CatalogueProduct): MultiLevelOptionReply[] {
  const build = (options: CatalogueOption[], level: number): MultiLevelOptionReply[] => {
    const groups = new Map<string, CatalogueOption[]>();
    for (const o of options) {
      const key = o.values[level] ?? '';
      const list = groups.get(key);
      if (list) list.push(o);
      else groups.set(key, [o]);
    }
    const label = product.optionLabels[level] ?? '';
    return [...groups.entries()].map(([value, group]) => {
      const first = group[0];
      const isLeaf = first !== undefined && group.length === 1 && level >= first.values.length - 1;
      if (isLeaf) return { ...leaf(first, label, value), children: [] };
      return {
        label,
        value,
        isRequiredOption: false,
        saleType: saleType(group.every((o) => o.soldOut)),
        stockCnt: group.reduce((sum, o) => sum + Math.max(0, o.stockCnt), 0),
        children: build(group, level + 1),
      };
    });
  };
  return build(product.options, 0);
}

export function optionsReply(product: CatalogueProduct) {
  return {
    type: product.optionType,
    selectType: product.optionLabels.length > 1 ? 'MULTI' : 'FLAT',
    labels: product.optionLabels,
    productSalePrice: product.salePrice,
    immediateDiscountAmt: product.immediateDiscountAmt,
    displayableStock: true,
    flatOptions: flatOptions(product),
    multiLevelOptions: multiLevelOptions(product),
    inputs: product.inputs.map((i) => ({ inputNo: i.inputNo, inputLabel: i.inputLabel, inputMatchingType: i.inputMatchingType, required: i.required })),
    additionalProducts: [],
  };
}
