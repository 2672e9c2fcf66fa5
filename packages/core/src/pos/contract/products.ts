// The terminal's product, barcode and custom-order screens. Products live on the platform; the own
// server relays create/update/detail to the platform's server API. Barcodes are the own server's.
import { z } from 'zod';
import { IN_STORE_PREFIXES } from '../../scan/in-store.ts';
import { posBarcodeRecordSchema, posCatalogueOptionSchema } from './catalogue.ts';
import { bool, id, int, list, noReply, page, queryId, str, type PosRouteSpec } from './kit.ts';

// ── Requests ────────────────────────────────────────────────────────────────────────────────────
export const posProductsQuery = z.object({ keyword: z.string().max(100).optional(), ...page(30) });
const optionInput = z.object({
  /** Absent for a new option. */
  optionNo: id.optional(),
  /** Option values joined for display ("블랙 / 2개입"). */
  label: z.string().trim().max(200),
  /** Added to the product's sale price, won (may be negative, not below −salePrice). */
  addPrice: z.number().int().min(-100_000_000).max(100_000_000),
  /** Initial stock of a new option; later changes go through stock movements (deltas). */
  stockCnt: z.number().int().min(0).max(1_000_000).optional(),
});
export const posProductCreateSchema = z.object({
  name: z.string().trim().min(1).max(200),
  salePrice: z.number().int().min(0).max(100_000_000),
  brandName: z.string().max(100).nullish(),
  onSale: z.boolean().optional(),
  options: z.array(optionInput).min(1).max(200),
});
export const posProductUpdateSchema = posProductCreateSchema.partial();
export const posBarcodeRegisterSchema = z.union([
  z.object({ barcode: z.string().max(64), productNo: id, optionNo: id }),
  /** Ask the server for the next free in-store EAN-13 under `prefix` (20–29). */
  z.object({ generate: z.object({ prefix: z.number().int().refine((p) => (IN_STORE_PREFIXES as readonly number[]).includes(p), '20~29') }), productNo: id, optionNo: id }),
]);
export const posBarcodeUpdateSchema = z.object({ productNo: id, optionNo: id });
export const posBarcodesQuery = z.object({ q: z.string().max(64).optional(), productNo: queryId.optional() });
export const posCustomOrdersQuery = z.object({ status: z.enum(['request', 'progress', 'completion']).optional(), ...page(30) });

// ── Replies ─────────────────────────────────────────────────────────────────────────────────────
export const posProductSummarySchema = z.object({
  productNo: int,
  name: str,
  brandName: str.nullable(),
  salePrice: int,
  imageUrl: str.nullable(),
  onSale: bool,
  /** Σ option stock. */
  stockCnt: int,
  optionCount: int,
});
export const posProductListSchema = z.object({ items: list(posProductSummarySchema), totalCount: int, page: int, size: int });
export const posProductDetailSchema = posProductSummarySchema.extend({ options: list(posCatalogueOptionSchema), barcodes: list(posBarcodeRecordSchema) });
export const posBarcodeListSchema = z.object({ items: list(posBarcodeRecordSchema) });
/** A custom-product order as the terminal's custom screen lists it. */
export const posCustomOrderSummarySchema = z.object({
  orderNo: str,
  orderedAt: str,
  ordererName: str,
  productName: str,
  quantity: int,
  status: z.enum(['request', 'progress', 'completion']),
  thumbnailUrl: str.nullable(),
});
export const posCustomOrderListSchema = z.object({ items: list(posCustomOrderSummarySchema), totalCount: int });
export const posCustomOrderSideSchema = z.object({
  side: z.enum(['front', 'back']),
  /** Print-ready image (PNG) for the production sheet. */
  imageUrl: str,
});
export const posCustomOrderDetailSchema = posCustomOrderSummarySchema.extend({ shape: str, colorName: str, sides: list(posCustomOrderSideSchema), note: str.nullable() });

export const PRODUCT_ROUTES = {
  'products.search': { method: 'GET', path: '/api/pos/products', auth: 'staff', permission: 'view-products', query: posProductsQuery, reply: posProductListSchema },
  'products.create': { method: 'POST', path: '/api/pos/products', auth: 'staff', permission: 'edit-products', body: posProductCreateSchema, reply: posProductDetailSchema, status: 201 },
  'products.one': { method: 'GET', path: '/api/pos/products/:productNo', auth: 'staff', permission: 'view-products', reply: posProductDetailSchema },
  'products.update': { method: 'PATCH', path: '/api/pos/products/:productNo', auth: 'staff', permission: 'edit-products', body: posProductUpdateSchema, reply: posProductDetailSchema },
  'barcodes.search': { method: 'GET', path: '/api/pos/barcodes', auth: 'staff', permission: 'view-products', query: posBarcodesQuery, reply: posBarcodeListSchema },
  'barcodes.register': { method: 'POST', path: '/api/pos/barcodes', auth: 'staff', permission: 'edit-barcodes', body: posBarcodeRegisterSchema, reply: posBarcodeRecordSchema, status: 201 },
  'barcodes.one': { method: 'GET', path: '/api/pos/barcodes/:barcode', auth: 'staff', permission: 'view-products', reply: posBarcodeRecordSchema },
  'barcodes.update': { method: 'PATCH', path: '/api/pos/barcodes/:barcode', auth: 'staff', permission: 'edit-barcodes', body: posBarcodeUpdateSchema, reply: posBarcodeRecordSchema },
  'barcodes.remove': { method: 'DELETE', path: '/api/pos/barcodes/:barcode', auth: 'staff', permission: 'edit-barcodes', reply: noReply, status: 204 },
  'customOrders.list': { method: 'GET', path: '/api/pos/custom-orders', auth: 'staff', permission: 'view-custom-orders', query: posCustomOrdersQuery, reply: posCustomOrderListSchema },
  'customOrders.one': { method: 'GET', path: '/api/pos/custom-orders/:orderNo', auth: 'staff', permission: 'view-custom-orders', reply: posCustomOrderDetailSchema },
} as const satisfies Record<string, PosRouteSpec>;

// Reply shapes: z.infer of the reply schemas above (the fields are documented there).
export type PosProductSummary = Readonly<z.infer<typeof posProductSummarySchema>>;
export type PosProductList = Readonly<z.infer<typeof posProductListSchema>>;
export type PosProductDetail = Readonly<z.infer<typeof posProductDetailSchema>>;
export type PosBarcodeList = Readonly<z.infer<typeof posBarcodeListSchema>>;
/** A custom-product order as the terminal's custom screen lists it (filled by the custom products issue). */
export type PosCustomOrderSummary = Readonly<z.infer<typeof posCustomOrderSummarySchema>>;
export type PosCustomOrderList = Readonly<z.infer<typeof posCustomOrderListSchema>>;
export type PosCustomOrderSide = Readonly<z.infer<typeof posCustomOrderSideSchema>>;
export type PosCustomOrderDetail = Readonly<z.infer<typeof posCustomOrderDetailSchema>>;

// Request types (what a caller sends).
export type PosProductInput = z.input<typeof posProductCreateSchema>;
export type PosProductOptionInput = PosProductInput['options'][number];
export type PosProductUpdate = z.input<typeof posProductUpdateSchema>;
export type PosBarcodeRegisterRequest = z.input<typeof posBarcodeRegisterSchema>;
export type PosBarcodeUpdateRequest = z.input<typeof posBarcodeUpdateSchema>;
