// Live status for the status bar: sync (online/offline, waiting entries, last sync) and printer
// (용지 없음 / 덮개 열림 / 오프라인), fed by TerminalEvent pushes and an initial read.
import { create } from 'zustand';
import type { PrinterStatusView, SyncStatusView } from '../../shared/schemas.ts';

interface StatusState {
  readonly sync: SyncStatusView | null;
  readonly printer: PrinterStatusView | null;
  setSync(sync: SyncStatusView): void;
  setPrinter(printer: PrinterStatusView): void;
}

export const useStatusStore = create<StatusState>((set) => ({
  sync: null,
  printer: null,
  setSync: (sync) => set({ sync }),
  setPrinter: (printer) => set({ printer }),
}));
