import { describe, expect, it } from 'vitest';
import { EMPTY_RECEIVER, firstErrorField, validateCheckout, type CheckoutForm } from './checkout-form';
import { pointsToUse } from './points';
import { initialPayType, interestFreeLines, offeredPayMethods } from './pay-methods';
import { buildCalculateRequest, buildReserveRequest, NO_COUPONS } from './reserve-request';
import { clearPendingPayment, forgetGuestPassword, readPendingPayment, rememberSheetCartNos, savePendingPayment, sheetCartNos } from './pending-payment';

const filled: CheckoutForm = {
  orderer: { name: '홍길동', phone: '01012345678', email: 'hong@example.kr' },
  receiver: { name: '김받는', phone: '010-9876-5432', zipCd: '06236', address: '서울특별시 강남구 테헤란로 152', jibunAddress: '서울특별시 강남구 역삼동 737', detailAddress: '12층', addressNo: 0 },
  deliveryMemo: ' 문 앞에 놓아 주세요 ',
  guestPassword: 'pass1234',
  guestPasswordConfirm: 'pass1234',
  agreedTerms: ['PI_COLLECTION_AND_USE_ON_ORDER', 'ORDER_INFO_AGREE'],
  payType: 'VIRTUAL_ACCOUNT',
};
const terms = ['PI_COLLECTION_AND_USE_ON_ORDER', 'ORDER_INFO_AGREE'];

describe('validateCheckout', () => {
  it('passes a complete guest form', () => {
    expect(validateCheckout(filled, { guest: true, requiredTerms: terms })).toEqual({});
  });

  it('names every missing piece in screen order', () => {
    const empty: CheckoutForm = { orderer: { name: '', phone: '', email: '' }, receiver: EMPTY_RECEIVER, deliveryMemo: '', guestPassword: '', guestPasswordConfirm: '', agreedTerms: [], payType: null };
    const errors = validateCheckout(empty, { guest: true, requiredTerms: terms });
    expect(Object.keys(errors)).toEqual(['ordererName', 'ordererPhone', 'ordererEmail', 'receiverName', 'receiverPhone', 'receiverZipCd', 'guestPassword', 'payType', 'terms']);
    expect(firstErrorField(errors)).toBe('ordererName');
    expect(errors.receiverZipCd).toBe('우편번호 찾기로 배송지 주소를 입력해 주세요.');
    expect(errors.terms).toBe('필수 약관에 모두 동의해 주세요.');
  });

  it('asks for the detail address once the postal code is there', () => {
    const errors = validateCheckout({ ...filled, receiver: { ...filled.receiver, detailAddress: '  ' } }, { guest: true, requiredTerms: terms });
    expect(errors).toEqual({ receiverDetailAddress: '상세 주소를 입력해 주세요.' });
  });

  it('checks the guest password length and its confirmation', () => {
    expect(validateCheckout({ ...filled, guestPassword: '123', guestPasswordConfirm: '123' }, { guest: true, requiredTerms: terms }).guestPassword).toContain('4~20자');
    expect(validateCheckout({ ...filled, guestPasswordConfirm: 'pass12345' }, { guest: true, requiredTerms: terms }).guestPasswordConfirm).toContain('일치하지');
  });

  it('lets a member go without a password or an e-mail, but checks an e-mail that is given', () => {
    const member = { ...filled, guestPassword: '', guestPasswordConfirm: '', orderer: { ...filled.orderer, email: '' } };
    expect(validateCheckout(member, { guest: false, requiredTerms: terms })).toEqual({});
    expect(validateCheckout({ ...member, orderer: { ...member.orderer, email: 'not-an-email' } }, { guest: false, requiredTerms: terms }).ordererEmail).toBeDefined();
  });

  it('refuses a phone number that is not Korean and an unticked required term', () => {
    const errors = validateCheckout({ ...filled, orderer: { ...filled.orderer, phone: '12345' }, agreedTerms: ['ORDER_INFO_AGREE'] }, { guest: true, requiredTerms: terms });
    expect(Object.keys(errors)).toEqual(['ordererPhone', 'terms']);
  });
});

