import { describe, expect, it } from 'vitest';
import { REVIEW_ELIGIBILITY_TEXT, reviewEligibility } from './review-eligibility';

describe('review eligibility per order line', () => {
  const reviewed = new Set([11]);
  it('lets a delivered or confirmed line not yet reviewed be reviewed', () => {
    expect(reviewEligibility({ orderOptionNo: 12, orderStatusType: 'DELIVERY_DONE' }, reviewed)).toBe('writable');
    expect(reviewEligibility({ orderOptionNo: 13, orderStatusType: 'BUY_CONFIRM' }, reviewed)).toBe('writable');
  });
  it('says why the others cannot, before anything is written', () => {
    expect(reviewEligibility({ orderOptionNo: 11, orderStatusType: 'BUY_CONFIRM' }, reviewed)).toBe('reviewed');
    expect(reviewEligibility({ orderOptionNo: 14, orderStatusType: 'DELIVERY_ING' }, reviewed)).toBe('not-delivered');
    expect(reviewEligibility({ orderOptionNo: 15, orderStatusType: 'PAY_DONE' }, reviewed)).toBe('not-delivered');
    expect(reviewEligibility({ orderOptionNo: 16, orderStatusType: 'CANCEL_DONE' }, reviewed)).toBe('closed');
    expect(REVIEW_ELIGIBILITY_TEXT.reviewed).toBe('이미 리뷰를 작성한 주문 상품입니다.');
  });
});
