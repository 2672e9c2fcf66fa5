// What the counter terminal shows about its outbox: online and caught up, offline with sales
// waiting, syncing, or failed. Sales are durable locally before they are counted here, so this
// state only drives the status badge and when to try again.
import { fallbackFor } from './unhandled.ts';

export type SyncStatus = 'online' | 'offline' | 'syncing' | 'error';

export interface SyncState {
  readonly status: SyncStatus;
  /** Sales and stock movements waiting in the outbox. */
  readonly pending: number;
  /** When the last sync finished successfully (epoch ms). */
  readonly lastSyncAt: number | null;
  readonly lastError: { readonly code: string; readonly message: string } | null;
}

export type SyncEvent =
  | { readonly type: 'connectivity'; readonly online: boolean }
  | { readonly type: 'enqueued'; readonly count: number }
  | { readonly type: 'sync-started' }
  | { readonly type: 'sync-succeeded'; readonly at: number; readonly sent: number }
  | { readonly type: 'sync-failed'; readonly code: string; readonly message: string };

export const INITIAL_SYNC_STATE: SyncState = { status: 'offline', pending: 0, lastSyncAt: null, lastError: null };

const wholeCount = (n: number): number => (Number.isSafeInteger(n) && n > 0 ? n : 0);

export function reduceSync(state: SyncState, event: SyncEvent): SyncState {
  switch (event.type) {
    case 'connectivity':
      if (!event.online) return state.status === 'offline' ? state : { ...state, status: 'offline' };
      return state.status === 'offline' ? { ...state, status: 'online' } : state;
    case 'enqueued':
      return { ...state, pending: state.pending + wholeCount(event.count) };
    case 'sync-started':
      // Nothing to talk to offline, and one sync at a time.
      return state.status === 'online' || state.status === 'error' ? { ...state, status: 'syncing' } : state;
    case 'sync-succeeded':
      if (state.status !== 'syncing') return state;
      return {
        status: 'online',
        pending: Math.max(0, state.pending - wholeCount(event.sent)),
        lastSyncAt: event.at,
        lastError: null,
      };
    case 'sync-failed':
      if (state.status !== 'syncing') return state;
      return { ...state, status: 'error', lastError: { code: event.code, message: event.message } };
    default:
      return fallbackFor(state, event);
  }
}

/** The badge text on the terminal. */
export function syncStatusLabel(state: SyncState): string {
  switch (state.status) {
    case 'online':
      return state.pending > 0 ? `전송 대기 ${state.pending}건` : '동기화 완료';
    case 'offline':
      return state.pending > 0 ? `오프라인 · 전송 대기 ${state.pending}건` : '오프라인';
    case 'syncing':
      return '동기화 중';
    case 'error':
      return `동기화 실패 · 전송 대기 ${state.pending}건`;
    default:
      return fallbackFor('', state.status);
  }
}
