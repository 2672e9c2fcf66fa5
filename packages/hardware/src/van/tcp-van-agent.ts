// A VAN agent on the counter PC reached over a local TCP socket: a connection per request, as most
// agents expect (the agent closes it after the reply).
import { createConnection } from 'node:net';
import { createFramedVanAgent } from './framed-van-agent.ts';
import type { FramedVanAgentOptions } from './framed-van-agent.ts';
import type { VanLine } from './van-exchange.ts';
import type { VanAgent } from './van-types.ts';

export interface TcpVanAgentOptions extends Pick<FramedVanAgentOptions, 'tid' | 'replyTimeoutMs' | 'quickTimeoutMs'> {
  readonly host: string;
  readonly port: number;
  readonly connectTimeoutMs?: number;
}

export const DEFAULT_VAN_AGENT_PORT = 9300;

export function openTcpLine(host: string, port: number, connectTimeoutMs: number): Promise<VanLine> {
  return new Promise<VanLine>((resolve, reject) => {
    const socket = createConnection({ host, port });
    socket.setNoDelay(true);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('connect timeout'));
    }, connectTimeoutMs);
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      socket.on('error', () => undefined); // surfaces as 'close'
      resolve({
        write: (bytes) => void socket.write(bytes),
        onData: (listener) => void socket.on('data', listener),
        onClose: (listener) => void socket.once('close', listener),
        release: () => void socket.destroy(),
      });
    });
  });
}

export function createTcpVanAgent(options: TcpVanAgentOptions): VanAgent {
  return createFramedVanAgent({
    ...options,
    description: `tcp://${options.host}:${options.port}`,
    open: () => openTcpLine(options.host, options.port, options.connectTimeoutMs ?? 2_000),
  });
}
