// Pure state machines and time rules: (state, event) → state, no timers, no I/O.
export { isTokenExpired, tokenExpiresAt } from './token-expiry.ts';
export { ANONYMOUS_SESSION, isLoggedIn, reduceSession, sessionExpiresAt } from './session.ts';
export type { SessionEvent, SessionState } from './session.ts';
export { NO_POD_TOKEN, podTokenExpiresAt, podTokenNeedsRenewal, reducePodToken } from './pod-token.ts';
export type { PodTokenEvent, PodTokenState } from './pod-token.ts';
export {
  ORDER_CLAIM_GROUPS,
  ORDER_PROGRESS_GROUPS,
  ORDER_REQUEST_TYPES_BY_GROUP,
  ORDER_STATUS_LABELS,
  ORDER_TRACKER_GROUPS,
  ORDER_TRACKER_LABELS,
  orderRequestTypesQuery,
  orderTrackerCounts,
  orderTrackerGroupOf,
} from './order-tracker.ts';
export type {
  OrderOptionStatus,
  OrderStatusFilter,
  OrderStatusCounts,
  TrackedOrderStatus,
  OrderTrackerGroup,
} from './order-tracker.ts';
export {
  PRODUCTION_STATUS_LABELS,
  PRODUCTION_STEPS,
  PRODUCTION_TRANSITION_MESSAGES,
  nextProductionStatus,
  readProductionStatus,
  reduceProductionStatus,
  transitionProductionStatus,
} from './production-status.ts';
export type {
  ProductionEvent,
  ProductionStep,
  ProductionTransition,
  ProductionTransitionErrorCode,
} from './production-status.ts';
export { NO_TOASTS, nextToastDeadline, reduceToast } from './toast.ts';
export type { CartToast, CartToastData, PlainToast, ToastEvent, ToastMessageType, ToastState } from './toast.ts';
export { ACCUMULATION_STATUS_LABELS, formatPointsAmount, pointsSign } from './points.ts';
export type { AccumulationStatus } from './points.ts';
export { INITIAL_SYNC_STATE, reduceSync, syncStatusLabel } from './sync-state.ts';
export type { SyncEvent, SyncState, SyncStatus } from './sync-state.ts';
