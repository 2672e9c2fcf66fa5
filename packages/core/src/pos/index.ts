// The counter terminal ↔ own server contract (/api/pos/*): types of every request and reply, the
// sync protocol, error codes with Korean messages, and the pure rules both sides apply.
export { POS_ERRORS, posErrorMessage, posPinLockoutMessage } from './errors.ts';
export type { PosErrorCode } from './errors.ts';
export { POS_TERMINAL_KEY_HEADER, POS_STAFF_AUTH_HEADER, POS_BODY_LIMIT, posBearer, readPosBearer } from './http.ts';
export { POS_ROUTES, POS_PAIRING_CODE_MINUTES, posRoutePath, matchPosRoute, parsePosSyncEntry, parsePosReply, posShopProfileSchema, upgradePosPayload, upgradePosSyncEntry, legacyPosPayload } from './contract.ts';
export type {
  PosRouteKey,
  PosRouteBody,
  PosRouteQuery,
  PosRouteReply,
  PosRouteInput,
  PosRegisterTerminalRequest,
  PosStaffCreateRequest,
  PosStaffUpdateRequest,
  PosProductInput,
  PosProductUpdate,
  PosBarcodeRegisterRequest,
} from './contract.ts';
export { POS_SHOP_FIELD_LABELS, checkShopProfile } from './shop-profile.ts';
export type { PosShopProfile, PosShopProfileReply, PosShopField } from './shop-profile.ts';
export { POS_ROLES, POS_ROLE_LABELS, isPosRole, posRoleAllows, isValidPosPin } from './auth-types.ts';
export type {
  PosRole,
  PosPermission,
  PosRegisterTerminalReply,
  PosTerminalInfo,
  PosStaff,
  PosStaffList,
  PosStaffLoginReply,
  PosStaffSessionInfo,
  PosOfflineCredential,
} from './auth-types.ts';
export { POS_SYNC_MAX_BATCH } from './sync-types.ts';
export type {
  PosEntryKind,
  PosSaleLine,
  PosPayment,
  PosCashPayment,
  PosCardPayment,
  PosCashReceipt,
  PosEasyPayProvider,
  PosPaymentMethod,
  PosPaymentKind,
  PosSalePayload,
  PosRefundLine,
  PosRefundPayment,
  PosRefundPayload,
  PosStockReason,
  PosStockPayload,
  PosSaleEntry,
  PosRefundEntry,
  PosStockEntry,
  PosSyncEntry,
  PosSyncRequest,
  PosEntryResult,
  PosSyncEntryReply,
  PosSyncReply,
  PosConflictKind,
  PosConflictStatus,
  PosConflict,
} from './sync-types.ts';
export { POS_CATALOGUE_DEFAULT_LIMIT } from './catalogue-types.ts';
export type { PosCatalogueCategory, PosCatalogueOption, PosCatalogueProduct, PosBarcodeRecord, PosCatalogueItem, PosCataloguePage } from './catalogue-types.ts';
export type {
  PosProductSummary,
  PosProductList,
  PosProductDetail,
  PosCustomOrderSummary,
  PosCustomOrderList,
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
  PosSaleDetail,
} from './report-types.ts';
export { isPosUuidV7, createPosUuidV7 } from './uuid-v7.ts';
export { canonicalPosJson } from './canonical-json.ts';
export { posBusinessDate, isPosBusinessDate } from './business-date.ts';
export {
  posSaleTotals,
  posPaymentKind,
  checkPosSalePayload,
  checkPosRefundPayload,
  checkPosRefundAgainstSale,
  checkPosSyncEntry,
  posStockDeltas,
} from './entry-rules.ts';
export {
  SELF_ISSUE_NUMBER,
  SELF_ISSUE_THRESHOLD,
  CASH_RECEIPT_PURPOSE_LABELS,
  isBusinessNumber,
  classifyCashReceiptIdentity,
  checkCashReceiptRequest,
  splitVat,
  selfIssueApplies,
} from './cash-receipt.ts';
export type { CashReceiptPurpose, CashReceiptIdentityKind, CashReceiptIdentity, CashReceiptCheck } from './cash-receipt.ts';
