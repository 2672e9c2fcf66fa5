import { loadConfig } from './config.ts';
import { startShopApi } from './server.ts';

const running = await startShopApi(loadConfig());
console.log(`[shop-api] 커머스 API가 ${running.url} 에서 실행 중입니다.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
