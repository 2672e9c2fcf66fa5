// The stand-in's settings, read from the environment in this one place, with defaults that need no
// configuration: agent on 127.0.0.1:9300, control API on the next port, ledger under DATA_DIR.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const defaultRepoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

export interface VanStandinConfig {
  readonly host: string;
  readonly port: number;
  readonly controlPort: number;
  readonly ledgerFile: string;
  readonly readerDelayMs: number;
}

function int(value: string | undefined, fallback: number, name: string, max: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > max) throw new Error(`${name}은(는) 0~${max} 사이의 정수여야 합니다: ${value}`);
  return parsed;
}

export function readVanStandinConfig(env: Readonly<Record<string, string | undefined>> = process.env, repoRoot: string = defaultRepoRoot): VanStandinConfig {
  const port = int(env.VAN_AGENT_PORT, 9300, 'VAN_AGENT_PORT', 65535);
  const dataDir = resolve(env.DATA_DIR || resolve(repoRoot, 'data'));
  return {
    host: env.VAN_AGENT_HOST || '127.0.0.1',
    port,
    controlPort: int(env.VAN_AGENT_CONTROL_PORT, port === 0 ? 0 : port + 1, 'VAN_AGENT_CONTROL_PORT', 65535),
    ledgerFile: env.VAN_AGENT_LEDGER ? resolve(env.VAN_AGENT_LEDGER) : resolve(dataDir, 'van-agent', 'ledger.jsonl'),
    readerDelayMs: int(env.VAN_AGENT_READER_DELAY_MS, 400, 'VAN_AGENT_READER_DELAY_MS', 60_000),
  };
}
