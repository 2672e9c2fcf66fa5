import { describe, expect, it } from 'vitest';
import { customLinesOf } from './custom-lines';
import { orderExportDocument, podOrderExportOf, unitSellPrice } from './order-export';
import type { PlatformOrder, PlatformOrderLine } from './platform-orders';

function line(overrides: Partial<PlatformOrderLine>): PlatformOrderLine {
  return {
    orderOptionNo: 1,
    productNo: 100203,
    optionNo: 1,
    productName: '주문제작 클럽 티셔츠',
    optionName: '사이즈|색상',
    optionValue: 'M|화이트',
    orderCnt: 2,
    buyAmt: 50000,
    orderStatusType: 'PAY_DONE',
    claimStatusType: null,
    optionInputs: [],
    imageUrl: null,
    salePrice: 25000,
    addPrice: 0,
    immediateDiscountAmt: 0,
    ...overrides,
  };
}

function order(lines: PlatformOrderLine[], memberId: string | null = 'tennis_lee'): PlatformOrder {
  return {
    orderNo: '20250301000123',
    orderYmdt: '2025-03-01 10:00:00',
    memberId,
    payAmt: 53000,
    paid: true,
    orderOptions: lines,
    orderer: { ordererName: '이정현', ordererContact1: '010-2345-6789' },
    shippingAddress: { receiverName: '이받음', receiverZipCd: '06236', receiverAddress: '서울특별시 강남구 테헤란로 123', receiverDetailAddress: '4층', receiverContact1: '010-2222-3333' },
  };
}

const pod = (projectId: string) => [
  { inputLabel: '주문제작 프로젝트', inputValue: projectId },
  { inputLabel: '디자인 이미지', inputValue: 'https://shop/t.png' },
];

describe('the external order export', () => {
  it('shapes a paid order’s pod lines as the partner’s order, in Korea, digits-only phone', () => {
    const o = order([
      line({ orderOptionNo: 1, optionInputs: pod('PJ1'), orderCnt: 2 }),
      line({ orderOptionNo: 2, productNo: 100001, optionInputs: [] }),
      line({ orderOptionNo: 3, optionInputs: pod('PJ2'), orderCnt: 1, salePrice: 19000, addPrice: 1000, immediateDiscountAmt: 500 }),
    ]);
    expect(podOrderExportOf(o, customLinesOf(o))).toEqual({
      orderCode: '20250301000123',
      storeCustomerId: 'member:tennis_lee',
      shippingAddress: { address: '서울특별시 강남구 테헤란로 123', addressDetail: '4층', nationCode: 'KR', phoneNumber: '01022223333', postcode: '06236', recipient: '이받음' },
      orderEntries: [
        { projectId: 'PJ1', quantity: 2, productSellPrice: 25000 },
        { projectId: 'PJ2', quantity: 1, productSellPrice: 19500 },
      ],
    });
  });

  it('names a guest order’s customer by the order', () => {
    const o = order([line({ optionInputs: pod('PJ1') })], null);
    expect(podOrderExportOf(o, customLinesOf(o))?.storeCustomerId).toBe('guest-order:20250301000123');
  });

  it('leaves out dampener designs, cancelled lines and unpaid ones', () => {
    const o = order([
      line({ optionInputs: [{ inputLabel: '디자인 참조번호', inputValue: 'D20250301-ABCDEFGH' }] }),
      line({ optionInputs: pod('PJ3'), claimStatusType: 'CANCEL_DONE', orderStatusType: 'CANCEL_DONE' }),
      line({ optionInputs: pod('PJ4'), orderStatusType: 'DEPOSIT_WAIT' }),
    ]);
    expect(customLinesOf(o).map((c) => [c.kind, c.reference])).toEqual([['dampener', 'D20250301-ABCDEFGH']]);
    expect(podOrderExportOf(o, customLinesOf(o))).toBeNull();
  });

  it('prefers the pod project when a line also fills the design reference input', () => {
    const o = order([line({ optionInputs: [...pod('PJ5'), { inputLabel: '디자인 참조번호', inputValue: 'PJ5' }] })]);
    expect(customLinesOf(o).map((c) => c.kind)).toEqual(['pod']);
  });

  it('never prices a unit below zero and wraps the orders as a document', () => {
    expect(unitSellPrice({ salePrice: 1000, addPrice: 0, immediateDiscountAmt: 2000 })).toBe(0);
    expect(orderExportDocument([])).toEqual({ orders: [] });
  });
});
