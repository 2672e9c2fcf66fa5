// The Naver Pay entry (/npay/{slug}, /npay/mobile/{slug}): a product (and optionally its option
// and quantity in the query) becomes an order sheet, and the checkout opens with 네이버페이 chosen.
import { HIDDEN_STOCK } from '@courtside/core/constants';
import type { OptionInputField, ProductOptionsReply } from '@courtside/core/api';
import { optionText } from '@/lib/catalogue/option-text';

export interface NpayOptionChoice {
  readonly optionNo: number;
  /** "색상: 블랙 / 구성: 1개입"; empty for a product without options. */
  readonly text: string;
  readonly buyPrice: number;
  /** null when the mall hides stock. */
  readonly stockCnt: number | null;
  readonly soldOut: boolean;
}

/** What the entry screen shows (made on the server by npay-props.ts). */
export interface NpayEntryProps {
  productNo: number;
  productName: string;
  imageUrl: string;
  choices: readonly NpayOptionChoice[];
  inputs: readonly OptionInputField[];
  presetOptionNo: number | null;
  presetOrderCnt: number;
  /** The product cannot be bought at all (not on sale, sold out): why. */
  unavailableReason: string | null;
}

/** `100001` and `100001-smile-dampener` both name product 100001. */
export function productNoFromSlug(slug: string): number | null {
  const match = /^(\d{1,12})(?:-|$)/.exec(slug);
  return match?.[1] ? Number(match[1]) : null;
}

export function npayOptionChoices(options: ProductOptionsReply): NpayOptionChoice[] {
  return options.flatOptions.map((o) => ({
    optionNo: o.optionNo,
    text: optionText(o.label, o.value),
    buyPrice: o.buyPrice,
    stockCnt: o.stockCnt === HIDDEN_STOCK ? null : o.stockCnt,
    soldOut: o.saleType === 'SOLD_OUT' || o.forcedSoldOut || o.stockCnt === 0,
  }));
}

/** What the query may preset: `?optionNo=…&orderCnt=…` (a bad value is ignored). */
export function npayPreset(query: Record<string, string | string[] | undefined>): { optionNo: number | null; orderCnt: number } {
  const read = (key: string): number | null => {
    const raw = query[key];
    return typeof raw === 'string' && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  };
  return { optionNo: read('optionNo'), orderCnt: Math.min(read('orderCnt') ?? 1, 999) };
}

/** The option to order without asking: the preset one, or the only one there is, if buyable. */
export function automaticOption(choices: readonly NpayOptionChoice[], presetOptionNo: number | null): NpayOptionChoice | null {
  const preset = presetOptionNo === null ? null : (choices.find((c) => c.optionNo === presetOptionNo) ?? null);
  const pick = preset ?? (choices.length === 1 ? (choices[0] ?? null) : null);
  return pick && !pick.soldOut ? pick : null;
}

export function npayCheckoutPath(orderSheetNo: string): string {
  return `/order/${encodeURIComponent(orderSheetNo)}/checkout?payType=NAVER_EASY_PAY`;
}
