// Types for scripts/observability.mjs (plain Node: scripts/serve.mjs runs it).
import type { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import type { Registry } from 'prom-client';

export const requestContext: AsyncLocalStorage<{ requestId: string }>;
export function routeOf(pathname: string): string;
export function isLoopback(address: string | undefined): boolean;
/** `instance`: its name, or a function answering it (known once the server listens). */
export function createObservability(options: { instance: string | (() => string); level?: string; destination?: Writable }): {
  track<T>(req: IncomingMessage, res: ServerResponse, serve: () => T): T;
  metrics(req: IncomingMessage, res: ServerResponse): Promise<void>;
  registry: Registry;
  flush(): void;
};
