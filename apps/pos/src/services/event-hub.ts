// Fan-out of TerminalEvent to every connected screen (the Electron window, browser tabs on the host).
import type { TerminalEvent } from '../shared/ipc.ts';

export function createEventHub() {
  const listeners = new Set<(event: TerminalEvent) => void>();
  return {
    publish(event: TerminalEvent): void {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch {
          // One broken screen must not stop the others from hearing about the printer.
        }
      }
    },
    subscribe(listener: (event: TerminalEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type EventHub = ReturnType<typeof createEventHub>;
