// Correction: when a keyword word finds nothing, the indexed word closest to it — by jamo edit
// distance, by the English-keyboard reading of a Latin word, or, for 초성, the word whose syllables
// begin with those consonants. Among equally close words the one in more products wins.
import { distance } from 'fastest-levenshtein';
import { choseongOf, isChoseongOnly, qwertyToHangul, toJamo } from './hangul.ts';
import { shopListOf } from './search-text.ts';

export interface VocabularyWord {
  word: string;
  /** How many products have the word. */
  df: number;
}

/** A vocabulary with each word's jamo and 초성 worked out once. */
export interface PreparedVocabulary {
  words: ReadonlyArray<VocabularyWord & { jamo: string; choseong: string }>;
  has: ReadonlySet<string>;
}

export function prepareVocabulary(words: readonly VocabularyWord[]): PreparedVocabulary {
  return {
    words: words.map((w) => ({ ...w, jamo: toJamo(w.word), choseong: choseongOf(w.word) })),
    has: new Set(words.map((w) => w.word)),
  };
}

/** Edits allowed for a word of n jamo: none under four, one up to nine, one more per six after. */
export function maxCorrectionDistance(jamoCount: number): number {
  return jamoCount < 4 ? 0 : 1 + Math.floor((jamoCount - 4) / 6);
}

interface Candidate {
  rank: number;
  df: number;
  word: string;
}

function better(a: Candidate, b: Candidate | null): boolean {
  if (!b) return true;
  if (a.rank !== b.rank) return a.rank < b.rank;
  if (a.df !== b.df) return a.df > b.df;
  return a.word < b.word;
}

/** Consonants that begin the word's syllables in order, syllables skipped allowed (ㅋㅌㄷ → 코트사이드). */
function isSubsequence(keyword: string, initials: string): boolean {
  let at = 0;
  for (const ch of initials) {
    if (ch === keyword[at]) at++;
    if (at === keyword.length) return true;
  }
  return false;
}

/** The vocabulary word a keyword word most likely meant, or null when none is close enough. */
export function closestWord(word: string, vocabulary: PreparedVocabulary): string | null {
  let best: Candidate | null = null;
  if (isChoseongOnly(word)) {
    if (word.length < 2) return null;
    for (const v of vocabulary.words) {
      // The tighter abbreviation (fewer syllables skipped) first, then the commoner word.
      if (isSubsequence(word, v.choseong)) {
        const c = { rank: v.choseong.length - word.length, df: v.df, word: v.word };
        if (better(c, best)) best = c;
      }
    }
    return best?.word ?? null;
  }
  const typed = qwertyToHangul(word);
  if (typed && vocabulary.has.has(typed)) return typed;
  const jamo = toJamo(typed ?? word);
  const limit = maxCorrectionDistance(jamo.length);
  if (limit === 0) return null;
  for (const v of vocabulary.words) {
    if (Math.abs(v.jamo.length - jamo.length) > limit) continue;
    const d = distance(jamo, v.jamo);
    if (d > limit) continue;
    const c = { rank: d, df: v.df, word: v.word };
    if (better(c, best)) best = c;
  }
  return best?.word ?? null;
}

/**
 * Each keyword word that finds nothing on its own replaced by its closest word; null when no word
 * could be corrected. Words naming a shop list (베스트) are never corrected. `found` asks the
 * caller's index; the vocabulary is only read when some word needs it.
 */
export async function correctWords(
  words: readonly string[],
  found: (word: string) => Promise<boolean>,
  vocabulary: () => Promise<PreparedVocabulary>,
): Promise<string[] | null> {
  if (shopListOf(words.join(' '))) return null;
  let changed = false;
  let prepared: PreparedVocabulary | null = null;
  const corrected: string[] = [];
  for (const word of words) {
    if (await found(word)) {
      corrected.push(word);
      continue;
    }
    prepared ??= await vocabulary();
    const closest = closestWord(word, prepared);
    if (closest && closest !== word) changed = true;
    corrected.push(closest ?? word);
  }
  return changed ? corrected : null;
}
