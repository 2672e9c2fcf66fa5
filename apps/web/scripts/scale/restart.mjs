// `pnpm start:scale:restart web-1`: restarts one instance of a running `pnpm start:scale` — sends it
// SIGTERM (it finishes its requests; nginx sends the new ones to the others), the supervisor starts it
// again with the same environment, and this waits until its /api/ready answers 200 again.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('../../', import.meta.url));
const env = process.env;
const id = process.argv[2] ?? '';
const dataDir = join(env.DATA_DIR ? resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR) : resolve(webRoot, '../../data'), 'scale');
const ports = (env.SCALE_WEB_PORTS ?? '3001,3002').split(',').map(Number);
const index = Number(/^web-(\d+)$/.exec(id)?.[1] ?? NaN) - 1;
const pidFile = join(dataDir, `${id}.pid`);
if (!(index >= 0 && index < ports.length) || !existsSync(pidFile)) {
  console.error(`[start:scale] 인스턴스 이름을 확인해 주세요: web-1 … web-${ports.length} (실행 중인 pnpm start:scale의 ${dataDir}).`);
  process.exit(2);
}
const pid = Number(readFileSync(pidFile, 'utf8').trim());
try {
  process.kill(pid, 'SIGTERM');
} catch {
  console.error(`[start:scale] ${id} (pid ${pid}) 이(가) 실행 중이 아닙니다.`);
  process.exit(1);
}
console.log(`[start:scale] ${id} (pid ${pid})에 SIGTERM을 보냈습니다. 다시 준비되기를 기다립니다…`);
const started = Date.now();
const url = `http://127.0.0.1:${ports[index]}/api/ready`;
for (;;) {
  await new Promise((r) => setTimeout(r, 500));
  const now = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : pid;
  if (now === pid) continue;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    if (res.status === 200) break;
  } catch {
    /* not yet */
  }
  if (Date.now() - started > 180_000) {
    console.error(`[start:scale] ${id}이(가) 3분 안에 준비되지 않았습니다.`);
    process.exit(1);
  }
}
console.log(`[start:scale] ${id} 다시 준비됨 (${((Date.now() - started) / 1000).toFixed(1)}초).`);