describe('pointsToUse', () => {
  it('keeps digits, and accepts 0 or at least 1,000원', () => {
    expect(pointsToUse('2,500원', 5000)).toEqual({ ok: true, amount: 2500, note: null });
    expect(pointsToUse('', 5000)).toEqual({ ok: true, amount: 0, note: null });
    expect(pointsToUse('500', 5000)).toEqual({ ok: false, message: '적립금은 1,000원 이상부터 사용할 수 있습니다.' });
  });

  it('lowers an amount over the limit to the limit and says so', () => {
    expect(pointsToUse('9000', 4200)).toEqual({ ok: true, amount: 4200, note: '사용 가능한 최대 적립금 4,200원으로 조정했습니다.' });
  });

  it('refuses any use when nothing is usable', () => {
    expect(pointsToUse('1000', 0).ok).toBe(false);
  });
});

describe('payment methods', () => {
  const available = [
    { payType: 'NAVER_EASY_PAY', pgTypes: ['NAVER_EASY_PAY'] },
    { payType: 'ACCOUNT', pgTypes: ['NONE'] },
    { payType: 'VIRTUAL_ACCOUNT', pgTypes: ['INICIS'] },
    { payType: 'CREDIT_CARD', pgTypes: ['INICIS'] },
    { payType: 'MOBILE', pgTypes: [] },
    { payType: 'PAYCO', pgTypes: ['PAYCO'] },
    { payType: 'TOSS_PAY', pgTypes: ['TOSS_PAYMENTS'] },
    { payType: 'KAKAO_PAY', pgTypes: ['KAKAO_PAY'] },
  ];

  it("offers the shop's methods the sheet allows, in the shop's order, with their provider", () => {
    expect(offeredPayMethods(available)).toEqual([
      { payType: 'CREDIT_CARD', pgType: 'INICIS', label: '신용카드', easy: false },
      { payType: 'VIRTUAL_ACCOUNT', pgType: 'INICIS', label: '가상계좌', easy: false },
      { payType: 'NAVER_EASY_PAY', pgType: 'NAVER_EASY_PAY', label: '네이버페이', easy: true },
      { payType: 'KAKAO_PAY', pgType: 'KAKAO_PAY', label: '카카오페이', easy: true },
      { payType: 'TOSS_PAY', pgType: 'TOSS_PAYMENTS', label: '토스페이', easy: true },
      { payType: 'PAYCO', pgType: 'PAYCO', label: '페이코', easy: true },
    ]);
  });

  it('words the shop’s 무이자 할부 per card company', () => {
    const withCard = [{ payType: 'CREDIT_CARD', pgTypes: ['INICIS'], noIntInfos: [
      { cardName: '신한카드', amount: 5, monthList: [2, 3, 4, 5] },
      { cardName: 'KB국민카드', amount: 5, monthList: [3, 2] },
      { cardName: '롯데카드', amount: 0, monthList: [2, 6] },
      { cardName: '비씨카드', amount: 5, monthList: [] },
    ] }];
    expect(interestFreeLines(withCard)).toEqual(['신한카드 2~5개월 (5만원 이상)', 'KB국민카드 2·3개월 (5만원 이상)', '롯데카드 2·6개월']);
    expect(interestFreeLines(available)).toEqual([]);
  });

  it('preselects the requested method, then the last one used, then the first', () => {
    const choices = offeredPayMethods(available);
    expect(initialPayType(choices, 'NAVER_EASY_PAY', 'CREDIT_CARD')).toBe('NAVER_EASY_PAY');
    expect(initialPayType(choices, 'BITCOIN', 'VIRTUAL_ACCOUNT')).toBe('VIRTUAL_ACCOUNT');
    expect(initialPayType(choices, null, null)).toBe('CREDIT_CARD');
    expect(initialPayType([], null, null)).toBeNull();
  });
});

