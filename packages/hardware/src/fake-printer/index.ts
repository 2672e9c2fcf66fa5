// The fake ESC/POS printer: server, decoder, scripted states and its HTTP control API.
export { startFakePrinter, DEFAULT_FAKE_PRINTER_PORT } from './server.ts';
export type { FakePrinter, FakePrinterJob, FakePrinterOptions } from './server.ts';
export { startFakePrinterControl } from './control-http.ts';
export type { FakePrinterControl } from './control-http.ts';
export { EscPosDecoder } from './decoder.ts';
export type { DecodedAlign, DecodedCommand, DecodedLine } from './decoded.ts';
export { FAKE_PRINTER_STATES, isFakePrinterState, statusForState } from './state.ts';
export type { FakePrinterState } from './state.ts';
export { readFakePrinterConfig } from './config.ts';
export type { FakePrinterConfig } from './config.ts';
