import { describe, expect, it } from 'vitest';
import { INITIAL_SYNC_STATE, reduceSync, syncStatusLabel } from './sync-state.ts';
import type { SyncEvent, SyncState } from './sync-state.ts';

const run = (events: SyncEvent[], from: SyncState = INITIAL_SYNC_STATE): SyncState => events.reduce(reduceSync, from);

describe('terminal sync state', () => {
  it('counts sales made offline and shows them waiting', () => {
    const state = run([{ type: 'enqueued', count: 2 }, { type: 'enqueued', count: 1 }]);
    expect(state).toMatchObject({ status: 'offline', pending: 3 });
    expect(syncStatusLabel(state)).toBe('오프라인 · 전송 대기 3건');
    expect(syncStatusLabel(INITIAL_SYNC_STATE)).toBe('오프라인');
  });

  it('does not sync while offline', () => {
    const state = run([{ type: 'enqueued', count: 1 }, { type: 'sync-started' }]);
    expect(state.status).toBe('offline');
  });

  it('comes online, syncs and records when', () => {
    const online = run([{ type: 'enqueued', count: 3 }, { type: 'connectivity', online: true }]);
    expect(syncStatusLabel(online)).toBe('전송 대기 3건');
    const syncing = reduceSync(online, { type: 'sync-started' });
    expect(syncStatusLabel(syncing)).toBe('동기화 중');
    expect(reduceSync(syncing, { type: 'sync-started' })).toBe(syncing);
    const done = reduceSync(syncing, { type: 'sync-succeeded', at: 1234, sent: 3 });
    expect(done).toEqual({ status: 'online', pending: 0, lastSyncAt: 1234, lastError: null });
    expect(syncStatusLabel(done)).toBe('동기화 완료');
  });

  it('a partial sync leaves the rest pending; sent never drives pending below zero', () => {
    const syncing = run([{ type: 'enqueued', count: 5 }, { type: 'connectivity', online: true }, { type: 'sync-started' }]);
    expect(reduceSync(syncing, { type: 'sync-succeeded', at: 1, sent: 2 }).pending).toBe(3);
    expect(reduceSync(syncing, { type: 'sync-succeeded', at: 1, sent: 99 }).pending).toBe(0);
  });

  it('a failure keeps pending work and can be retried', () => {
    const failed = run([
      { type: 'enqueued', count: 2 },
      { type: 'connectivity', online: true },
      { type: 'sync-started' },
      { type: 'sync-failed', code: 'NETWORK', message: '서버에 연결할 수 없습니다.' },
    ]);
    expect(failed).toMatchObject({ status: 'error', pending: 2, lastError: { code: 'NETWORK' } });
    expect(syncStatusLabel(failed)).toBe('동기화 실패 · 전송 대기 2건');
    expect(reduceSync(failed, { type: 'sync-started' }).status).toBe('syncing');
    expect(reduceSync(failed, { type: 'connectivity', online: true })).toBe(failed);
  });

  it('results that arrive when no sync is running are ignored', () => {
    const online = run([{ type: 'connectivity', online: true }]);
    expect(reduceSync(online, { type: 'sync-succeeded', at: 5, sent: 1 })).toBe(online);
    expect(reduceSync(online, { type: 'sync-failed', code: 'X', message: 'x' })).toBe(online);
  });

  it('losing the network interrupts a sync; staying offline changes nothing', () => {
    const syncing = run([{ type: 'connectivity', online: true }, { type: 'sync-started' }]);
    const offline = reduceSync(syncing, { type: 'connectivity', online: false });
    expect(offline.status).toBe('offline');
    expect(reduceSync(offline, { type: 'connectivity', online: false })).toBe(offline);
  });

  it.each([0, -2, 1.5, Number.NaN])('ignores an enqueued count of %d', (count) => {
    expect(reduceSync(INITIAL_SYNC_STATE, { type: 'enqueued', count }).pending).toBe(0);
  });

  it('ignores malformed events and statuses', () => {
    expect(reduceSync(INITIAL_SYNC_STATE, { type: 'reset' } as unknown as SyncEvent)).toBe(INITIAL_SYNC_STATE);
    expect(syncStatusLabel({ ...INITIAL_SYNC_STATE, status: 'paused' } as unknown as SyncState)).toBe('');
  });
});
