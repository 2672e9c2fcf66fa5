// @courtside/pos-server: the own server's terminal side (/api/pos/*) as a package. The app that
// serves it hands in its dependencies (PosDeps: database, platform client, clock, setup code) and
// mounts createPosHandler; the package never imports an app. Deeper modules are reachable by path
// (`@courtside/pos-server/catalogue`), the test harness under `@courtside/pos-server/testing/*`.
export { createPosHandler } from './http';
export type { PosDeps, PosEReceiptConfig } from './deps';
export { receiptByToken, sandboxMessages, RECEIPT_LINK_DEFAULTS } from './receipt-links';
export type { PosDb } from './schema';
export { posMigrations } from './migrations';
export { createHttpPlatform, type PosPlatform, type HttpPlatformOptions } from './platform';
export { startStockPushTimer } from './stock-push-scheduler';
export { pendingStockPushes } from './stock-push-state';
export { readShopProfile, saveShopProfile } from './shop-profile';
export { setCustomOrderSource, type CustomOrderSource } from './custom-orders';
