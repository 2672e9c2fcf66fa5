// Every CONTEXT.md (and the README) speaks only of files that exist in the repository: each path it
// names in `code` or as a link must be found next to it, in its workspace or at the repository root —
// never outside the repository (`../shared/…`, `../../docs/…`): a clone has only what it holds.
// Routes (`/api/...`), globs, commands and URLs are not paths and are passed over.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SKIP_DIRS = new Set(['node_modules', '.git', '.next', 'dist', 'out', 'coverage', 'data', 'test-results', 'playwright-report']);

/** Every CONTEXT.md below `root`, plus the root README. */
export function contextFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(path.join(dir, entry.name));
      } else if (entry.name === 'CONTEXT.md') found.push(path.join(dir, entry.name));
    }
  };
  walk(root);
  const readme = path.join(root, 'README.md');
  if (existsSync(readme)) found.push(readme);
  return found.sort();
}

const FILE_LIKE = /^[\w.@~-][\w.@~/[\]-]*$/;
const EXTENSION = /\.(ts|tsx|js|mjs|cjs|json|md|yml|yaml|sql|sh|css|html|png|svg)$/;

/** The paths a Markdown text names: `code` spans that look like a file or folder path, and link targets. */
export function mentionedPaths(markdown: string): string[] {
  const out = new Set<string>();
  const consider = (raw: string): void => {
    const text = raw.trim().replace(/^\.\//, '').replace(/[#?].*$/, '').replace(/:\d+(-\d+)?$/, '');
    if (!text || /^[a-z]+:\/\//i.test(text) || text.startsWith('/') || text.includes('*') || text.includes('…')) return;
    if (!FILE_LIKE.test(text) || text.startsWith('@')) return;
    // A path has a folder part and ends in a file extension or a slash; a bare name is said in prose
    // next to its folder, and `next/server` or `apps/web` style words are module names or places.
    if (!text.includes('/') || !(EXTENSION.test(text) || text.endsWith('/'))) return;
    out.add(text);
  };
  for (const m of markdown.matchAll(/`([^`\n]+)`/g)) consider(m[1] ?? '');
  for (const m of markdown.matchAll(/\]\(([^)\s]+)\)/g)) consider(m[1] ?? '');
  return [...out];
}

/** Every file and folder below `root` (repository-relative, `/`-separated), build output and data left out. */
export function repositoryEntries(root: string): Set<string> {
  const entries = new Set<string>();
  const walk = (dir: string, rel: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP_DIRS.has(entry.name)) continue;
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      entries.add(childRel);
      if (entry.isDirectory()) walk(path.join(dir, entry.name), childRel);
    }
  };
  walk(root, '');
  return entries;
}

/** Runtime places (the data folder, build caches), not repository files. */
const RUNTIME = /^(data|DATA_DIR|\.next|out|dist)(\/|$)/;

/**
 * The paths a CONTEXT.md names that exist nowhere: not in the repository (as the path itself, or
 * as the end of a path — prose often names the folder once and then the files in it), and not in
 * the shared folder beside it (`../shared/`).
 */
export function missingPaths(root: string, file: string, entries: Set<string> = repositoryEntries(root)): string[] {
  const all = [...entries];
  return mentionedPaths(readFileSync(file, 'utf8')).filter((p) => {
    const bare = p.replace(/\/$/, '').replace(/^(\.\.\/)+shared(\/|$)/, '../shared$2');
    if (RUNTIME.test(bare) || bare.includes('[')) return false;
    // The shared folder sits beside a working copy, not inside a clone: checked where it is present.
    if (bare === '../shared' || bare.startsWith('../shared/')) return existsSync(path.join(root, '../shared')) && !existsSync(path.join(root, bare));
    if (entries.has(bare) || existsSync(path.join(path.dirname(file), bare))) return false;
    return !all.some((entry) => entry.endsWith(`/${bare}`));
  });
}

/**
 * The paths a CONTEXT.md names that lie outside the repository: a `../` path that, taken from the
 * file's own folder, leaves the repository or lands on nothing in it (`../shared/DESIGN.md` from
 * the README or from a workspace's CONTEXT.md).
 */
export function outsidePaths(root: string, file: string): string[] {
  const top = path.resolve(root);
  return mentionedPaths(readFileSync(file, 'utf8')).filter((p) => {
    if (!p.startsWith('../')) return false;
    const target = path.resolve(path.dirname(file), p);
    const inside = target === top || target.startsWith(top + path.sep);
    return !inside || !existsSync(target);
  });
}
