// The counter terminal ↔ own server contract (/api/pos/*): types of every request and reply, the
// sync protocol, error codes with Korean messages, and the pure rules both sides apply.
export { POS_ERRORS, isPosErrorCode, posErrorMessage, posErrorStatus, posPinLockoutMessage } from './errors.ts';
export type { PosErrorCode, PosErrorBody } from './errors.ts';
export { POS_TERMINAL_KEY_HEADER, POS_STAFF_AUTH_HEADER, POS_BODY_LIMIT, posBearer, readPosBearer } from './http.ts';
export {
  POS_ROUTES,
  posRoutePath,
  matchPosRoute,
  parsePosSyncEntry,
  posIssueFields,
  posRegisterTerminalSchema,
  posStaffLoginSchema,
  posStaffCreateSchema,
  posStaffUpdateSchema,
  posShopProfileSchema,
  posCatalogueQuery,
  posConflictsQuery,
  posConflictResolveSchema,
  posDailyReportQuery,
  posXReportQuery,
  posZCloseSchema,
  posSalesQuery,
  posProductsQuery,
  posProductCreateSchema,
  posProductUpdateSchema,
  posBarcodeRegisterSchema,
  posBarcodeUpdateSchema,
  posBarcodesQuery,
  posCustomOrdersQuery,
  posSyncEntrySchema,
  posSyncBatchSchema,
} from './contract.ts';
export type {
  PosAuth,
  PosMethod,
  PosRouteSpec,
  PosRoutes,
  PosRouteKey,
  PosRouteParams,
  PosRouteBody,
  PosRouteQuery,
  PosRouteReply,
  PosRouteInput,
  PosRegisterTerminalRequest,
  PosStaffLoginRequest,
  PosStaffCreateRequest,
  PosStaffUpdateRequest,
  PosProductInput,
  PosProductOptionInput,
  PosProductUpdate,
  PosBarcodeRegisterRequest,
  PosBarcodeUpdateRequest,
  PosZCloseRequest,
  PosConflictResolveRequest,
} from './contract.ts';
export { POS_SHOP_FIELD_LABELS, checkShopProfile, formatBusinessNumber, isValidBusinessNumber } from './shop-profile.ts';
export type { PosShopProfile, PosShopProfileReply, PosShopField, ShopProfileCheck } from './shop-profile.ts';
export { POS_ROLES, POS_ROLE_LABELS, POS_PERMISSIONS, isPosRole, posRoleAllows, isValidPosPin } from './auth-types.ts';
export type {
  PosRole,
  PosPermission,
  PosRegisterTerminalReply,
  PosTerminalInfo,
  PosStaff,
  PosStaffList,
  PosStaffLoginReply,
  PosStaffSessionInfo,
  PosOfflineHashParams,
  PosOfflineCredential,
} from './auth-types.ts';
export { POS_ENTRY_KINDS, POS_SYNC_MAX_BATCH, POS_STOCK_REASONS, POS_STOCK_REASON_LABELS, POS_CONFLICT_KINDS } from './sync-types.ts';
export type {
  PosEntryKind,
  PosSaleLine,
  PosSaleDiscount,
  PosCashPayment,
  PosCardPayment,
  PosPayment,
  PosPaymentMethod,
  PosPaymentKind,
  PosSaleTotals,
  PosVoidedLine,
  PosSalePayload,
  PosRefundLine,
  PosRefundPayment,
  PosRefundPayload,
  PosStockReason,
  PosStockMovement,
  PosStockPayload,
  PosSaleEntry,
  PosRefundEntry,
  PosStockEntry,
  PosSyncEntry,
  PosSyncRequest,
  PosEntryResult,
  PosSyncEntryReply,
  PosSyncEntryStatus,
  PosSyncReply,
  PosConflictKind,
  PosConflictStatus,
  PosConflict,
  PosConflictList,
} from './sync-types.ts';
export { POS_CATALOGUE_DEFAULT_LIMIT, POS_CATALOGUE_MAX_LIMIT } from './catalogue-types.ts';
export type { PosCatalogueCategory, PosCatalogueOption, PosCatalogueProduct, PosBarcodeRecord, PosCatalogueItem, PosCataloguePage } from './catalogue-types.ts';
export type {
  PosProductSummary,
  PosProductList,
  PosProductDetail,
  PosBarcodeList,
  PosCustomOrderSummary,
  PosCustomOrderList,
  PosCustomOrderSide,
  PosCustomOrderDetail,
} from './product-types.ts';
export type {
  PosReportTotals,
  PosReportByTerminal,
  PosReportByCashier,
  PosReportByPayment,
  PosDailyReport,
  PosZReport,
  PosSaleSummary,
  PosSaleList,
  PosSaleRefundSummary,
  PosSaleDetail,
} from './report-types.ts';
export { isPosUuidV7, posUuidV7Time, createPosUuidV7 } from './uuid-v7.ts';
export { canonicalPosJson } from './canonical-json.ts';
export { posBusinessDate, isPosBusinessDate, posBusinessDayRange, isPosInstant } from './business-date.ts';
export {
  posLineAmount,
  posSaleTotals,
  posPaymentKind,
  checkPosSalePayload,
  checkPosRefundPayload,
  checkPosRefundAgainstSale,
  checkPosStockPayload,
  checkPosSyncEntry,
  posStockDeltas,
} from './entry-rules.ts';
export type { PosCheck } from './entry-rules.ts';
