// A VAN agent (or a reader with the agent inside) on a serial line, through serialport loaded on
// first use. The same frames as over TCP; the port stays open between requests and is reopened after
// an error. A port that cannot be opened is 'refused', like a TCP agent that is not listening.
import { loadSerialPort } from '../optional-modules.ts';
import type { ModuleLoader, SerialPortLike, SerialPortModule } from '../optional-modules.ts';
import { createFramedVanAgent } from './framed-van-agent.ts';
import type { FramedVanAgentOptions } from './framed-van-agent.ts';
import type { VanLine } from './van-exchange.ts';
import type { VanAgent } from './van-types.ts';

export interface SerialVanAgentOptions extends Pick<FramedVanAgentOptions, 'tid' | 'replyTimeoutMs' | 'quickTimeoutMs'> {
  readonly path: string;
  readonly baudRate?: number;
  readonly loadModule?: ModuleLoader<SerialPortModule>;
}

export function createSerialVanAgent(options: SerialVanAgentOptions): VanAgent {
  const baudRate = options.baudRate ?? 115_200;
  let port: SerialPortLike | undefined;
  // Listeners of the exchange in progress; the port's own listeners forward to them.
  let onData: ((chunk: Uint8Array) => void) | undefined;
  let onClose: (() => void) | undefined;

  async function openPort(): Promise<SerialPortLike> {
    if (port?.isOpen) return port;
    const { SerialPort } = await loadSerialPort(options.loadModule);
    const opened = new SerialPort({ path: options.path, baudRate, autoOpen: false });
    await new Promise<void>((resolve, reject) => opened.open((error) => (error ? reject(error) : resolve())));
    opened.on('data', (chunk) => onData?.(chunk));
    const lost = (): void => {
      if (port === opened) port = undefined;
      onClose?.();
    };
    opened.on('error', lost);
    opened.on('close', lost);
    port = opened;
    return opened;
  }

  const open = async (): Promise<VanLine> => {
    const p = await openPort();
    return {
      write: (bytes) => void p.write(Buffer.from(bytes)),
      onData: (listener) => void (onData = listener),
      onClose: (listener) => void (onClose = listener),
      release: () => {
        onData = undefined;
        onClose = undefined;
      },
    };
  };

  return createFramedVanAgent({
    ...options,
    description: `${options.path} (${baudRate} bps)`,
    open,
    close: async () => {
      const p = port;
      port = undefined;
      if (p?.isOpen) await new Promise<void>((resolve) => p.close(() => resolve()));
    },
  });
}
