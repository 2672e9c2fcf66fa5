// Correction, as the platform's `correctedKeyword`: when a keyword finds nothing, each of its words
// that no product has is replaced by the closest indexed word (core's closestWord: jamo distance,
// English-keyboard typing, 초성 abbreviations). The vocabulary is read once and kept until the
// index's vocabulary version moves (a product's words changed, in this process or another).
// Spacing (issue 29): a word the index does not know is first split into vocabulary words
// (핑크댐프너 → 핑크 댐프너, core's splitCompound) — not a correction, so no `correctedKeyword`.
import type { Kysely } from 'kysely';
import { correctWords, keywordLookupTerms, prepareVocabulary, splitKeywordWord, type PreparedVocabulary } from '@courtside/core/search';
import type { ShopDb } from '../../../db/schema.ts';
import { termExists } from './keyword-search.ts';

interface Vocabulary {
  version: number;
  vocabulary: PreparedVocabulary;
  /** Word → how many products have it (compound splitting). */
  df: ReadonlyMap<string, number>;
}

const cached = new WeakMap<object, Vocabulary>();

async function readVocabulary(db: Kysely<ShopDb>): Promise<Vocabulary> {
  const meta = await db.selectFrom('search_meta').select('value').where('key', '=', 'vocabulary').executeTakeFirst();
  const version = meta?.value ?? 0;
  const hit = cached.get(db);
  if (hit && hit.version === version) return hit;
  const rows = await db.selectFrom('search_words').select(['word', 'df']).execute();
  const read = { version, vocabulary: prepareVocabulary(rows), df: new Map(rows.map((r) => [r.word, Number(r.df)])) };
  cached.set(db, read);
  return read;
}

async function vocabularyOf(db: Kysely<ShopDb>): Promise<PreparedVocabulary> {
  return (await readVocabulary(db)).vocabulary;
}

async function wordFound(db: Kysely<ShopDb>, word: string): Promise<boolean> {
  for (const term of keywordLookupTerms(word) ?? []) if (!(await termExists(db, term))) return false;
  return true;
}

/** The keyword words with every unknown word corrected, or null when nothing could be corrected. */
export async function correctKeywords(db: Kysely<ShopDb>, keywords: readonly string[]): Promise<string[] | null> {
  return correctWords(keywords, (word) => wordFound(db, word), () => vocabularyOf(db));
}

/**
 * The keyword words with every word the index does not know split into vocabulary words (핑크댐프너
 * → 핑크, 댐프너), or null when no word needed or allowed a split.
 */
export async function splitKeywords(db: Kysely<ShopDb>, keywords: readonly string[]): Promise<string[] | null> {
  const out: string[] = [];
  let changed = false;
  for (const word of keywords) {
    const parts = await splitKeywordWord(word, (text) => wordFound(db, text), async () => (await readVocabulary(db)).df);
    if (parts) changed = true;
    out.push(...(parts ?? [word]));
  }
  return changed ? out : null;
}
