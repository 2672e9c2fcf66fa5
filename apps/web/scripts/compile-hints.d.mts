// Types for scripts/compile-hints.mjs (plain Node: scripts/build.mjs runs it after `next build`).
export const COMPILE_HINT: string;
export function withCompileHint(source: string): string;
export function hintFrameworkChunks(appDir: string): string[];
export function updateIntegrityManifests(serverDir: string, hashes: Record<string, string>): void;
