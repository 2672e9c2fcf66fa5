// The terminal's product, barcode and custom-order screens. Products live on the platform; the own
// server relays create/update/detail to the platform's server API. Barcodes are the own server's.
import type { z } from 'zod';
import type { posBarcodeListSchema, posCustomOrderDetailSchema, posCustomOrderListSchema, posCustomOrderSideSchema, posCustomOrderSummarySchema, posProductDetailSchema, posProductListSchema, posProductSummarySchema } from './contract.ts';

// Reply shapes: z.infer of the reply schemas in contract.ts (the fields are documented there).
export type PosProductSummary = Readonly<z.infer<typeof posProductSummarySchema>>;

export type PosProductList = Readonly<z.infer<typeof posProductListSchema>>;

export type PosProductDetail = Readonly<z.infer<typeof posProductDetailSchema>>;

export type PosBarcodeList = Readonly<z.infer<typeof posBarcodeListSchema>>;

/** A custom-product order as the terminal's custom screen lists it (filled by the custom products issue). */
export type PosCustomOrderSummary = Readonly<z.infer<typeof posCustomOrderSummarySchema>>;

export type PosCustomOrderList = Readonly<z.infer<typeof posCustomOrderListSchema>>;

export type PosCustomOrderSide = Readonly<z.infer<typeof posCustomOrderSideSchema>>;

export type PosCustomOrderDetail = Readonly<z.infer<typeof posCustomOrderDetailSchema>>;
