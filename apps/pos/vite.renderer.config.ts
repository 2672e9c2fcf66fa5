// Builds the renderer alone (for the Node host and tests); electron.vite.config.ts at the repo root
// builds main, preload and this same renderer for the Electron app. The host serves it with history
// routing, so asset paths are absolute: a reload of /products/101 must still load /assets/….
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: '/',
  plugins: [react()],
  build: { outDir: resolve(import.meta.dirname, 'out/renderer'), emptyOutDir: true, target: 'chrome120', sourcemap: false },
});
