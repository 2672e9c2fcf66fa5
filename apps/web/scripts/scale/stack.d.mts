import type { ChildProcess } from 'node:child_process';

export interface ScalePorts {
  nginx: number;
  web: number[];
  shop: number;
  pg: number;
  s3: number;
}

export interface ScaleInstance {
  id: string;
  port: number;
  url: string;
  proc: ChildProcess | null;
  /** Starts the instance and resolves once it answers. */
  start(): Promise<void>;
  /** Kills the instance (SIGKILL by default) and resolves once it is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface ScaleStack {
  url: string;
  shopUrl: string;
  webDatabaseUrl: string;
  s3Endpoint: string;
  bucket: string;
  instances: ScaleInstance[];
  close(): Promise<void>;
}

export declare function postgresBin(): string;
export declare function waitForHttp(url: string, deadline?: number, proc?: ChildProcess | null, ok?: (status: number) => boolean): Promise<void>;
export declare function nginxConfig(options: { prefix: string; port: number; upstreams: (string | { address: string; down: boolean })[] }): string;
/** `supervise`: restart an instance that exits (with back-off) and keep nginx off instances whose /api/ready fails (pnpm start:scale). */
export declare function startScaleStack(options: { dataDir: string; ports: ScalePorts; log?: (line: string) => void; env?: Record<string, string | undefined>; supervise?: boolean }): Promise<ScaleStack>;
export declare function startNginx(options: { prefix: string; port: number; upstreams: string[]; env?: Record<string, string | undefined>; log?: (line: string) => void }): { proc: ChildProcess; url: string; stop(): Promise<void>; reload(upstreams: (string | { address: string; down: boolean })[]): void };
/** Six ports from `base` upward (the caller's own block). */
export declare function pickPorts(base: number): Promise<ScalePorts>;
