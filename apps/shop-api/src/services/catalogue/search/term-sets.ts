// The products of each index term as one sorted list of product numbers (migration 0300), so a
// search of several words intersects a few lists in memory instead of probing the other words'
// postings once per posting of the first (스마일 댐프너: thousands of probes). The list holds only
// which products have the word — text, not stock — so stock and price changes never touch it; the
// posting rows still decide display, sale status, stock and every facet.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '@courtside/db';
import type { ShopDb } from '../../../db/schema.ts';

/** Terms read or written per statement. */
const termBatch = 500;

const littleEndian = new Uint8Array(Int32Array.of(1).buffer)[0] === 1;

/** Sorted product numbers as bytes: 4 per product, little-endian. */
export function encodeProductSet(productNos: ArrayLike<number>): Buffer {
  if (littleEndian) {
    const list = productNos instanceof Int32Array ? productNos : Int32Array.from(productNos);
    return Buffer.from(list.buffer, list.byteOffset, list.byteLength);
  }
  const out = Buffer.alloc(productNos.length * 4);
  for (let i = 0; i < productNos.length; i++) out.writeInt32LE(productNos[i] as number, i * 4);
  return out;
}

export function decodeProductSet(bytes: Uint8Array): Int32Array {
  const length = bytes.byteLength >>> 2;
  // Copied into a buffer of its own, so the view is aligned whatever offset the driver's buffer had.
  if (littleEndian) return new Int32Array(new Uint8Array(bytes.subarray(0, length * 4)).buffer);
  const out = new Int32Array(length);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < length; i++) out[i] = view.getInt32(i * 4, true);
  return out;
}

/** First index in sorted[from..] holding a value ≥ x (galloping, then binary search). */
function seek(sorted: Int32Array, x: number, from: number): number {
  let step = 1;
  let hi = from;
  while (hi < sorted.length && (sorted[hi] as number) < x) {
    from = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, sorted.length);
  while (from < hi) {
    const mid = (from + hi) >>> 1;
    if ((sorted[mid] as number) < x) from = mid + 1;
    else hi = mid;
  }
  return from;
}

/** Above this length ratio, the shorter list gallops through the longer instead of both being walked. */
const gallopRatio = 16;

function intersectTwo(short: Int32Array, long: Int32Array): Int32Array {
  const out = new Int32Array(short.length);
  let n = 0;
  if (long.length > short.length * gallopRatio) {
    let at = 0;
    for (const x of short) {
      at = seek(long, x, at);
      if (at >= long.length) break;
      if (long[at] === x) out[n++] = x;
    }
  } else {
    let i = 0;
    let j = 0;
    while (i < short.length && j < long.length) {
      const a = short[i] as number;
      const b = long[j] as number;
      if (a < b) i++;
      else if (b < a) j++;
      else {
        out[n++] = a;
        i++;
        j++;
      }
    }
  }
  return out.subarray(0, n);
}

/**
 * The products in every list, shortest lists first: each step costs the shorter list's length (it
 * gallops through a list many times longer) and the running result only shrinks.
 */
export function intersectProductSets(sets: readonly Int32Array[]): Int32Array {
  const [first, ...rest] = [...sets].sort((a, b) => a.length - b.length);
  if (!first) return new Int32Array(0);
  let result = first;
  for (const next of rest) {
    if (result.length === 0) break;
    result = intersectTwo(result, next);
  }
  return result.slice();
}

/** The sets of these terms; a term no product has is absent. */
export async function readProductSets(db: Kysely<ShopDb>, terms: readonly string[]): Promise<Map<string, Int32Array>> {
  const out = new Map<string, Int32Array>();
  for (let i = 0; i < terms.length; i += termBatch) {
    const rows = await db.selectFrom('search_term_sets').select(['term', 'products'])
      .where('term', 'in', terms.slice(i, i + termBatch)).execute();
    for (const r of rows) out.set(r.term, decodeProductSet(r.products));
  }
  return out;
}

/**
 * Rewrites the sets of these terms: each loses the `replaced` products, then gains the products in
 * `added` (sorted). Empty sets are deleted. Runs in the indexer's transaction.
 */
