// Barcodes at the counter: GS1 check digits, in-store codes, CODE128 acceptance, classification of a
// scanned string, and the keyboard-wedge scanner detector (decoded from KeyboardEvent.code).
export { withCheckDigit, isValidEan13 } from './check-digit.ts';
export { MAX_IN_STORE_SEQUENCE, inStoreEan13 } from './in-store.ts';
export { classifyScan } from './classify.ts';
export type { ScanSymbology, ClassifyResult } from './classify.ts';
export { DEFAULT_WEDGE_CONFIG, SLOW_SCANNER_WEDGE_CONFIG, INITIAL_WEDGE_STATE, wedgeStep } from './wedge-detector.ts';
export type { WedgeState } from './wedge-detector.ts';
