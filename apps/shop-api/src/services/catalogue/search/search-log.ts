// Searches people make, counted per day (Korea time), and the popular keywords made from them —
// the platform's GET /products/favoriteKeywords, which ranks the searches up to the day before.
// Counts are kept in memory and written in batches (SearchLog).
import type { Kysely } from 'kysely';
import { normalizeSearchText } from '@courtside/core/search';
import type { ShopDb } from '../../../db/schema.ts';
import { toYmd } from '../../../domain/kst-time.ts';

/** Days of searches behind the popular keywords. */
const popularDays = 7;

/** The form a keyword is counted under: normalised, single spaces, at most 50 characters. */
export function countedKeyword(keywords: readonly string[]): string {
  return normalizeSearchText(keywords.join(' ')).replace(/\s+/g, ' ').trim().slice(0, 50);
}

/** Rows per insert when the counts are written (a few parameters each, well under either limit). */
const flushChunk = 300;

/**
 * Searches counted in memory and written together every `flushMs`: a search's reply never waits
 * for a write (nor for the WAL checkpoint a commit can run into), and a busy day's thousand
 * searches of one keyword are one upsert. The popular keywords rank the days before today, so
 * the delay never shows; reading them writes what is pending first. A crash loses at most
 * `flushMs` of counts, which only ever rank keywords.
 */
export class SearchLog {
  private pending = new Map<string, { ymd: string; keyword: string; cnt: number }>();
  private flushing: Promise<void> = Promise.resolve();
  private readonly timer: ReturnType<typeof setInterval>;

  /**
   * `maxPending`: distinct keywords kept between writes; past it, only keywords already kept are
   * counted (a flood of random keywords, or a database down for long, cannot grow memory).
   */
  constructor(
    private readonly db: Kysely<ShopDb>,
    flushMs: number,
    private readonly onError: (error: unknown) => void,
    private readonly maxPending = 10_000,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  /** Counts one search made at `now` (written with the next flush). */
  record(keywords: readonly string[], now: Date): void {
    const keyword = countedKeyword(keywords);
    if (keyword === '') return;
    const ymd = toYmd(now.toISOString());
    const key = `${ymd} ${keyword}`;
    const counted = this.pending.get(key);
    if (counted) counted.cnt++;
    else if (this.pending.size < this.maxPending) this.pending.set(key, { ymd, keyword, cnt: 1 });
  }

  /** Writes the counts kept so far, in one transaction; failed counts are kept for the next try. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const rows = [...this.pending.values()];
      this.pending = new Map();
      try {
        await this.db.transaction().execute(async (trx) => {
          for (let i = 0; i < rows.length; i += flushChunk) {
            await trx.insertInto('search_keyword_counts').values(rows.slice(i, i + flushChunk))
              .onConflict((oc) => oc.columns(['ymd', 'keyword']).doUpdateSet((eb) => ({ cnt: eb('search_keyword_counts.cnt', '+', eb.ref('excluded.cnt')) })))
              .execute();
          }
        });
      } catch (error) {
        for (const r of rows) {
          const key = `${r.ymd} ${r.keyword}`;
          const counted = this.pending.get(key);
          if (counted) counted.cnt += r.cnt;
          else this.pending.set(key, r);
        }
        this.onError(error);
      }
    });
    return this.flushing;
  }

  /** The most searched keywords of the last seven days before today (pending counts included). */
  async popular(size: number, now: Date): Promise<string[]> {
    await this.flush();
    return popularKeywords(this.db, size, now);
  }

  /** Stops the timer and writes what is pending. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

/** The most searched keywords of the last seven days before today, most searched first. */
async function popularKeywords(db: Kysely<ShopDb>, size: number, now: Date): Promise<string[]> {
  const today = toYmd(now.toISOString());
  const from = toYmd(new Date(now.getTime() - popularDays * 86_400_000).toISOString());
  const rows = await db.selectFrom('search_keyword_counts')
    .select((eb) => ['keyword', eb.fn.sum<number>('cnt').as('total')])
    .where('ymd', '>=', from)
    .where('ymd', '<', today)
    .groupBy('keyword')
    .orderBy('total', 'desc')
    .orderBy('keyword')
    .limit(size)
    .execute();
  return rows.map((r) => r.keyword);
}
