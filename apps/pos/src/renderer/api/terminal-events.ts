// The page's one listener for TerminalEvent: printer and sync go to the status store, this screen's
// session to the session store. Started once by the app root, so no screen change drops an event.
import { api } from './terminal-api.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useStatusStore } from '../stores/status-store.ts';
import { useDisplayStore } from '../stores/display-store.ts';

let started = false;

export function listenToTerminalEvents(): void {
  if (started) return;
  started = true;
  api.onEvent((event) => {
    if (event.type === 'sync') useStatusStore.getState().setSync(event.status);
    if (event.type === 'printer') useStatusStore.getState().setPrinter(event.status);
    if (event.type === 'session') useSessionStore.getState().setSession(event.session);
    if (event.type === 'payment') useStatusStore.getState().setPaymentProgress(event.message);
    if (event.type === 'customer-display') useDisplayStore.getState().set(event.display);
  });
}
