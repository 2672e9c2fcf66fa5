// Live status for the status bar: sync (online/offline, waiting entries, last sync) and printer
// (용지 없음 / 덮개 열림 / 오프라인, every failed receipt), fed by TerminalEvent pushes. The page
// listens once for its whole life (not per screen), and the host replays the current state on every
// (re)connection, so a change made while a screen was switching is never lost.
import { create } from 'zustand';
import type { PrinterStatusView, SyncStatusView } from '../../shared/schemas.ts';

interface StatusState {
  readonly sync: SyncStatusView | null;
  readonly printer: PrinterStatusView | null;
  setSync(sync: SyncStatusView): void;
  setPrinter(printer: PrinterStatusView): void;
  /** The card reader's latest progress while a payment waits (#27). */
  readonly paymentProgress: string | null;
  setPaymentProgress(message: string | null): void;
}

export const useStatusStore = create<StatusState>((set) => ({
  sync: null,
  printer: null,
  setSync: (sync) => set({ sync }),
  setPrinter: (printer) => set({ printer }),
  paymentProgress: null,
  setPaymentProgress: (paymentProgress) => set({ paymentProgress }),
}));
