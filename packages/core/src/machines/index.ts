// Pure state machines and time rules: (state, event) → state, no timers, no I/O.
export { ANONYMOUS_SESSION, reduceSession, sessionExpiresAt } from './session.ts';
export type { SessionEvent, SessionState } from './session.ts';
export { NO_POD_TOKEN, podTokenExpiresAt, podTokenNeedsRenewal, reducePodToken } from './pod-token.ts';
export type { PodTokenState } from './pod-token.ts';
export { ORDER_REQUEST_TYPES_BY_GROUP, ORDER_STATUS_LABELS, ORDER_TRACKER_GROUPS, ORDER_TRACKER_LABELS, orderTrackerCounts } from './order-tracker.ts';
export type { OrderTrackerGroup } from './order-tracker.ts';
export {
  PRODUCTION_STATUS_LABELS,
  PRODUCTION_TRANSITION_MESSAGES,
  nextProductionStatus,
  readProductionStatus,
  transitionProductionStatus,
} from './production-status.ts';
export type { ProductionStep, ProductionTransitionErrorCode } from './production-status.ts';
export { NO_TOASTS, nextToastDeadline, reduceToast } from './toast.ts';
export type { CartToastData, ToastEvent, ToastMessageType, ToastState } from './toast.ts';
export { formatPointsAmount, pointsSign } from './points.ts';
export type { AccumulationStatus } from './points.ts';
export { INITIAL_SYNC_STATE, reduceSync, syncStatusLabel } from './sync-state.ts';
export type { SyncEvent, SyncState } from './sync-state.ts';
