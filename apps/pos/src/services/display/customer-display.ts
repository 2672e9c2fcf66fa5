// The customer display's state on the terminal (#28 item 8): the last thing the sale screen showed,
// published to every screen as a `customer-display` event and handed to a display that (re)connects.
import { IDLE_DISPLAY, type CustomerDisplay } from '../../shared/channels/display.ts';
import type { EventHub } from '../event-hub.ts';

export function createCustomerDisplay(events: EventHub) {
  let current: CustomerDisplay = IDLE_DISPLAY;
  return {
    show(display: CustomerDisplay): void {
      current = display;
      events.publish({ type: 'customer-display', display });
    },
    current: (): CustomerDisplay => current,
  };
}

export type CustomerDisplayService = ReturnType<typeof createCustomerDisplay>;
