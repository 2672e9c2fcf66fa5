// Search rules shared by the platform index and the terminal: tokens, index terms, 초성, jamo
// distance and keyword correction.
export { normalizeSearchText, searchTokens, indexTerms, keywordLookupTerms, vocabularyWords, shopListOf } from './search-text.ts';
export type { ShopListKind } from './search-text.ts';
export { choseongOf } from './hangul.ts';
export { correctWords, prepareVocabulary } from './correction.ts';
export type { PreparedVocabulary } from './correction.ts';
export { splitCompound, splitKeywordWord } from './compound.ts';
