// The VAN agent this terminal uses, built from 설정 (TCP host:port or a serial port) and rebuilt when
// the settings change. Tests and the host's hooks may replace the factory.
import { createSerialVanAgent, createTcpVanAgent } from '@courtside/hardware';
import type { VanAgent } from '@courtside/hardware';
import type { VanSettings } from '../../shared/schemas.ts';

export interface VanTimeouts {
  readonly replyTimeoutMs: number;
  readonly quickTimeoutMs: number;
}

export type VanAgentFactory = (settings: VanSettings, timeouts: VanTimeouts) => VanAgent | null;

export const defaultVanAgentFactory: VanAgentFactory = (settings, timeouts) => {
  if (settings.transport === 'tcp') return createTcpVanAgent({ host: settings.host, port: settings.port, tid: settings.tid, ...timeouts });
  if (settings.transport === 'serial' && settings.serialPath !== '') return createSerialVanAgent({ path: settings.serialPath, baudRate: settings.baudRate, tid: settings.tid, ...timeouts });
  return null;
};

export interface VanConnection {
  /** The agent for the current settings, or null when no reader is set up. */
  agent(): Promise<VanAgent | null>;
  settings(): Promise<VanSettings>;
}

export function createVanConnection(load: () => Promise<VanSettings>, timeouts: VanTimeouts, factory: () => VanAgentFactory): VanConnection {
  let key = '';
  let current: VanAgent | null = null;
  return {
    settings: load,
    async agent() {
      const settings = await load();
      const next = JSON.stringify(settings);
      if (next !== key) {
        void current?.close();
        current = factory()(settings, timeouts);
        key = next;
      }
      return current;
    },
  };
}
