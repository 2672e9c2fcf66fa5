// `pnpm start`: starts every app of the system on its embedded defaults and stops them together.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const apps = ['shop-api', 'web', 'pos'].filter((name) => {
  const pkg = join(root, 'apps', name, 'package.json');
  return existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).scripts?.start;
});

const children = apps.map((name) => {
  const child = spawn('pnpm', ['--filter', `@courtside/${name}`, 'run', 'start'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`[start] ${name} 이(가) 종료되었습니다 (exit ${code}).`);
      shutdown(code);
    }
  });
  return child;
});

function shutdown(code = 0) {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
console.log(`[start] 실행: ${apps.join(', ')}`);
