// The one API the page gets from the preload: `invoke` for channels in the IPC map (anything else is
// refused here, before it reaches the main process) and `onEvent` for pushes. The Electron event
// object never reaches the page, and neither does ipcRenderer.
import { EVENT_CHANNEL, isIpcChannel } from '../shared/ipc-channels.ts';
import type { TerminalApi, TerminalEvent } from '../shared/ipc.ts';

/** The part of ipcRenderer the bridge uses (so tests can pass a stand-in). */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

export function createBridge(ipc: IpcRendererLike) {
  const bridge = {
    invoke: ((channel: string, args: unknown) => {
      if (!isIpcChannel(channel)) return Promise.resolve({ ok: false, error: { code: 'IPC_UNKNOWN_CHANNEL', message: '알 수 없는 요청입니다.' } });
      return ipc.invoke(channel, args);
    }) as TerminalApi['invoke'],
    onEvent(listener: (event: TerminalEvent) => void): () => void {
      const handler = (_event: unknown, payload: unknown) => listener(payload as TerminalEvent);
      ipc.on(EVENT_CHANNEL, handler);
      return () => {
        ipc.removeListener(EVENT_CHANNEL, handler);
      };
    },
  } satisfies TerminalApi;
  return Object.freeze(bridge);
}
