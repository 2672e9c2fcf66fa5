// The terminal API in a plain browser (the Node host): every call is a POST to /api/ipc/<channel>
// with the marker header the host requires, and events arrive over one WebSocket that reconnects.
import type { IpcArgs, IpcValue, TerminalApi, TerminalEvent } from '../../shared/ipc.ts';
import type { IpcChannel } from '../../shared/ipc-channels.ts';
import type { IpcResult } from '../../shared/result.ts';

const HEADER = 'x-courtside-terminal';

export function createHttpApi(base: string = ''): TerminalApi {
  const listeners = new Set<(event: TerminalEvent) => void>();
  let socket: WebSocket | null = null;
  let retry = 500;

  function connect(): void {
    const url = new URL('/api/events', base || window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WebSocket(url);
    socket.onopen = () => {
      retry = 500;
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
    socket.onclose = () => {
      socket = null;
      if (listeners.size > 0) setTimeout(connect, (retry = Math.min(retry * 2, 10_000)));
    };
  }

  return {
    async invoke<C extends IpcChannel>(channel: C, args: IpcArgs<C>): Promise<IpcResult<IpcValue<C>>> {
      try {
        const response = await fetch(`${base}/api/ipc/${channel}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [HEADER]: '1' },
          body: JSON.stringify(args ?? {}),
        });
        return (await response.json()) as IpcResult<IpcValue<C>>;
      } catch {
        return { ok: false, error: { code: 'HOST_UNREACHABLE', message: '단말기 서비스에 연결할 수 없습니다. 단말기 프로그램이 실행 중인지 확인하세요.' } };
      }
    },
    onEvent(listener) {
      listeners.add(listener);
      if (!socket) connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) socket?.close();
      };
    },
  };
}
