import { loadConfig } from './config.ts';
import { UnsafeSecretsError, startShopApi } from './server.ts';

let running: Awaited<ReturnType<typeof startShopApi>>;
try {
  running = await startShopApi(loadConfig());
} catch (error) {
  if (!(error instanceof UnsafeSecretsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
console.log(`[shop-api] 커머스 API가 ${running.url} 에서 실행 중입니다.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
