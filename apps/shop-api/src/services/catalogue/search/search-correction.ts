// Correction, as the platform's `correctedKeyword`: when a keyword finds nothing, each of its words
// that no product has is replaced by the closest indexed word (core's closestWord: jamo distance,
// English-keyboard typing, 초성 abbreviations). The vocabulary is read once and kept until the
// index's vocabulary version moves (a product's words changed, in this process or another).
import type { Kysely } from 'kysely';
import { correctWords, keywordLookupTerms, prepareVocabulary, type PreparedVocabulary } from '@courtside/core/search';
import type { ShopDb } from '../../../db/schema.ts';
import { termExists } from './keyword-search.ts';

const cached = new WeakMap<object, { version: number; vocabulary: PreparedVocabulary }>();

async function vocabularyOf(db: Kysely<ShopDb>): Promise<PreparedVocabulary> {
  const meta = await db.selectFrom('search_meta').select('value').where('key', '=', 'vocabulary').executeTakeFirst();
  const version = meta?.value ?? 0;
  const hit = cached.get(db);
  if (hit && hit.version === version) return hit.vocabulary;
  const rows = await db.selectFrom('search_words').select(['word', 'df']).execute();
  const vocabulary = prepareVocabulary(rows);
  cached.set(db, { version, vocabulary });
  return vocabulary;
}

async function wordFound(db: Kysely<ShopDb>, word: string): Promise<boolean> {
  for (const term of keywordLookupTerms(word) ?? []) if (!(await termExists(db, term))) return false;
  return true;
}

/** The keyword words with every unknown word corrected, or null when nothing could be corrected. */
export async function correctKeywords(db: Kysely<ShopDb>, keywords: readonly string[]): Promise<string[] | null> {
  return correctWords(keywords, (word) => wordFound(db, word), () => vocabularyOf(db));
}
