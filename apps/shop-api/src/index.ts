export { startShopApi } from './server.ts';
export type { RunningShopApi } from './server.ts';
export { loadConfig } from './config.ts';
export type { ShopApiConfig } from './config.ts';
export { seedBulkProducts } from './seed/catalogue-bulk.ts';
