// `pnpm start`: starts every app of the system on its embedded defaults and stops them together.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// [package folder, script]: the platform stand-in, the storefront, the terminal host, and the fake
// receipt printer the terminal prints to by default (tcp://127.0.0.1:9100).
const services = [
  ['apps/shop-api', 'start'],
  ['apps/web', 'start'],
  ['apps/pos', 'start'],
  ['packages/hardware', 'fake-printer'],
].filter(([dir, script]) => {
  const pkg = join(root, dir, 'package.json');
  return existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).scripts?.[script];
});
const apps = services.map(([dir]) => dir.split('/')[1]);

const children = services.map(([dir, script]) => {
  const name = dir.split('/')[1];
  const pkgName = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).name;
  // Each service in its own process group, so stopping reaches the servers pnpm started under it.
  const child = spawn('pnpm', ['--filter', pkgName, 'run', script], { cwd: root, stdio: 'inherit', detached: true, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`[start] ${name} 이(가) 종료되었습니다 (exit ${code}).`);
      shutdown(code);
    }
  });
  return child;
});

function shutdown(code = 0) {
  for (const c of children) {
    if (c.exitCode !== null || c.pid === undefined) continue;
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      c.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
console.log(`[start] 실행: ${apps.join(', ')}`);
