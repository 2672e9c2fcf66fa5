// The keywords the search benchmark types: at least 500 different ones, drawn from the loaded
// catalogue's own words so each kind hits what it would in a live shop — one and two syllables,
// broad and narrow words, two-word searches, 초성, misspellings and English.
import type { Kysely } from 'kysely';
import { choseongOf, searchTokens } from '@courtside/core/search';
import type { ShopDb } from '../src/db/schema.ts';

export type KeywordKind = '한 글자' | '두 글자' | '넓은 단어' | '좁은 검색' | '초성' | '오타' | '영문';

export interface BenchKeyword {
  kind: KeywordKind;
  keyword: string;
}

/** Deterministic pseudo-random numbers, so two runs type the same keywords. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Vowel index (syllable = 0xAC00 + (initial × 21 + vowel) × 28 + final) → a neighbouring vowel. */
const vowelSlips: Record<number, number> = { 18: 4, 4: 18, 1: 5, 5: 1, 8: 13, 13: 8, 0: 4, 20: 18, 6: 4, 12: 8 };

/** One vowel of the word replaced by a neighbouring one (댐프너 → 댐퍼너): a one-jamo typo. */
function misspell(word: string, random: () => number): string | null {
  const syllables = [...word];
  const at = Math.floor(random() * syllables.length);
  const code = (syllables[at] ?? '').charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return null;
  const vowel = Math.floor(code / 28) % 21;
  const slip = vowelSlips[vowel];
  if (slip === undefined) return null;
  syllables[at] = String.fromCharCode(0xac00 + code + (slip - vowel) * 28);
  return syllables.join('');
}

export async function benchKeywords(db: Kysely<ShopDb>, wanted = 520, seed = 12): Promise<BenchKeyword[]> {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const words = await db.selectFrom('search_words').select(['word', 'df']).orderBy('df', 'desc').orderBy('word').execute();
  const hangul = words.filter((w) => searchTokens(w.word).every((t) => t.kind === 'hangul'));
  const latin = words.filter((w) => /^[a-z]+$/.test(w.word));
  const names = await db.selectFrom('products').select('product_name').where('product_no', '>=', 2_000_000).orderBy('product_no').limit(5000).execute();
  const out = new Map<string, BenchKeyword>();
  const add = (kind: KeywordKind, keyword: string | null | undefined) => {
    if (keyword && !out.has(keyword)) out.set(keyword, { kind, keyword });
  };
  const per = Math.ceil(wanted / 7);
  const syllables = [...new Set(hangul.flatMap((w) => [...w.word]))];
  for (let i = 0; i < per * 3 && [...out.values()].filter((k) => k.kind === '한 글자').length < per; i++) add('한 글자', pick(syllables));
  const pairs = [...new Set(hangul.flatMap((w) => [...w.word].slice(0, -1).map((_, i) => [...w.word].slice(i, i + 2).join(''))))];
  for (let i = 0; i < per * 3 && [...out.values()].filter((k) => k.kind === '두 글자').length < per; i++) add('두 글자', pick(pairs));
  for (const w of hangul.slice(0, per)) add('넓은 단어', w.word);
  // Narrow: two words of one real product name, or a word and the product's number.
  const narrow = () => {
    const tokens = searchTokens(pick(names).product_name).map((t) => t.text);
    const a = pick(tokens);
    const b = pick(tokens);
    add('좁은 검색', a === b ? `${a} ${tokens.at(-1)}` : `${a} ${b}`);
  };
  for (let i = 0; i < per; i++) narrow();
  for (const w of hangul) {
    if ([...out.values()].filter((k) => k.kind === '초성').length >= per) break;
    const initials = choseongOf(w.word);
    if (initials.length >= 2) add('초성', initials.slice(0, 2 + Math.floor(random() * (initials.length - 1))));
  }
  for (const w of hangul.filter((x) => [...x.word].length >= 3)) {
    if ([...out.values()].filter((k) => k.kind === '오타').length >= per) break;
    add('오타', misspell(w.word, random));
  }
  for (const w of latin) {
    add('영문', w.word);
    if (w.word.length > 4) add('영문', w.word.slice(0, 3 + Math.floor(random() * (w.word.length - 3))));
  }
  // Top up with more two-syllable parts, then narrow searches, until there are enough.
  for (let i = 0; out.size < wanted && i < wanted * 5; i++) add('두 글자', pick(pairs));
  for (let i = 0; out.size < wanted && i < wanted * 20; i++) narrow();
  const list = [...out.values()];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j] as BenchKeyword, list[i] as BenchKeyword];
  }
  return list;
}

/** What a shopper's box holds while typing: every prefix of words, syllable by syllable, and 초성. */
export function typedPrefixes(keywords: readonly BenchKeyword[], wanted = 520): string[] {
  const out = new Set<string>();
  for (const { kind, keyword } of keywords) {
    if (kind === '오타') continue;
    const chars = [...keyword];
    for (let n = 1; n <= chars.length; n++) out.add(chars.slice(0, n).join('').trim());
    if (out.size >= wanted) break;
  }
  return [...out].filter(Boolean);
}
