// The terminal API in a plain browser (the Node host): every call is a POST to /api/ipc/<channel>
// with the marker header the host requires and this tab's screen key (each tab signs in on its own),
// and events arrive over one WebSocket that stays open for the life of the page and reconnects. On
// every (re)connection the host first sends the current printer, sync and session state.
import type { IpcArgs, IpcValue, TerminalApi, TerminalEvent } from '../../shared/ipc.ts';
import type { IpcChannel } from '../../shared/ipc-channels.ts';
import type { IpcResult } from '../../shared/result.ts';

const HEADER = 'x-courtside-terminal';
const SCREEN_HEADER = 'x-courtside-screen';
const SCREEN_STORAGE_KEY = 'courtside.screen';

/** This tab's key: kept across reloads of the tab (sessionStorage), new for every other tab. */
function screenKey(): string {
  let key = window.sessionStorage.getItem(SCREEN_STORAGE_KEY);
  if (!key || !/^[A-Za-z0-9_-]{16,64}$/.test(key)) {
    const bytes = new Uint8Array(18);
    window.crypto.getRandomValues(bytes);
    key = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    window.sessionStorage.setItem(SCREEN_STORAGE_KEY, key);
  }
  return key;
}

export function createHttpApi(base: string = ''): TerminalApi {
  const listeners = new Set<(event: TerminalEvent) => void>();
  const screen = screenKey();
  let started = false;
  let retry = 250;

  function connect(): void {
    const url = new URL('/api/events', base || window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('screen', screen);
    const socket = new WebSocket(url);
    socket.onopen = () => {
      retry = 250;
    };
    socket.onmessage = (message) => {
      let event: TerminalEvent;
      try {
        event = JSON.parse(String(message.data)) as TerminalEvent;
      } catch {
        return;
      }
      for (const listener of listeners) listener(event);
    };
    // The socket is never closed on purpose: screens come and go, the connection stays, and a lost
    // one is opened again at once (then with backoff) and replays the state it missed.
    socket.onclose = () => {
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 5_000);
    };
  }

  return {
    async invoke<C extends IpcChannel>(channel: C, args: IpcArgs<C>): Promise<IpcResult<IpcValue<C>>> {
      try {
        const response = await fetch(`${base}/api/ipc/${channel}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [HEADER]: '1', [SCREEN_HEADER]: screen },
          body: JSON.stringify(args ?? {}),
        });
        return (await response.json()) as IpcResult<IpcValue<C>>;
      } catch {
        return { ok: false, error: { code: 'HOST_UNREACHABLE', message: '단말기 서비스에 연결할 수 없습니다. 단말기 프로그램이 실행 중인지 확인하세요.' } };
      }
    },
    onEvent(listener) {
      listeners.add(listener);
      if (!started) {
        started = true;
        connect();
      }
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
