// Search rules shared by the platform index and the terminal: tokens, index terms, 초성, jamo
// distance and keyword correction.
export {
  SEARCH_GRAM_MAX,
  SEARCH_PREFIX_MAX,
  normalizeSearchText,
  searchTokens,
  indexTerms,
  tokenLookupTerms,
  keywordLookupTerms,
  vocabularyWords,
  shopListOf,
} from './search-text.ts';
export type { SearchToken, SearchTokenKind, ShopListKind } from './search-text.ts';
export { toJamo, choseongOf, isChoseongOnly, jamoDistance, qwertyToHangul } from './hangul.ts';
export { closestWord, correctWords, maxCorrectionDistance, prepareVocabulary } from './correction.ts';
export type { VocabularyWord, PreparedVocabulary } from './correction.ts';
