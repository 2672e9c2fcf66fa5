// zod shapes of the POS route inputs (bodies and queries) other than the sync batch.
import { IN_STORE_PREFIXES } from '@courtside/core/scan';
import { POS_CATALOGUE_MAX_LIMIT, POS_ROLES } from '@courtside/core/pos';
import { z } from 'zod';

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const name = z.string().trim().min(1).max(40);
const pin = z.string().max(20);
// Dates are checked by businessDate() so a bad one answers POS_DATE_INVALID.
const date = z.string().max(20);
const queryId = z.coerce.number().int().positive().max(MAX_INT);

export const registerTerminalSchema = z.object({
  name: z.string().trim().min(1).max(40),
  admin: z.object({ name, pin }),
  setupCode: z.string().max(200).optional(),
});

export const staffLoginSchema = z.object({ name, pin });
export const staffCreateSchema = z.object({ name, pin, role: z.enum(POS_ROLES) });
export const staffUpdateSchema = z.object({ name: name.optional(), pin: pin.optional(), role: z.enum(POS_ROLES).optional(), active: z.boolean().optional() });

// Lengths and formats are checked by core's checkShopProfile, which names the field in Korean.
const shopText = z.string().max(200);
export const shopProfileSchema = z.object({ name: shopText, representative: shopText, businessNumber: shopText, address: shopText, phone: shopText });

export const catalogueQuery = z.object({
  cursor: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(POS_CATALOGUE_MAX_LIMIT).optional(),
});

export const conflictsQuery = z.object({
  status: z.enum(['open', 'resolved']).optional(),
  terminalId: queryId.optional(),
});
export const conflictResolveSchema = z.object({ note: z.string().trim().min(1).max(500) });

export const dailyReportQuery = z.object({ date, terminalId: queryId.optional() });
export const xReportQuery = z.object({ terminalId: queryId.optional() });
export const zCloseSchema = z.object({ date: date.optional() });

export const salesQuery = z.object({
  date: date.optional(),
  terminalId: queryId.optional(),
  staffId: queryId.optional(),
  /** A receipt number or its beginning ("T2-20240305"). */
  receiptNo: z.string().trim().max(40).regex(/^[0-9A-Za-z-]*$/).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

export const productsQuery = z.object({
  keyword: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(30),
});

const optionInput = z.object({
  optionNo: id.optional(),
  label: z.string().trim().max(200),
  addPrice: z.number().int().min(-100_000_000).max(100_000_000),
  stockCnt: z.number().int().min(0).max(1_000_000).optional(),
});

export const productCreateSchema = z.object({
  name: z.string().trim().min(1).max(200),
  salePrice: z.number().int().min(0).max(100_000_000),
  brandName: z.string().max(100).nullish(),
  onSale: z.boolean().optional(),
  options: z.array(optionInput).min(1).max(200),
});
export const productUpdateSchema = productCreateSchema.partial();

export const barcodeRegisterSchema = z.union([
  z.object({ barcode: z.string().max(64), productNo: id, optionNo: id }),
  z.object({ generate: z.object({ prefix: z.number().int().refine((p) => (IN_STORE_PREFIXES as readonly number[]).includes(p), '20~29') }), productNo: id, optionNo: id }),
]);
export const barcodeUpdateSchema = z.object({ productNo: id, optionNo: id });
export const barcodesQuery = z.object({ q: z.string().max(64).optional(), productNo: queryId.optional() });

export const customOrdersQuery = z.object({
  status: z.enum(['request', 'progress', 'completion']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(30),
});
