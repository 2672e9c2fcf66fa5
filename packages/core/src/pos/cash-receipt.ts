// 현금영수증 rules, pure: which identities are valid (휴대폰 010…, 현금영수증 카드, 사업자등록번호 with its
// check digit), which purpose each allows, how the amount splits into 공급가액 and 부가세, how an identity
// is masked for receipts and records, and when a shop that chose 자진발급 issues to 010-000-1234.

export type CashReceiptPurpose = 'income' | 'expense';
export type CashReceiptIdentityKind = 'phone' | 'card' | 'business' | 'self';

export interface CashReceiptIdentity {
  readonly kind: CashReceiptIdentityKind;
  /** Digits only, as sent to the agent. */
  readonly digits: string;
  /** As printed: "010-****-5678", "123-45-*****", "9430-****-****-1234". */
  readonly masked: string;
}

export type CashReceiptCheck =
  | { readonly ok: true; readonly identity: CashReceiptIdentity; readonly purpose: CashReceiptPurpose }
  | { readonly ok: false; readonly code: 'CASH_RECEIPT_IDENTITY_INVALID' | 'CASH_RECEIPT_BUSINESS_NO_INVALID' | 'CASH_RECEIPT_PURPOSE_INVALID'; readonly message: string };

/** The national self-issue number (국세청 자진발급용). */
export const SELF_ISSUE_NUMBER = '0100001234';
/** 자진발급 applies to cash sales from this amount when the shopper asked for nothing. */
export const SELF_ISSUE_THRESHOLD = 100_000;

export const CASH_RECEIPT_PURPOSE_LABELS: Readonly<Record<CashReceiptPurpose, string>> = { income: '소득공제', expense: '지출증빙' };

/** 사업자등록번호: weights 1,3,7,1,3,7,1,3,5, plus the tens of the 9th digit × 5. */
export function isBusinessNumber(digits: string): boolean {
  if (!/^[0-9]{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (d[i] ?? 0) * (weights[i] ?? 0);
  sum += Math.floor(((d[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

function maskPhone(d: string): string {
  return d.length === 11 ? `${d.slice(0, 3)}-****-${d.slice(7)}` : `${d.slice(0, 3)}-***-${d.slice(6)}`;
}

export function classifyCashReceiptIdentity(input: string): CashReceiptIdentity | null {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^[0-9]+$/.test(digits)) return null;
  if (digits === SELF_ISSUE_NUMBER) return { kind: 'self', digits, masked: '010-000-1234' };
  if (/^010[0-9]{8}$/.test(digits) || /^01[16789][0-9]{7,8}$/.test(digits)) return { kind: 'phone', digits, masked: maskPhone(digits) };
  if (digits.length === 10 && !digits.startsWith('01')) return { kind: 'business', digits, masked: `${digits.slice(0, 3)}-${digits.slice(3, 5)}-*****` };
  if (digits.length >= 13 && digits.length <= 19) return { kind: 'card', digits, masked: `${digits.slice(0, 4)}-****-****-${digits.slice(-4)}` };
  return null;
}

/** Checks what the cashier typed or scanned and the purpose chosen. A business number is always 지출증빙. */
export function checkCashReceiptRequest(input: string, purpose: CashReceiptPurpose): CashReceiptCheck {
  const identity = classifyCashReceiptIdentity(input);
  if (!identity) {
    const digits = input.replace(/[\s-]/g, '');
    if (/^[0-9]{10}$/.test(digits) && !digits.startsWith('01')) {
      return { ok: false, code: 'CASH_RECEIPT_BUSINESS_NO_INVALID', message: '사업자등록번호가 올바르지 않습니다 (검증 숫자가 맞지 않습니다).' };
    }
    return { ok: false, code: 'CASH_RECEIPT_IDENTITY_INVALID', message: '휴대폰 번호(010으로 시작하는 11자리), 현금영수증 카드 번호 또는 사업자등록번호(10자리)를 입력하세요.' };
  }
  if (identity.kind === 'business' && !isBusinessNumber(identity.digits)) {
    return { ok: false, code: 'CASH_RECEIPT_BUSINESS_NO_INVALID', message: '사업자등록번호가 올바르지 않습니다 (검증 숫자가 맞지 않습니다).' };
  }
  if (identity.kind === 'business' && purpose !== 'expense') {
    return { ok: false, code: 'CASH_RECEIPT_PURPOSE_INVALID', message: '사업자등록번호로는 지출증빙용으로만 발급할 수 있습니다.' };
  }
  if (identity.kind === 'self' && purpose !== 'income') {
    return { ok: false, code: 'CASH_RECEIPT_PURPOSE_INVALID', message: '자진발급은 소득공제용으로만 발급합니다.' };
  }
  return { ok: true, identity, purpose };
}

/** 공급가액 and 부가세 of a tax-inclusive amount (10% VAT): vat = amount − round(amount / 1.1). */
export function splitVat(amount: number): { readonly supply: number; readonly vat: number } {
  const supply = Math.round((amount * 10) / 11);
  return { supply, vat: amount - supply };
}

/** 자진발급: the shop's setting is on, the shopper asked for nothing, and the cash part is ≥ 100,000원. */
export function selfIssueApplies(setting: boolean, cashAmount: number, requested: boolean): boolean {
  return setting && !requested && cashAmount >= SELF_ISSUE_THRESHOLD;
}
