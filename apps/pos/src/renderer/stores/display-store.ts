// What the customer display shows, fed by `customer-display` events (the host sends the last one on
// every (re)connection, so a display opened mid-sale starts in step).
import { create } from 'zustand';
import { IDLE_DISPLAY, type CustomerDisplay } from '../../shared/channels/display.ts';

interface DisplayState {
  readonly display: CustomerDisplay;
  set(display: CustomerDisplay): void;
}

export const useDisplayStore = create<DisplayState>((set) => ({
  display: IDLE_DISPLAY,
  set: (display) => set({ display }),
}));
