// Products and options (through the own server to the platform), barcodes, shelf labels and custom orders.
import { z } from 'zod';
import { catalogueItemSchema } from './catalogue.ts';
import { printOutcomeSchema } from './devices.ts';
import { shortText, type ChannelSpecs } from './kit.ts';

export const productListQuerySchema = z.object({ keyword: shortText(100), limit: z.number().int().min(1).max(200), offset: z.number().int().min(0).max(100_000).default(0) });

export const barcodeAssignSchema = z.object({
  barcode: z.string().trim().min(1).max(64),
  productNo: z.number().int(),
  optionNo: z.number().int(),
});

export const customOrderSchema = z.object({
  orderNo: z.string(),
  orderedAt: z.string(),
  ordererName: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  status: z.enum(['request', 'progress', 'completion']),
  statusLabel: z.string(),
  thumbnailUrl: z.string().nullable(),
});

export const customOrderDetailSchema = customOrderSchema.extend({
  shape: z.string(),
  colorName: z.string(),
  note: z.string().nullable(),
  /** The design images, inlined as data: URLs so the screen needs no outside image source. */
  sides: z.array(z.object({ side: z.enum(['front', 'back']), imageDataUrl: z.string().nullable() })),
});

export const productSaveSchema = z.object({
  productNo: z.number().int().nullable(),
  name: z.string().trim().min(1).max(200),
  salePrice: z.number().int().min(0).max(1_000_000_000),
  options: z
    .array(
      z.object({
        optionNo: z.number().int().nullable(),
        optionName: z.string().trim().max(200),
        addPrice: z.number().int().min(-1_000_000_000).max(1_000_000_000),
        stock: z.number().int().min(0).max(1_000_000),
      }),
    )
    .min(1)
    .max(100),
});

export const productDetailSchema = z.object({
  productNo: z.number().int(),
  name: z.string(),
  salePrice: z.number().int(),
  saleStatus: z.string(),
  options: z.array(catalogueItemSchema),
});

export const productChannels = {
  'products.list': { args: productListQuerySchema, result: z.array(catalogueItemSchema), permission: 'view-products' },
  'products.get': { args: z.object({ productNo: z.number().int() }), result: productDetailSchema, permission: 'view-products' },
  'products.save': { args: productSaveSchema, result: productDetailSchema, permission: 'edit-products' },
  'barcodes.assign': { args: barcodeAssignSchema, result: catalogueItemSchema, permission: 'edit-barcodes' },
  'barcodes.generate': { args: z.object({ prefix: z.number().int().min(20).max(29), productNo: z.number().int(), optionNo: z.number().int() }), result: catalogueItemSchema, permission: 'edit-barcodes' },
  'barcodes.search': { args: z.object({ query: z.string().trim().min(1).max(64) }), result: z.array(z.object({ barcode: z.string(), item: catalogueItemSchema })), permission: 'view-products' },
  'barcodes.remove': { args: z.object({ barcode: z.string().min(1).max(64) }), result: z.null(), permission: 'edit-barcodes' },
  'labels.print': { args: z.object({ optionNo: z.number().int(), copies: z.number().int().min(1).max(50) }), result: printOutcomeSchema, permission: 'view-products' },
  'custom.list': { args: z.object({ status: z.string().max(40).nullable() }), result: z.array(customOrderSchema), permission: 'view-custom-orders' },
  'custom.get': { args: z.object({ orderNo: z.string().min(1).max(64) }), result: customOrderDetailSchema, permission: 'view-custom-orders' },
  'custom.printSheet': { args: z.object({ orderNo: z.string().min(1).max(64) }), result: printOutcomeSchema, permission: 'print-production' },
} as const satisfies ChannelSpecs;

export type CustomOrder = z.infer<typeof customOrderSchema>;
export type CustomOrderDetail = z.infer<typeof customOrderDetailSchema>;
