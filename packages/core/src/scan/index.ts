// Barcodes at the counter: GS1 check digits, in-store codes, CODE128 acceptance, classification of a
// scanned string, and the keyboard-wedge scanner detector (decoded from KeyboardEvent.code).
export { ScanError, scanErrorMessage } from './scan-error.ts';
export type { ScanErrorCode } from './scan-error.ts';
export {
  gs1CheckDigit,
  withCheckDigit,
  assertGtin,
  isValidEan13,
  isValidEan8,
  isValidUpcA,
  gtinSymbologyForLength,
  toCatalogueGtin,
} from './check-digit.ts';
export type { GtinSymbology } from './check-digit.ts';
export { IN_STORE_PREFIXES, MAX_IN_STORE_SEQUENCE, inStoreEan13, isInStoreCode, inStoreSequence } from './in-store.ts';
export type { InStorePrefix } from './in-store.ts';
export { CODE128_MAX_LENGTH, acceptCode128, isAcceptableCode128 } from './code128.ts';
export { classifyScan } from './classify.ts';
export type { ScanSymbology, ClassifiedCode, ClassifyResult } from './classify.ts';
export { characterForCode, isModifierCode } from './key-codes.ts';
export {
  DEFAULT_WEDGE_CONFIG,
  SLOW_SCANNER_WEDGE_CONFIG,
  INITIAL_WEDGE_STATE,
  wedgeStep,
  runWedge,
} from './wedge-detector.ts';
export type { WedgeKeyEvent, WedgeConfig, WedgeState, WedgeScan, WedgeStep } from './wedge-detector.ts';
