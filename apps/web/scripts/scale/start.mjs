// `pnpm start:scale`: the storefront as several instances on PostgreSQL behind nginx (issue 15) —
// see stack.mjs. Builds the storefront first when there is no build. Ports (defaults): nginx
// SCALE_PORT (8080), the instances SCALE_WEB_PORTS (3001,3002), the commerce stand-in SHOP_API_PORT
// (4010), PostgreSQL SCALE_PG_PORT (5433), the S3 peer SCALE_S3_PORT (4568); data under
// DATA_DIR/scale (DATA_DIR defaults to the repository's ./data).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startScaleStack } from './stack.mjs';

const webRoot = fileURLToPath(new URL('../../', import.meta.url));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
if (!existsSync(join(webRoot, '.next/BUILD_ID'))) {
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: webRoot, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const port = (key, fallback) => Number(env[key] ?? fallback);
// A DATA_DIR given on the command line is relative to where pnpm was started (INIT_CWD), like a shell path.
const dataDir = join(env.DATA_DIR ? resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR) : resolve(webRoot, '../../data'), 'scale');
const stack = await startScaleStack({
  dataDir,
  env,
  supervise: true,
  ports: {
    nginx: port('SCALE_PORT', 8080),
    web: (env.SCALE_WEB_PORTS ?? '3001,3002').split(',').map(Number),
    shop: port('SHOP_API_PORT', 4010),
    pg: port('SCALE_PG_PORT', 5433),
    s3: port('SCALE_S3_PORT', 4568),
  },
});
console.log(`[start:scale] 준비 완료: ${stack.url} (인스턴스 ${stack.instances.map((i) => i.id).join(', ')}, 데이터 ${dataDir})`);
console.log(`[start:scale] 인스턴스 하나를 다시 시작하려면: pnpm start:scale:restart web-1 (멈춘 인스턴스는 자동으로 다시 시작합니다). 요청 기록: ${join(dataDir, 'nginx/access.log')}`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('[start:scale] 종료합니다…');
    void stack.close().then(() => process.exit(0));
  });
}
