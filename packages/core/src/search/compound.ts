// Spacing a shopper left out (issue 29): 핑크댐프너 is 핑크 + 댐프너. A word the index does not
// know is split into words it does — the vocabulary of whole product words (search_words) — so it
// finds what the spaced keyword finds. Korean is often typed without spaces between nouns, and a
// compound's parts are not all inside one product name (핑크 is an option value, 댐프너 a name).
import { searchTokens } from './search-text.ts';

/** Shortest part considered: the vocabulary holds words of two characters or more. */
const MIN_PART = 2;

/**
 * `text` (one run of Hangul, or of Latin letters) as the fewest vocabulary words that spell it
 * exactly, two at least; null when it cannot be spelt so. Among splits with as many parts the one
 * whose parts are in more products (`df`) wins, so a common reading beats a rare one.
 */
export function splitCompound(text: string, vocabulary: ReadonlyMap<string, number> | ReadonlySet<string>): string[] | null {
  const chars = [...text];
  const n = chars.length;
  if (n < MIN_PART * 2) return null;
  const dfOf = (word: string) => (vocabulary instanceof Map ? (vocabulary.get(word) ?? 0) : 1);
  const known = (word: string) => vocabulary.has(word);
  // best[i]: the best split of the first i characters (fewest parts, then the largest rarest-part df).
  const best: Array<{ parts: string[]; minDf: number } | null> = Array.from({ length: n + 1 }, () => null);
  best[0] = { parts: [], minDf: Number.POSITIVE_INFINITY };
  for (let end = MIN_PART; end <= n; end++) {
    for (let start = 0; start <= end - MIN_PART; start++) {
      const before = best[start];
      if (!before) continue;
      const part = chars.slice(start, end).join('');
      if (!known(part)) continue;
      const candidate = { parts: [...before.parts, part], minDf: Math.min(before.minDf, dfOf(part)) };
      const current = best[end];
      if (!current || candidate.parts.length < current.parts.length || (candidate.parts.length === current.parts.length && candidate.minDf > current.minDf)) best[end] = candidate;
    }
  }
  const whole = best[n];
  return whole && whole.parts.length >= 2 ? whole.parts : null;
}

/**
 * A keyword word as the words to search for: each of its script runs the index knows (`found`) kept,
 * each it does not split against the vocabulary. Null when the word needs no split or some run can
 * be neither found nor split (the word is then searched as typed, and corrected if asked).
 */
export async function splitKeywordWord(
  word: string,
  found: (text: string) => Promise<boolean>,
  vocabulary: () => Promise<ReadonlyMap<string, number> | ReadonlySet<string>>,
): Promise<string[] | null> {
  const out: string[] = [];
  let split = false;
  for (const token of searchTokens(word)) {
    if (token.kind === 'choseong' || (await found(token.text))) {
      out.push(token.text);
      continue;
    }
    const parts = splitCompound(token.text, await vocabulary());
    if (!parts) return null;
    out.push(...parts);
    split = true;
  }
  return split ? out : null;
}
