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
  ['packages/hardware', 'van-agent'],
].filter(([dir, script]) => {
  const pkg = join(root, dir, 'package.json');
  return existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).scripts?.[script];
});
const apps = services.map(([dir]) => dir.split('/')[1]);

// One port setting moves every client of that server with it: SHOP_API_PORT also sets the
// storefront's SHOP_API_URL, WEB_PORT the terminal's POS_SERVER_URL, FAKE_PRINTER_PORT the terminal's
// default printer — unless those are set themselves.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
if (env.SHOP_API_PORT && !env.SHOP_API_URL) env.SHOP_API_URL = `http://127.0.0.1:${env.SHOP_API_PORT}`;
if (env.WEB_PORT && !env.POS_SERVER_URL) env.POS_SERVER_URL = `http://127.0.0.1:${env.WEB_PORT}`;
if (env.FAKE_PRINTER_PORT && !env.POS_PRINTER) env.POS_PRINTER = `tcp://127.0.0.1:${env.FAKE_PRINTER_PORT}`;

const children = services.map(([dir, script]) => {
  const name = dir.split('/')[1];
  const pkgName = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).name;
  // Each service in its own process group, so stopping reaches the servers pnpm started under it.
  const child = spawn('pnpm', ['--filter', pkgName, 'run', script], { cwd: root, stdio: 'inherit', detached: true, env });
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
