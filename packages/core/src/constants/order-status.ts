// The platform's order status values (orderStatusType) in one place: the platform stand-in stores
// and validates them, the storefront and the terminal read them.

/** An order option's progress, in order (the least advanced active option is the order's status). */
export const ORDER_PROGRESS_STATUSES = ['DEPOSIT_WAIT', 'PAY_DONE', 'PRODUCT_PREPARE', 'DELIVERY_PREPARE', 'DELIVERY_ING', 'DELIVERY_DONE', 'BUY_CONFIRM'] as const;

/** Where a finished claim leaves an option. */
export const ORDER_CLAIM_DONE_STATUSES = ['CANCEL_DONE', 'RETURN_DONE', 'EXCHANGE_DONE'] as const;

/** Every orderStatusType value of the platform. */
export const ORDER_STATUS_TYPES = [
  ...ORDER_PROGRESS_STATUSES,
  ...ORDER_CLAIM_DONE_STATUSES,
  'PAY_WAIT', 'PAY_CANCEL', 'PAY_FAIL', 'DELETE', 'EXCHANGE_WAIT', 'REFUND_DONE',
] as const;

export type OrderStatusType = (typeof ORDER_STATUS_TYPES)[number];
