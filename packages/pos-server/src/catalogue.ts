// GET /api/pos/catalogue: pages of the change log after a cursor, and the sweep that brings the log
// up to date with the platform (its server API lists every product with options and stock; a product
// whose snapshot hash changed — price, name, stock from a web order — gets a new sequence number).
import { POS_CATALOGUE_DEFAULT_LIMIT, type PosCatalogueItem, type PosCataloguePage } from '@courtside/core/pos';
import { managementCodeBarcodes } from './barcodes';
import { PROCESS_HOLDER, withLease, type LeasesDb } from '@courtside/db';
import type { Kysely } from 'kysely';
import type { PosDeps } from './deps';
import { posError } from './errors';
import { categoryLabels, productItem, removedProductItem, toCatalogueProduct, toFeedItem, writeLogItems, type LogItem } from './catalogue-log';
import { unpushedDeltas } from './stock-push-state';

const CURSOR = /^v1\.(\d{1,15})$/;
export const SWEEP_PAGE_SIZE = 2000;
/** A sweep older than this is refreshed (in the background) when a terminal asks for changes. */
export const SWEEP_STALE_MS = 30_000;

export function encodeCursor(seq: number): string {
  return `v1.${seq}`;
}

export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const m = CURSOR.exec(cursor);
  if (!m) throw posError('POS_CURSOR_INVALID');
  return Number(m[1]);
}

export async function cataloguePage(deps: PosDeps, cursor: string | undefined, limit = POS_CATALOGUE_DEFAULT_LIMIT): Promise<PosCataloguePage> {
  const after = decodeCursor(cursor);
  const rows = await deps.db
    .selectFrom('pos_catalogue_items')
    .select(['seq', 'kind', 'item_key', 'removed', 'body_json', 'product_no'])
    .where('seq', '>', after)
    .orderBy('seq')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const items = await withUnpushedDeltas(deps, page.map(toFeedItem));
  return { items, nextCursor: encodeCursor(last ? Number(last.seq) : after), hasMore: rows.length > limit };
}

/**
 * The log holds the platform's stock figure. Deltas this server has ingested (sales, refunds, stock
 * movements from any terminal) but not yet pushed to the platform are not in it: subtract them here,
 * so a terminal whose own outbox is already settled never sees sold goods back on the shelf. A push
 * that completes writes the platform's new figure to the log (stock-pushes.ts) and leaves `pending`.
 */
export async function withUnpushedDeltas(deps: PosDeps, items: PosCatalogueItem[]): Promise<PosCatalogueItem[]> {
  const optionNos = items.flatMap((it) => (it.kind === 'product' ? it.product.options.map((o) => o.optionNo) : []));
  if (optionNos.length === 0) return items;
  const deltas = await unpushedDeltas(deps.db, optionNos);
  if (deltas.size === 0) return items;
  return items.map((it) =>
    it.kind === 'product' && it.product.options.some((o) => deltas.has(o.optionNo))
      ? { ...it, product: { ...it.product, options: it.product.options.map((o) => ({ ...o, stockCnt: o.stockCnt + (deltas.get(o.optionNo) ?? 0) })) } }
      : it,
  );
}

export interface SweepResult {
  products: number;
  changed: number;
  removed: number;
}

