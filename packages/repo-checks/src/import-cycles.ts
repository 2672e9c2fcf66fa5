// No module imports itself back through a chain of relative imports: a contract's area files, the
// terminal's IPC areas and their faces form a tree (face → areas → kit), never a circle. Type-only
// imports count too — a circle of types is still a circle a reader has to walk.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

/** The relative imports each source file below `dir` makes (absolute paths; tests left out). */
export function relativeImports(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(full, 'utf8');
        const targets = [...text.matchAll(IMPORT)].map((m) => path.resolve(folder, m[1] ?? '')).filter((t) => existsSync(t));
        graph.set(full, targets);
      }
    }
  };
  walk(dir);
  return graph;
}

/** Every circle in an import graph, each once, as the chain of files that closes it. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = stack.slice(stack.indexOf(next));
        const key = [...cycle].sort().join('|');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push([...cycle, next]);
        }
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}
