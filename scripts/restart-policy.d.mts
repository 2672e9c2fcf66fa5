export declare const RESTART_BACKOFF: { firstMs: number; maxMs: number; stableMs: number };
export declare function restartPolicy(policy?: typeof RESTART_BACKOFF): { died(nowMs: number, startedAtMs: number): { attempt: number; delayMs: number } };
export declare function exitReason(code: number | null, signal: string | null): string;
export declare function lineTail(size?: number): { push(chunk: string | Buffer): void; lines(): string[] };
