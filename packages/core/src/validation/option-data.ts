// Guards for data the catalogue must supply before a product can go into a cart (seed §5):
// a product's option data, and the print-on-demand / exchange variant.
import { invalid, valid } from './result.ts';
import type { ValidationResult } from './result.ts';

/** Option data is missing when absent or an empty list. */
export function requireOptionData<T>(data: T | null | undefined): ValidationResult<T, 'OPTION_DATA_MISSING'> {
  if (data === null || data === undefined) return invalid('OPTION_DATA_MISSING');
  if (Array.isArray(data) && data.length === 0) return invalid('OPTION_DATA_MISSING');
  return valid(data);
}

/** A pod or exchange lookup without a variant id fails with a retry message. */
export function requireVariantId<T extends string | number>(variantId: T | null | undefined): ValidationResult<T, 'POD_VARIANT_MISSING'> {
  if (variantId === null || variantId === undefined) return invalid('POD_VARIANT_MISSING');
  if (typeof variantId === 'string' && variantId.trim().length === 0) return invalid('POD_VARIANT_MISSING');
  if (typeof variantId === 'number' && !Number.isFinite(variantId)) return invalid('POD_VARIANT_MISSING');
  return valid(variantId);
}
