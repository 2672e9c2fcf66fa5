// 재입고 알림 on the product page: which options a shopper may ask to be told about (the sold-out
// ones), each named as the shopper reads it, and the guest's request checked before it is sent.
import type { ProductOption, ProductOptionsReply } from '@courtside/core/api';
import { optionText } from '@/lib/catalogue/option-text';

export interface RestockChoice {
  optionNo: number;
  /** "색상: 블랙 / 구성: 1개입" (the product's only option: its value). */
  text: string;
}

function soldOut(option: ProductOption): boolean {
  return option.saleType === 'SOLD_OUT' || option.forcedSoldOut || option.stockCnt === 0;
}

/** "색상|구성" + "블랙|1개입" → "색상: 블랙 / 구성: 1개입" (the cart's option formatter). */
export function restockOptionText(label: string, value: string): string {
  return optionText(label, value);
}

/** The sold-out options, in the product's order. */
export function restockChoices(options: Pick<ProductOptionsReply, 'flatOptions'>): RestockChoice[] {
  return options.flatOptions.filter(soldOut).map((o) => ({ optionNo: o.optionNo, text: restockOptionText(o.label, o.value) }));
}

export interface GuestRestockForm {
  name: string;
  phone: string;
  agreed: boolean;
}

/** The Korean reason a guest's request cannot be sent yet, or null. */
export function guestRestockProblem(form: GuestRestockForm): string | null {
  if (form.name.trim() === '') return '이름을 입력해 주세요.';
  if (!/^01[016789]\d{7,8}$/.test(form.phone.replace(/[\s-]/g, ''))) return '휴대폰 번호를 정확히 입력해 주세요. (예: 010-1234-5678)';
  if (!form.agreed) return '개인정보 수집·이용에 동의해 주세요.';
  return null;
}
