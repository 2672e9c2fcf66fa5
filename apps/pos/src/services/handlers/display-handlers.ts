// display.show (the sale screen, signed in) and display.current (the shopper's screen, no sign-in).
import type { Handlers } from '../dispatcher.ts';
import type { TerminalServices } from './context.ts';

export function displayHandlers(s: TerminalServices): Pick<Handlers, 'display.show' | 'display.current'> {
  return {
    'display.show': async (display) => {
      s.display.show(display);
      return { shown: true };
    },
    'display.current': async () => s.display.current(),
  };
}
