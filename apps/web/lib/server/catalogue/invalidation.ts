// Each storefront instance follows the platform's change record and revalidates the cached pages
// that show what changed (issue 33): every second it reads GET /server/catalogue-changes since its
// cursor (shop-api, migration 0320 — products, options and stock, categories, brands — and 0330,
// boards) and posts the tags of those changes to its own revalidation route (revalidation.ts). Every
// instance does this for itself, so a change made anywhere (the server API, the admin screens, a
// terminal's stock push, an order) reaches every instance's cache within about a second.
//
// Never cached longer than 5 s: when the record cannot be read for STALE_AFTER_MS, the instance
// revalidates every catalogue page at each attempt until it can read it again (and once more then:
// it may have missed changes); a reset (cursor unknown or too old, too many changes, first read)
// revalidates everything too.
import 'server-only';
import { CATALOGUE_TAG, tagsForChanges, type CatalogueChange } from './cache-tags';
import { REVALIDATE_MAX_TAGS } from './revalidation';

export const POLL_INTERVAL_MS = 1000;
export const STALE_AFTER_MS = 3000;

/** The platform's change record, read from a cursor. */
export interface ChangeFeed {
  read(cursor: string | null): Promise<{ cursor: string; reset: boolean; changes: CatalogueChange[] }>;
}

export interface InvalidationDeps {
  feed: ChangeFeed;
  /** Revalidates the tags in this instance (its own route); throws when it could not. */
  revalidate(tags: readonly string[]): Promise<void>;
  now(): number;
  log?(message: string): void;
}

/** One follower's state; `tick()` reads once and revalidates what that read asks for. */
export function createInvalidator(deps: InvalidationDeps) {
  let cursor: string | null = null;
  let lastRead = deps.now();
  let failing = false;
  const pending = new Set<string>();

  async function tick(): Promise<void> {
    try {
      const read = await deps.feed.read(cursor);
      if (read.reset || failing) pending.add(CATALOGUE_TAG);
      else for (const tag of tagsForChanges(read.changes)) pending.add(tag);
      if (failing) deps.log?.('[catalogue] 변경 기록을 다시 읽습니다: 캐시된 화면을 모두 새로 그립니다.');
      cursor = read.cursor;
      lastRead = deps.now();
      failing = false;
    } catch (error) {
      if (!failing) deps.log?.(`[catalogue] 변경 기록을 읽지 못했습니다: ${error instanceof Error ? error.message : String(error)}`);
      failing = true;
      if (deps.now() - lastRead >= STALE_AFTER_MS) pending.add(CATALOGUE_TAG);
    }
    if (pending.size === 0) return;
    const tags = pending.has(CATALOGUE_TAG) || pending.size > REVALIDATE_MAX_TAGS ? [CATALOGUE_TAG] : [...pending];
    try {
      await deps.revalidate(tags);
      pending.clear();
    } catch (error) {
      // Kept for the next tick (the instance may not be listening yet).
      if (tags.length > 0 && deps.now() - lastRead < STALE_AFTER_MS) deps.log?.(`[catalogue] 화면 갱신 요청 실패: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return { tick, cursor: () => cursor };
}

/** Ticks every POLL_INTERVAL_MS (one at a time) until the returned function is called. */
export function startInvalidationLoop(deps: InvalidationDeps, intervalMs = POLL_INTERVAL_MS): () => void {
  const invalidator = createInvalidator(deps);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const loop = async () => {
    if (stopped) return;
    await invalidator.tick();
    if (!stopped) timer = setTimeout(() => void loop(), intervalMs);
    timer?.unref?.();
  };
  void loop();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
