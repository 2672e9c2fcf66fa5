// The VAN agent stand-in: server, rules, ledger, test cards and its HTTP control API.
export { startVanStandin, STANDIN_FAULTS, DEFAULT_MERCHANT_NO } from './standin-server.ts';
export type { VanStandin, VanStandinOptions, VanStandinState, StandinFault } from './standin-server.ts';
export { startVanStandinControl } from './control-http.ts';
export type { VanStandinControl } from './control-http.ts';
export { openVanLedger } from './ledger.ts';
export type { LedgerEntry, LedgerSummary, OpenApproval, VanLedger } from './ledger.ts';
export { TEST_CARDS, DEFAULT_TEST_CARD, EASY_PAY_PREFIXES, findTestCard, maskCardNo, easyPayProvider } from './test-media.ts';
export type { TestCard, CardBehaviour } from './test-media.ts';
export { readVanStandinConfig } from './config.ts';
export type { VanStandinConfig } from './config.ts';
