// 현금영수증 at checkout (가상계좌 only): the shopper's choice — 소득공제 by 휴대폰 번호 or 현금영수증 카드,
// 지출증빙 by 사업자등록번호 — checked with core's rules (the counter terminal's too: the business
// number's check digit), and the reservation's `applyCashReceipt` / `cashReceipt`.
import { checkCashReceiptRequest } from '@courtside/core/pos';
import type { CashReceiptKeyType, CashReceiptPurposeType, CashReceiptRequest } from '@courtside/core/api';

export interface CashReceiptForm {
  readonly apply: boolean;
  readonly purpose: CashReceiptPurposeType;
  readonly keyType: CashReceiptKeyType;
  readonly key: string;
}

export const NO_CASH_RECEIPT: CashReceiptForm = { apply: false, purpose: 'INCOME_TAX_DEDUCTION', keyType: 'MOBILE_NO', key: '' };

/** The number kinds each purpose takes, as the form offers them. */
export const CASH_RECEIPT_KEY_TYPES: Readonly<Record<CashReceiptPurposeType, readonly { value: CashReceiptKeyType; label: string; placeholder: string }[]>> = {
  INCOME_TAX_DEDUCTION: [
    { value: 'MOBILE_NO', label: '휴대폰 번호', placeholder: '010-1234-5678' },
    { value: 'CARD_NO', label: '현금영수증 카드', placeholder: '카드 번호 13~19자리' },
  ],
  PROOF_EXPENDITURE: [{ value: 'BUSINESS_NO', label: '사업자등록번호', placeholder: '123-45-67890' }],
};

/** Changing the purpose keeps a number kind it allows. */
export function withPurpose(form: CashReceiptForm, purpose: CashReceiptPurposeType): CashReceiptForm {
  const kinds = CASH_RECEIPT_KEY_TYPES[purpose];
  return { ...form, purpose, keyType: kinds.some((k) => k.value === form.keyType) ? form.keyType : (kinds[0]?.value ?? 'MOBILE_NO') };
}

const KIND_OF: Record<CashReceiptKeyType, string> = { MOBILE_NO: 'phone', CARD_NO: 'card', BUSINESS_NO: 'business' };

/** The Korean reason the request cannot be sent, or null (nothing asked, or a good number). */
export function cashReceiptProblem(form: CashReceiptForm | undefined, payType: string | null): string | null {
  if (!form?.apply || payType !== 'VIRTUAL_ACCOUNT') return null;
  if (form.key.trim() === '') return '현금영수증 발급 번호를 입력해 주세요.';
  const check = checkCashReceiptRequest(form.key, form.purpose === 'PROOF_EXPENDITURE' ? 'expense' : 'income');
  if (!check.ok) return check.message;
  if (KIND_OF[form.keyType] !== check.identity.kind) {
    return form.keyType === 'MOBILE_NO' ? '휴대폰 번호(010으로 시작하는 11자리)를 입력해 주세요.' : form.keyType === 'CARD_NO' ? '현금영수증 카드 번호(13~19자리)를 입력해 주세요.' : '사업자등록번호 10자리를 입력해 주세요.';
  }
  return null;
}

/** The reservation's fields for it (nothing unless asked on a virtual account). */
export function cashReceiptRequest(form: CashReceiptForm | undefined, payType: string): { applyCashReceipt: true; cashReceipt: CashReceiptRequest } | Record<string, never> {
  if (!form?.apply || payType !== 'VIRTUAL_ACCOUNT') return {};
  return { applyCashReceipt: true, cashReceipt: { cashReceiptIssuePurposeType: form.purpose, cashReceiptKeyType: form.keyType, cashReceiptKey: form.key.replace(/[\s-]/g, '') } };
}
