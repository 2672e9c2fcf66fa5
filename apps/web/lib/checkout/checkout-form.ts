// The checkout form's fields and the rules checked before 결제하기: orderer, receiver (address from
// the postal-code search), guest order password, required terms and the payment method. Answers one
// Korean message per field, in screen order, so the page can show them inline and focus the first.
import { cashReceiptProblem, type CashReceiptForm } from './cash-receipt-form';
import { phoneDigits } from '@courtside/core/format';
import { validateEmail, validateName } from '@courtside/core/validation';

export interface OrdererFields {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
}

export interface ReceiverFields {
  readonly name: string;
  readonly phone: string;
  readonly zipCd: string;
  readonly address: string;
  readonly jibunAddress: string;
  readonly detailAddress: string;
  /** The saved address chosen from the member's list; 0 for an address typed now. */
  readonly addressNo: number;
}

export interface CheckoutForm {
  readonly orderer: OrdererFields;
  readonly receiver: ReceiverFields;
  readonly deliveryMemo: string;
  readonly guestPassword: string;
  readonly guestPasswordConfirm: string;
  /** termsType values the shopper ticked. */
  readonly agreedTerms: readonly string[];
  readonly payType: string | null;
  /** 현금영수증 asked with a 가상계좌 payment. */
  readonly cashReceipt?: CashReceiptForm;
}

export const EMPTY_RECEIVER: ReceiverFields = { name: '', phone: '', zipCd: '', address: '', jibunAddress: '', detailAddress: '', addressNo: 0 };

export const CHECKOUT_FIELDS = [
  'ordererName',
  'ordererPhone',
  'ordererEmail',
  'receiverName',
  'receiverPhone',
  'receiverZipCd',
  'receiverDetailAddress',
  'guestPassword',
  'guestPasswordConfirm',
  'payType',
  'cashReceipt',
  'terms',
] as const;

export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The platform's rule for the guest order password. */
export const GUEST_PASSWORD_LENGTH = { min: 4, max: 20 } as const;

export const CHECKOUT_MESSAGES = {
  phone: '연락처를 정확히 입력해 주세요. (예: 010-1234-5678)',
  address: '우편번호 찾기로 배송지 주소를 입력해 주세요.',
  detailAddress: '상세 주소를 입력해 주세요.',
  guestPassword: `주문 조회 비밀번호를 ${GUEST_PASSWORD_LENGTH.min}~${GUEST_PASSWORD_LENGTH.max}자로 입력해 주세요.`,
  guestPasswordConfirm: '비밀번호가 일치하지 않습니다. 다시 확인해 주세요.',
  payType: '결제 수단을 선택해 주세요.',
  terms: '필수 약관에 모두 동의해 주세요.',
} as const;

/** Korean phone numbers: mobile 010…, or an area number, 9 to 11 digits starting with 0. */
export function isPhoneNumber(input: string): boolean {
  return /^0\d{8,10}$/.test(phoneDigits(input));
}

export function validateCheckout(form: CheckoutForm, context: { guest: boolean; requiredTerms: readonly string[] }): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const name = validateName(form.orderer.name);
  if (!name.ok) errors.ordererName = name.message;
  if (!isPhoneNumber(form.orderer.phone)) errors.ordererPhone = CHECKOUT_MESSAGES.phone;
  // Members may have no e-mail on file; guests need one for the order notices.
  if (context.guest || form.orderer.email.trim() !== '') {
    const email = validateEmail(form.orderer.email);
    if (!email.ok) errors.ordererEmail = email.message;
  }
  const receiver = validateName(form.receiver.name);
  if (!receiver.ok) errors.receiverName = receiver.message;
  if (!isPhoneNumber(form.receiver.phone)) errors.receiverPhone = CHECKOUT_MESSAGES.phone;
  if (!/^\d{5}$/.test(form.receiver.zipCd) || form.receiver.address.trim() === '') errors.receiverZipCd = CHECKOUT_MESSAGES.address;
  else if (form.receiver.detailAddress.trim() === '') errors.receiverDetailAddress = CHECKOUT_MESSAGES.detailAddress;
  if (context.guest) {
    const length = form.guestPassword.length;
    if (length < GUEST_PASSWORD_LENGTH.min || length > GUEST_PASSWORD_LENGTH.max) errors.guestPassword = CHECKOUT_MESSAGES.guestPassword;
    else if (form.guestPassword !== form.guestPasswordConfirm) errors.guestPasswordConfirm = CHECKOUT_MESSAGES.guestPasswordConfirm;
  }
  if (form.payType === null) errors.payType = CHECKOUT_MESSAGES.payType;
  const cashReceipt = cashReceiptProblem(form.cashReceipt, form.payType);
  if (cashReceipt) errors.cashReceipt = cashReceipt;
  if (!context.requiredTerms.every((t) => form.agreedTerms.includes(t))) errors.terms = CHECKOUT_MESSAGES.terms;
  return errors;
}

/** The first field with an error, in screen order (the one to focus). */
export function firstErrorField(errors: CheckoutErrors): CheckoutField | null {
  return CHECKOUT_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}
