// `pnpm start`: builds the renderer if it is not built yet, then runs the Node host
// (127.0.0.1:4020 unless POS_HOST_PORT says otherwise).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const app = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${app}/out/renderer/index.html`)) {
  const build = spawnSync('pnpm', [ 'exec', 'vite', 'build', '--config', 'vite.renderer.config.ts', '--logLevel', 'warn'], { cwd: app, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const host = spawn('pnpm', ['exec', 'tsx', 'src/host/main.ts'], { cwd: app, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => host.kill(signal));
host.on('exit', (code) => process.exit(code ?? 0));
