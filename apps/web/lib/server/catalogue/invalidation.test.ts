// The change follower (issue 33): what it revalidates for each read of the platform's record, and
// that nothing stays cached past the 5-second promise when the record cannot be read.
import { describe, expect, it } from 'vitest';
import { CATALOGUE_TAG, LISTS_TAG, boardTag, productTag, type CatalogueChange } from './cache-tags';
import { STALE_AFTER_MS, createInvalidator, type ChangeFeed } from './invalidation';

type Read = Awaited<ReturnType<ChangeFeed['read']>>;

function harness(reads: Array<Read | Error>) {
  let clock = 0;
  const cursors: Array<string | null> = [];
  const revalidated: string[][] = [];
  let revalidateFails = false;
  const invalidator = createInvalidator({
    feed: {
      async read(cursor) {
        cursors.push(cursor);
        const next = reads.shift();
        if (!next || next instanceof Error) throw next ?? new Error('no more reads');
        return next;
      },
    },
    async revalidate(tags) {
      if (revalidateFails) throw new Error('not listening yet');
      revalidated.push([...tags].sort());
    },
    now: () => clock,
  });
  return {
    invalidator,
    cursors,
    revalidated,
    advance: (ms: number) => (clock += ms),
    failRevalidation: (on: boolean) => (revalidateFails = on),
  };
}

const read = (cursor: string, changes: CatalogueChange[] = [], reset = false): Read => ({ cursor, reset, changes });

describe('the catalogue change follower', () => {
  it('starts with a reset (everything), then revalidates exactly what each read names, passing its cursor on', async () => {
    const h = harness([read('c1', [], true), read('c2'), read('c3', [{ kind: 'product', productNo: 7 }, { kind: 'board', boardNo: 272902 }])]);
    await h.invalidator.tick();
    await h.invalidator.tick();
    await h.invalidator.tick();
    expect(h.cursors).toEqual([null, 'c1', 'c2']);
    expect(h.revalidated).toEqual([[CATALOGUE_TAG], [boardTag(272902), LISTS_TAG, productTag(7)].sort()]);
  });

  it('keeps tags it could not deliver for the next tick', async () => {
    const h = harness([read('c1'), read('c2', [{ kind: 'product', productNo: 1 }]), read('c3')]);
    await h.invalidator.tick();
    h.failRevalidation(true);
    await h.invalidator.tick();
    h.failRevalidation(false);
    await h.invalidator.tick();
    expect(h.revalidated.at(-1)).toEqual([LISTS_TAG, productTag(1)].sort());
  });

  it('revalidates everything while the record cannot be read past STALE_AFTER_MS, and once more when it can again', async () => {
    const down = new Error('ECONNREFUSED');
    const h = harness([read('c1'), down, down, down, read('c2')]);
    await h.invalidator.tick();
    h.revalidated.length = 0;
    h.advance(1000);
    await h.invalidator.tick();
    expect(h.revalidated).toEqual([]);
    h.advance(STALE_AFTER_MS);
    await h.invalidator.tick();
    h.advance(1000);
    await h.invalidator.tick();
    expect(h.revalidated).toEqual([[CATALOGUE_TAG], [CATALOGUE_TAG]]);
    await h.invalidator.tick();
    expect(h.revalidated).toEqual([[CATALOGUE_TAG], [CATALOGUE_TAG], [CATALOGUE_TAG]]);
    // The cursor it kept is where it goes on from.
    expect(h.cursors.at(-1)).toBe('c1');
  });
});
