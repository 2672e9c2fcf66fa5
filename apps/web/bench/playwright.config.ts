// Browser benchmarks run like the e2e journeys (same servers over a fresh data folder), from bench/.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import e2e from '../playwright.config';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const servers = Array.isArray(e2e.webServer) ? e2e.webServer : e2e.webServer ? [e2e.webServer] : [];

export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  timeout: 300_000,
  // The servers start from the app's folder, where the build and package scripts are.
  webServer: servers.map((server) => ({ ...server, cwd: appDir })),
});
