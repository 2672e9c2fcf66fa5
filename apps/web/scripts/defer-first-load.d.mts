// Types for scripts/defer-first-load.mjs (plain Node: scripts/serve.mjs runs it without a build).
import type { IncomingMessage } from 'node:http';

export const DEFERRED_TYPE: string;
export const DEFERRED_SRC: string;
export const PICTURE_WAIT_MS: number;
export function deferredLoader(type: string, srcAttribute: string, pictureWaitMs: number): void;
export function loaderTag(nonce: string | null): string;
export function createScriptDeferrer(): { push(text: string): string; end(): string };
export const CONTENT_FIRST_PATHS: RegExp[];
export function defersFirstLoad(req: IncomingMessage): boolean;