/** Walks the platform's product list and records every product that changed since the last sweep. */
export async function sweepCatalogue(deps: PosDeps, pageSize = SWEEP_PAGE_SIZE): Promise<SweepResult> {
  const result: SweepResult = { products: 0, changed: 0, removed: 0 };
  const labels = categoryLabels((await deps.platform.listCategories()).items);
  let after = 0;
  for (;;) {
    const page = await deps.platform.listProducts(after, pageSize);
    const last = page.items[page.items.length - 1]?.productNo ?? after;
    // Products the log has in this range that the platform no longer lists were deleted there; the
    // last page's range is open-ended.
    let knownQuery = deps.db.selectFrom('pos_catalogue_items').select('product_no').where('kind', '=', 'product').where('removed', '=', 0).where('product_no', '>', after);
    if (page.hasMore) knownQuery = knownQuery.where('product_no', '<=', last);
    const known = await knownQuery.execute();
    const listed = new Set(page.items.map((p) => p.productNo));
    const items: LogItem[] = page.items.map((p) => productItem(toCatalogueProduct(p, labels)));
    const gone = known.map((k) => Number(k.product_no)).filter((no) => !listed.has(no));
    for (const no of gone) items.push(removedProductItem(no));
    const now = deps.now().toISOString();
    const changed = await deps.db.transaction().execute(async (trx) => writeLogItems(trx, [...items, ...(await managementCodeBarcodes(trx, page.items, now))], now));
    result.products += page.items.length;
    result.changed += changed;
    result.removed += gone.length;
    if (!page.hasMore || page.items.length === 0) break;
    after = last;
  }
  await deps.db.updateTable('pos_counters').set({ value: deps.now().getTime() }).where('name', '=', 'catalogue_swept_at').execute();
  return result;
}

interface SweepState {
  running: Promise<SweepResult> | null;
  lastSweepAt: number;
}

// Per database handle, so two servers in one test process keep their own state.
const states = new WeakMap<object, SweepState>();

function stateOf(deps: PosDeps): SweepState {
  let state = states.get(deps.db);
  if (!state) {
    state = { running: null, lastSweepAt: 0 };
    states.set(deps.db, state);
  }
  return state;
}

const SWEEP_LEASE = 'pos-catalogue-sweep';
/** Renewed while a sweep runs; a holder killed mid-sweep is taken over after it. */
const SWEEP_LEASE_TTL_MS = 60_000;
/** How long a request waits for another instance's first sweep before answering what the log has. */
const FIRST_SWEEP_WAIT_MS = 60_000;

async function sweptAt(deps: PosDeps): Promise<number> {
  const swept = await deps.db.selectFrom('pos_counters').select('value').where('name', '=', 'catalogue_swept_at').executeTakeFirst();
  return swept ? Number(swept.value) : 0;
}

/**
 * One sweep at a time per database, across instances too (the `pos-catalogue-sweep` lease); callers
 * in this process share the running one. When another instance holds the lease its sweep writes the
 * same log, and this answers an empty result.
 */
export function sweepOnce(deps: PosDeps): Promise<SweepResult> {
  const state = stateOf(deps);
  const db = deps.db as unknown as Kysely<LeasesDb>;
  state.running ??= withLease(db, SWEEP_LEASE, PROCESS_HOLDER, SWEEP_LEASE_TTL_MS, () => sweepCatalogue(deps), () => deps.now().getTime())
    .then((outcome) => {
      if (!outcome.ran) return { products: 0, changed: 0, removed: 0 };
      state.lastSweepAt = deps.now().getTime();
      return outcome.value;
    })
    .finally(() => {
      state.running = null;
    });
  return state.running;
}

/**
 * Before answering a terminal: the very first time, wait for a full sweep (an empty log would tell
 * the terminal there is nothing to sell) — this instance's or another's; later, refresh a stale log
 * in the background. "Stale" is decided on the time of the last sweep in the database, so a sweep by
 * any instance counts for all of them.
 */
export async function ensureCatalogueFresh(deps: PosDeps): Promise<void> {
  const state = stateOf(deps);
  const stale = (): boolean => deps.now().getTime() - state.lastSweepAt > SWEEP_STALE_MS;
  if (state.lastSweepAt === 0 || stale()) state.lastSweepAt = Math.max(state.lastSweepAt, await sweptAt(deps));
  if (state.lastSweepAt === 0) {
    await sweepOnce(deps);
    const until = Date.now() + FIRST_SWEEP_WAIT_MS;
    while ((state.lastSweepAt = await sweptAt(deps)) === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
    return;
  }
  if (stale()) {
    sweepOnce(deps).catch((error: unknown) => console.error('[pos catalogue sweep]', error));
  }
}
