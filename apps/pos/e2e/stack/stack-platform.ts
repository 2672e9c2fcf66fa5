// What the stack journeys read from the platform stand-in and the fake printer `pnpm start` runs:
// the seeded catalogue's options that can be sold (with their barcodes and receipt names), an
// option's stock, and the lines of the receipts the printer decoded.
import { expect } from '@playwright/test';
import { DEFAULT_SYSTEM_KEY, STACK_PORTS } from './stack-env.ts';

const platformUrl = `http://127.0.0.1:${STACK_PORTS.shopApi}`;
const printerControl = `http://127.0.0.1:${STACK_PORTS.printerControl}`;

interface PlatformOption {
  optionNo: number;
  values: string[];
  addPrice: number;
  stockCnt: number;
  forcedSoldOut: boolean;
  managementCd: string | null;
}
interface PlatformProduct {
  productNo: number;
  productName: string;
  salePrice: number;
  immediateDiscountAmt: number;
  saleStatus: string;
  options: PlatformOption[];
}

export interface StackItem {
  readonly productNo: number;
  readonly optionNo: number;
  readonly barcode: string;
  /** The product's name, as the order screen names a line (its option apart). */
  readonly name: string;
  readonly receiptName: string;
  readonly price: number;
}

export async function platformProducts(): Promise<PlatformProduct[]> {
  const res = await fetch(`${platformUrl}/server/products?afterProductNo=0&pageSize=200`, { headers: { systemKey: DEFAULT_SYSTEM_KEY } });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { items: PlatformProduct[] }).items;
}

export async function stockOf(productNo: number, optionNo: number): Promise<number> {
  const res = await fetch(`${platformUrl}/server/products/${productNo}`, { headers: { systemKey: DEFAULT_SYSTEM_KEY } });
  const product = (await res.json()) as PlatformProduct;
  return product.options.find((o) => o.optionNo === optionNo)?.stockCnt ?? Number.NaN;
}

/** `count` options of different products of the seeded catalogue that are on sale with stock and a barcode. */
export async function sellableItems(count: number): Promise<StackItem[]> {
  const candidates = (await platformProducts()).flatMap((p) =>
    p.saleStatus === 'ONSALE' ? p.options.filter((o) => o.stockCnt >= 5 && !o.forcedSoldOut && o.managementCd).map((o) => ({ product: p, option: o })) : [],
  );
  const picked: typeof candidates = [];
  for (const c of candidates) if (picked.length < count && !picked.some((p) => p.product.productNo === c.product.productNo)) picked.push(c);
  if (picked.length < count) throw new Error(`판매할 시드 상품이 ${count}개 필요합니다`);
  return picked.map((c) => {
    const label = c.option.values.length > 0 ? c.option.values.join(' / ') : c.product.productName;
    return {
      productNo: c.product.productNo,
      optionNo: c.option.optionNo,
      barcode: c.option.managementCd ?? '',
      name: c.product.productName,
      receiptName: label === c.product.productName ? c.product.productName : `${c.product.productName} (${label})`,
      price: c.product.salePrice - c.product.immediateDiscountAmt + c.option.addPrice,
    };
  });
}

/** Every job the fake printer decoded so far, as its lines of text (trailing spaces cut). */
export async function printedJobs(): Promise<string[][]> {
  const jobs = ((await (await fetch(`${printerControl}/jobs`)).json()) as { jobs: { lines: { text: string }[] }[] }).jobs;
  return jobs.map((job) => job.lines.map((line) => line.text.trimEnd()));
}
