// Korean notices the cart rules hand to the UI (toasts and alerts).

export const CART_MESSAGES = {
  quantityAdded: '이미 담긴 상품이라 수량이 추가되었습니다.',
  soldOut: '품절된 상품입니다.',
  stockLimited: (stockCnt: number): string => `재고가 부족하여 최대 ${stockCnt}개까지 담을 수 있습니다.`,
} as const;
