// Types for request-metrics.mjs (plain JS: the storefront's Node server runs it as is).
import type { Writable } from 'node:stream';
import type { Registry } from 'prom-client';

export const DURATION_BUCKETS: readonly number[];
export function requestIdOf(incoming: string | string[] | undefined | null): string;
export function isLoopback(address: string | undefined | null): boolean;

export interface RequestRecord {
  requestId: string;
  method: string;
  /** The route pattern (`/products/:productNo`), never the raw path: one series per route. */
  route: string;
  status: number;
  ms: number;
}

export interface RequestMetrics {
  registry: Registry;
  record(entry: RequestRecord): void;
  /** Flushes buffered log lines (on shutdown). */
  flush(): void;
}

/** `instance`: its name, or a function answering it (known once the server listens). */
export function createRequestMetrics(options: {
  service: string;
  instance: string | (() => string);
  level?: string;
  destination?: Writable;
  buckets?: readonly number[];
  routeHelp?: string;
}): RequestMetrics;
