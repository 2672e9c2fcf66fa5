// The shapes the screens and the services exchange, as zod schemas: the main process and the host
// parse every payload with them, and the renderer's types are inferred from them. Money is integer
// won; times are ISO text; dates are Seoul calendar days (YYYY-MM-DD). Each area's schemas live with
// its channel specs in channels/; this face keeps one import for the callers.
export * from './channels/approvals.ts';
export * from './channels/auth.ts';
export * from './channels/catalogue.ts';
export * from './channels/devices.ts';
export * from './channels/discount-limit.ts';
export * from './channels/display.ts';
export * from './channels/drawer.ts';
export * from './channels/e-receipts.ts';
export * from './channels/orders.ts';
export * from './channels/products.ts';
export * from './channels/reports.ts';
export * from './channels/sales.ts';
export * from './channels/stock.ts';
export * from './channels/sync.ts';
