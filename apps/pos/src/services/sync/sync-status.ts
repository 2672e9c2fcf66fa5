// What the sync worker shows the screens: the pure sync machine's state (core's reduceSync), the
// outbox's pending count and the open stock conflicts the server last named, as one status view.
import { INITIAL_SYNC_STATE, reduceSync, syncStatusLabel } from '@courtside/core/machines';
import type { SyncEvent, SyncState } from '@courtside/core/machines';
import type { PosConflict, PosSyncReply } from '@courtside/core/pos';
import type { Outbox } from '../outbox/outbox.ts';
import type { SyncStatusView } from '../../shared/schemas.ts';

export function createSyncStatus(outbox: Pick<Outbox, 'pendingCount' | 'conflictCount'>, onStatus?: (status: SyncStatusView) => void) {
  let state: SyncState = INITIAL_SYNC_STATE;
  let conflicts: readonly PosConflict[] = [];
  // Oversells are found after an upload, when the server's stock pushes reach the platform, so the
  // reply to the upload often cannot name them yet. While the server still has pushes to make or this
  // terminal has open conflicts (or it has not asked since starting), an idle round asks again with
  // an empty batch, so the counter learns of its oversells without having to sell again.
  let conflictsMayChange = true;

  async function view(): Promise<SyncStatusView> {
    const pending = await outbox.pendingCount();
    state = { ...state, pending };
    return {
      status: state.status,
      pending,
      lastSyncAt: state.lastSyncAt === null ? null : new Date(state.lastSyncAt).toISOString(),
      lastError: state.lastError,
      conflicts: conflicts.length + (await outbox.conflictCount()),
      label: syncStatusLabel(state),
    };
  }

  return {
    apply(event: SyncEvent): void {
      state = reduceSync(state, event);
    },
    /** A round that failed: offline (nothing reached the server) or refused. */
    fail(code: string, message: string, offline: boolean): void {
      if (offline) this.apply({ type: 'connectivity', online: false });
      else this.apply({ type: 'sync-failed', code, message });
      state = { ...state, lastError: { code, message } };
    },
    noteReply(reply: PosSyncReply): void {
      conflicts = reply.conflicts;
      conflictsMayChange = reply.pendingStockPushes > 0 || reply.conflicts.length > 0;
    },
    isOffline: (): boolean => state.status === 'offline',
    conflictsMayChange: (): boolean => conflictsMayChange,
    conflicts: (): readonly PosConflict[] => conflicts,
    view,
    async publish(): Promise<void> {
      if (onStatus) onStatus(await view());
    },
  };
}

export type SyncStatus = ReturnType<typeof createSyncStatus>;
