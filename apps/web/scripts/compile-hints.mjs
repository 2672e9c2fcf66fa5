// V8's explicit compile hint on the framework's chunks (issue 13: Total Blocking Time). A page's first
// run of React DOM and the Next runtime spent most of its one long task compiling their functions on
// the main thread, one at a time as they were first called (V8 compiles lazily). The magic comment
// `//# allFunctionsCalledOnLoad` at the top of a script (Chromium 136+, per-file explicit compile
// hints, WICG/explicit-javascript-compile-hints-file-based) has the browser compile all its functions
// eagerly on the background thread that streams the script in. Only the chunks every page runs at
// once get it (the build's rootMainFiles): for code that may never run it would be wasted work.
// Other browsers read a comment. scripts/build.mjs adds it after `next build`.
// The build's SRI manifests (next.config.ts `experimental.sri`, issue 33) name each file's hash: a
// hinted file gets its new hash there, or the browser would refuse it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint as its first line (once). */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Puts the hint on the build's framework chunks (`.next/build-manifest.json` rootMainFiles); answers them. */
export function hintFrameworkChunks(appDir) {
  const manifest = JSON.parse(readFileSync(join(appDir, '.next/build-manifest.json'), 'utf8'));
  const files = manifest.rootMainFiles ?? [];
  const hashes = {};
  for (const file of files) {
    const path = join(appDir, '.next', file);
    const source = readFileSync(path, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) writeFileSync(path, hinted);
    hashes[file] = `sha256-${createHash('sha256').update(hinted, 'utf8').digest('base64')}`;
  }
  updateIntegrityManifests(join(appDir, '.next/server'), hashes);
  return files;
}

/** Puts `hashes` (file → 'sha256-…') into the build's SRI manifests (JSON and its JS twin), when there are any. */
export function updateIntegrityManifests(serverDir, hashes) {
  const json = join(serverDir, 'subresource-integrity-manifest.json');
  if (!existsSync(json)) return;
  const manifest = { ...JSON.parse(readFileSync(json, 'utf8')) };
  for (const [file, hash] of Object.entries(hashes)) if (file in manifest) manifest[file] = hash;
  writeFileSync(json, JSON.stringify(manifest, null, 2));
  const js = join(serverDir, 'subresource-integrity-manifest.js');
  if (existsSync(js)) writeFileSync(js, `self.__SUBRESOURCE_INTEGRITY_MANIFEST=${JSON.stringify(JSON.stringify(manifest))}`);
}