describe('requests', () => {
  const coupons = { productCoupons: [{ productNo: 100001, couponIssueNo: 7 }], cartCouponIssueNo: 9 };

  it('recalculates with the postal code, coupons and points', () => {
    const request = buildCalculateRequest({ zipCd: '63122', coupons, points: 1500 }, filled.receiver);
    expect(request.accumulationUseAmt).toBe(1500);
    expect(request.couponRequest).toEqual({ productCoupons: [{ productNo: 100001, couponIssueNo: 7 }], cartCouponIssueNo: 9 });
    expect(request.addressRequest?.receiverZipCd).toBe('63122');
    expect(request.addressRequest?.receiverContact1).toBe('010-9876-5432');
  });

  it('sends no address before one is chosen', () => {
    expect(buildCalculateRequest({ zipCd: '', coupons: NO_COUPONS, points: 0 }, filled.receiver).addressRequest).toBeUndefined();
  });

  it('reserves a guest payment with the password, no points or coupons, and the result page as return address', () => {
    const request = buildReserveRequest({
      orderSheetNo: '202501010000000001',
      method: { payType: 'VIRTUAL_ACCOUNT', pgType: 'INICIS', label: '가상계좌', easy: false },
      origin: 'http://127.0.0.1:3110',
      member: false,
      form: filled,
      inputs: { zipCd: '06236', coupons, points: 2000 },
      paymentAmount: 12000,
      saveAddressBook: true,
      orderTitle: '코트사이드 스마일 댐프너 외 1건',
    });
    expect(request).toMatchObject({
      payType: 'VIRTUAL_ACCOUNT',
      pgType: 'INICIS',
      clientReturnUrl: 'http://127.0.0.1:3110/order/order-result',
      member: false,
      tempPassword: 'pass1234',
      subPayAmt: 0,
      saveAddressBook: false,
      paymentAmtForVerification: 12000,
      deliveryMemo: '문 앞에 놓아 주세요',
      coupons: { productCoupons: [] },
      orderer: { ordererName: '홍길동', ordererContact1: '010-1234-5678', ordererEmail: 'hong@example.kr' },
    });
    expect(request.shippingAddress).toMatchObject({ receiverZipCd: '06236', receiverDetailAddress: '12층', addressNo: 0, countryCd: 'KR' });
  });

  it("reserves a member payment with points and coupons and without a password", () => {
    const request = buildReserveRequest({
      orderSheetNo: 'S',
      method: { payType: 'CREDIT_CARD', pgType: 'INICIS', label: '신용카드', easy: false },
      origin: 'https://courtside.kr',
      member: true,
      form: filled,
      inputs: { zipCd: '06236', coupons, points: 2000 },
      paymentAmount: 10000,
      saveAddressBook: true,
      orderTitle: '상품',
    });
    expect(request.tempPassword).toBeUndefined();
    expect(request.subPayAmt).toBe(2000);
    expect(request.saveAddressBook).toBe(true);
    expect(request.coupons).toEqual({ productCoupons: [{ productNo: 100001, couponIssueNo: 7 }], cartCouponIssueNo: 9 });
  });
});

describe('pending payment', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
  };

  it('keeps the guest password until the result page used it, and the sheet until it is paid', () => {
    const storage = memory();
    rememberSheetCartNos(storage, 'S1', [12345, 54321]);
    savePendingPayment(storage, { orderSheetNo: 'S1', member: false, guestPassword: 'pass1234', guestCartNos: sheetCartNos(storage, 'S1') });
    expect(readPendingPayment(storage)?.guestCartNos).toEqual([12345, 54321]);
    forgetGuestPassword(storage);
    expect(readPendingPayment(storage)).toMatchObject({ orderSheetNo: 'S1', guestPassword: null });
    clearPendingPayment(storage, 'S1');
    expect(readPendingPayment(storage)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('ignores anything in storage that is not a pending payment', () => {
    const storage = memory();
    storage.setItem('courtside:pending-payment', '{"orderSheetNo":1}');
    expect(readPendingPayment(storage)).toBeNull();
    storage.setItem('courtside:pending-payment', 'not json');
    expect(readPendingPayment(storage)).toBeNull();
  });
});
