// The count and facets of a search cost a pass over every match (hundreds of ms at 100,000
// products), while shoppers page through the same search many times. They are kept per search
// (page and sort do not change them) until the catalogue changes, and at most 30 seconds, so a
// change made outside this process (another instance, a bulk load) shows within that time.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../../db/schema.ts';
import type { SearchCriteria, SearchSummary } from './search.ts';

const maxAgeMs = 30_000;
const maxEntries = 500;

interface Entry {
  at: number;
  generation: number;
  value: SearchSummary;
}

const caches = new WeakMap<object, Map<string, Entry>>();
/** Bumped by every catalogue change in this process (writes often run on a transaction, not the root db). */
let generation = 0;

function cacheOf(db: Kysely<ShopDb>): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** Everything but page and sort. */
function keyOf(criteria: SearchCriteria): string {
  const { pageNumber: _p, pageSize: _s, orderBy: _o, direction: _d, soldOutLast: _l, ...rest } = criteria;
  return JSON.stringify(rest);
}

export async function cachedSearchSummary(
  db: Kysely<ShopDb>,
  criteria: SearchCriteria,
  compute: () => Promise<SearchSummary>,
  now = Date.now(),
): Promise<SearchSummary> {
  const cache = cacheOf(db);
  const key = keyOf(criteria);
  const hit = cache.get(key);
  if (hit && hit.generation === generation && now - hit.at < maxAgeMs) return hit.value;
  const started = generation;
  const value = await compute();
  cache.delete(key);
  cache.set(key, { at: now, generation: started, value });
  if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  return value;
}

/** Stock, prices or products changed: every kept count is stale. */
export function catalogueChanged(): void {
  generation++;
}
