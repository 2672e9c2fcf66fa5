// How product text becomes search terms, and a keyword becomes lookups — one set of rules for the
// platform's index (shop-api, SQLite and PostgreSQL) and the terminal's FTS5 cache.
//
// Korean keywords are often one or two syllables (블랙, 그립, 코트), which a trigram index cannot
// serve, and compound nouns are searched by their parts (밴드 in 손목밴드). So every run of
// Hangul syllables in a product name is indexed with all its substrings of 1–4 syllables: any
// keyword word of up to four syllables is one exact index lookup. Initial consonants (초성) are
// indexed from the start of each word (ㄷㅍ, ㄷㅍㄴ). Latin letters and digits are typed from the
// start of a word (damp → dampener), so they are indexed by prefix; so are the shorter extra
// words (brand, option values, search keywords), which keeps the index small.
import { getChoseong } from 'es-hangul';

/** The longest syllable run looked up whole; longer keyword words are looked up by their 4-syllable windows. */
export const SEARCH_GRAM_MAX = 4;
/** Latin/digit words are indexed by prefixes up to this length. */
export const SEARCH_PREFIX_MAX = 12;

export type SearchTokenKind = 'hangul' | 'choseong' | 'latin';

export interface SearchToken {
  kind: SearchTokenKind;
  text: string;
}

// Hangul syllables, compatibility consonants (what a shopper types for 초성), other letters/digits.
const tokenPattern = /([\uAC00-\uD7A3]+)|([\u3131-\u314E]+)|((?:(?![\uAC00-\uD7A3\u3131-\u318E])[\p{L}\p{N}])+)/gu;

/**
 * NFC, then NFKC (full-width Latin, compatibility forms) and lower case outside Hangul — NFKC would
 * turn the consonants a shopper types for 초성 (ㄷ) into conjoining jamo.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFC').replace(/[^\u3131-\u318E\uAC00-\uD7A3]+/g, (s) => s.normalize('NFKC').toLowerCase());
}

/** Words of a text, split where the script changes: `X-댐프너` → x, 댐프너; `10개입` → 10, 개입. */
export function searchTokens(text: string): SearchToken[] {
  const tokens: SearchToken[] = [];
  for (const m of normalizeSearchText(text).matchAll(tokenPattern)) {
    if (m[1]) tokens.push({ kind: 'hangul', text: m[1] });
    else if (m[2]) tokens.push({ kind: 'choseong', text: m[2] });
    else if (m[3]) tokens.push({ kind: 'latin', text: m[3] });
  }
  return tokens;
}

function addSubstrings(chars: string[], into: Set<string>): void {
  for (let start = 0; start < chars.length; start++) {
    for (let len = 1; len <= SEARCH_GRAM_MAX && start + len <= chars.length; len++) into.add(chars.slice(start, start + len).join(''));
  }
}

function addPrefixes(chars: string[], from: number, upTo: number, into: Set<string>): void {
  for (let len = from; len <= Math.min(upTo, chars.length); len++) into.add(chars.slice(0, len).join(''));
}

function addToken(token: SearchToken, whole: boolean, into: Set<string>): void {
  const chars = [...token.text];
  if (token.kind === 'latin') {
    // A lone letter or digit is only found as itself (x in X-댐프너), not as the start of every word.
    if (chars.length === 1) into.add(token.text);
    addPrefixes(chars, 2, SEARCH_PREFIX_MAX, into);
  } else if (token.kind === 'hangul') {
    if (whole) addSubstrings(chars, into);
    else addPrefixes(chars, 1, SEARCH_GRAM_MAX, into);
    // 초성 from the start of the word; a run inside a word is found by correction (closestWord).
    addPrefixes([...getChoseong(token.text)], 2, SEARCH_GRAM_MAX, into);
  }
  // Loose consonants in product text (ㅋㅋ) are not indexed: 초성 terms come from syllables.
}

/**
 * Every index term of a product: its name with every part of every word (so 그립 finds 오버그립),
 * and its other words (brand, option values, search keywords) from their first syllable.
 */
export function indexTerms(name: string, otherText = ''): Set<string> {
  const terms = new Set<string>();
  for (const token of searchTokens(name)) addToken(token, true, terms);
  for (const token of searchTokens(otherText)) addToken(token, false, terms);
  return terms;
}

/**
 * The index terms one keyword word must have. Empty when the word cannot match anything (a lone
 * consonant). A word longer than the gram size is looked up by its first four syllables, which
 * every product with the whole word has (other words are indexed from their start).
 */
export function tokenLookupTerms(token: SearchToken): string[] {
  const chars = [...token.text];
  if (token.kind === 'latin') return [chars.slice(0, SEARCH_PREFIX_MAX).join('')];
  if (token.kind === 'choseong' && chars.length < 2) return [];
  return [chars.slice(0, SEARCH_GRAM_MAX).join('')];
}

/**
 * Every index term a keyword needs (its words ANDed), or null when it cannot match anything: a
 * lone consonant, or nothing but symbols (`%`).
 */
export function keywordLookupTerms(keyword: string): string[] | null {
  const terms = new Set<string>();
  for (const token of searchTokens(keyword)) {
    const lookups = tokenLookupTerms(token);
    if (lookups.length === 0) return null;
    for (const t of lookups) terms.add(t);
  }
  return terms.size > 0 ? [...terms] : null;
}

/**
 * The words of a product that correction and 초성 expansion choose from: whole Hangul or Latin
 * words of two characters or more, digits-only words left out (sizes and counts are not names).
 */
export function vocabularyWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const token of searchTokens(text)) {
    if (token.kind === 'choseong' || [...token.text].length < 2 || /^\p{N}+$/u.test(token.text)) continue;
    words.add(token.text);
  }
  return words;
}

/** Lists of the shop a shopper may type as if they were products (the header's 베스트, 신상품). */
export type ShopListKind = 'BEST' | 'NEW' | 'RESTOCK';

const listWords: Readonly<Record<string, ShopListKind>> = {
  베스트: 'BEST', 인기상품: 'BEST', best: 'BEST',
  신상품: 'NEW', 신상: 'NEW', 신제품: 'NEW', new: 'NEW',
  재입고: 'RESTOCK',
};

/**
 * The list a keyword names, or null. Such words are searched only as the words they are (a product
 * called 베스트 … still matches); they are never "corrected" into some product word, and the
 * results page points to the list itself.
 */
export function shopListOf(keyword: string): ShopListKind | null {
  return listWords[normalizeSearchText(keyword).replace(/\s+/g, '')] ?? null;
}
