// electron-vite for the counter terminal (apps/pos): main and preload as Node bundles (native modules
// and workspace packages stay external), the sandboxed preload as CommonJS, and the React renderer.
// Packages are resolved from apps/pos so this file needs nothing installed at the repository root.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const pos = resolve(import.meta.dirname, 'apps/pos');
const requireFromPos = createRequire(resolve(pos, 'package.json'));
const react = ((await import(requireFromPos.resolve('@vitejs/plugin-react'))) as { default: () => unknown }).default;

/** Workspace packages ship TypeScript sources: bundle them instead of loading them at run time. */
const bundled = ['@courtside/core', '@courtside/db', '@courtside/hardware', 'zod', 'iconv-lite', 'pg'];

/** Kept out of the bundles: loaded from node_modules at run time (rebuilt for Electron when packaged). */
const external = ['electron', 'better-sqlite3', 'serialport', 'node-hid', '@serialport/parser-readline', 'kysely', 'pg-native'];

export default {
  main: {
    root: pos,
    build: {
      externalizeDeps: { exclude: bundled },
      outDir: resolve(pos, 'out/main'),
      rollupOptions: { input: resolve(pos, 'src/main/index.ts'), external },
    },
  },
  preload: {
    root: pos,
    build: {
      externalizeDeps: { exclude: bundled },
      outDir: resolve(pos, 'out/preload'),
      rollupOptions: {
        input: resolve(pos, 'src/preload/index.ts'),
        external: ['electron'],
        // A sandboxed preload cannot be an ES module.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(pos, 'src/renderer'),
    base: './',
    plugins: [react()],
    build: {
      outDir: resolve(pos, 'out/renderer'),
      target: 'chrome120',
      rollupOptions: { input: resolve(pos, 'src/renderer/index.html') },
    },
  },
};
