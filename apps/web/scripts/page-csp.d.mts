// Types for scripts/page-csp.mjs (plain Node: scripts/serve.mjs runs it without a build).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CSP_HASHES_HEADER: string;
export const RENDER_NONCE_ENV: string;
export function newRenderNonce(): string;
export function hashRenderedScripts(html: string, nonce: string): { html: string; hashes: string[]; refused: number };
export function withScriptHashes(csp: string, hashes: readonly string[]): string;
export function mayBeCachedPage(req: IncomingMessage): boolean;
export function wantsScriptHashes(res: ServerResponse): boolean;
export function completePageCsp(req: IncomingMessage, res: ServerResponse, options?: { deferFirstLoad?: boolean }): void;
export function withoutRenderNonce(text: string, nonce: string | null): string;