export async function rewriteProductSets(db: Kysely<ShopDb>, replaced: ReadonlySet<number>, added: ReadonlyMap<string, readonly number[]>): Promise<void> {
  const terms = [...added.keys()];
  const dropped = Int32Array.from(replaced).sort();
  for (let i = 0; i < terms.length; i += termBatch) {
    const batch = terms.slice(i, i + termBatch);
    const existing = await readProductSets(db, batch);
    const rows: Array<{ term: string; products: Buffer }> = [];
    const emptied: string[] = [];
    for (const term of batch) {
      const merged = replaceInSet(existing.get(term) ?? new Int32Array(0), dropped, added.get(term) ?? []);
      if (merged.length === 0) emptied.push(term);
      else rows.push({ term, products: encodeProductSet(merged) });
    }
    if (emptied.length > 0) await db.deleteFrom('search_term_sets').where('term', 'in', emptied).execute();
    if (rows.length > 0) {
      await db.insertInto('search_term_sets').values(rows)
        .onConflict((oc) => oc.column('term').doUpdateSet((eb) => ({ products: eb.ref('excluded.products') })))
        .execute();
    }
  }
}

/** `set` without the `dropped` products, with the `added` ones: all three sorted, one pass. */
export function replaceInSet(set: Int32Array, dropped: Int32Array, added: ArrayLike<number>): Int32Array {
  const out = new Int32Array(set.length + added.length);
  let n = 0;
  let i = 0;
  let d = 0;
  let a = 0;
  while (i < set.length || a < added.length) {
    if (i < set.length) {
      const x = set[i] as number;
      while (d < dropped.length && (dropped[d] as number) < x) d++;
      if (d < dropped.length && dropped[d] === x) {
        i++;
        continue;
      }
    }
    const x = i < set.length ? (set[i] as number) : Infinity;
    const y = a < added.length ? (added[a] as number) : Infinity;
    if (x <= y) {
      out[n++] = x;
      i++;
      if (x === y) a++;
    } else {
      out[n++] = y;
      a++;
    }
  }
  return out.subarray(0, n);
}

/** Posting rows read per statement while the sets are filled from the postings. */
const fillBatch = 100_000;

/**
 * Fills the sets from the postings once, for a catalogue indexed before migration 0300 (the
 * indexer keeps them in step from then on): one ordered pass over the postings, in batches, much
 * quicker than indexing every product again. Marked done in search_meta.
 */
export async function fillProductSetsOnce(db: Kysely<ShopDb>, batchRows = fillBatch): Promise<void> {
  const filled = async (on: Kysely<ShopDb>) => (await on.selectFrom('search_meta').select('value').where('key', '=', 'term_sets').executeTakeFirst()) !== undefined;
  if (await filled(db)) return;
  await db.transaction().execute(async (trx) => {
    // Two servers starting at once: the second waits here, then finds the sets filled.
    if (dialectOf(db as Kysely<unknown>) === 'postgres') await sql`lock table search_term_sets in exclusive mode`.execute(trx);
    if (await filled(trx)) return;
    await trx.deleteFrom('search_term_sets').execute();
    let after: { term: string; productNo: number } | null = null;
    let term: string | null = null;
    let products: number[] = [];
    let rows: Array<{ term: string; products: Buffer }> = [];
    const flush = async (all: boolean) => {
      if (term !== null && all) rows.push({ term, products: encodeProductSet(products) });
      for (let i = 0; i < rows.length; i += termBatch) await trx.insertInto('search_term_sets').values(rows.slice(i, i + termBatch)).execute();
      rows = [];
    };
    for (;;) {
      let query = trx.selectFrom('search_postings').select(['term', 'product_no']).where('head', '=', 1);
      if (after) query = query.where(sql<boolean>`(term, product_no) > (${after.term}, ${after.productNo})`);
      const batch = await query.orderBy('term').orderBy('product_no').limit(batchRows).execute();
      for (const r of batch) {
        if (r.term !== term) {
          if (term !== null) rows.push({ term, products: encodeProductSet(products) });
          term = r.term;
          products = [];
        }
        products.push(r.product_no);
      }
      const last = batch.at(-1);
      if (!last || batch.length < batchRows) break;
      after = { term: last.term, productNo: last.product_no };
      await flush(false);
    }
    await flush(true);
    await trx.insertInto('search_meta').values({ key: 'term_sets', value: 1 }).execute();
  });
}
