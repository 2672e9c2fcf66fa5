// Vitest global setup: one conformance log per run; at the end, every Shop API route this server
// registers that the contract documents must have had at least one 2xx reply validated.
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadContract, matchOperation } from './contract.ts';
import type { ConformanceEntry } from './conformance-log.ts';
import { listShopApiRoutes } from './route-list.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    conformanceLog: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'courtside-conformance-'));
  const logFile = join(dir, 'replies.jsonl');
  project.provide('conformanceLog', logFile);

  return () => {
    const requireAll = process.env.CONFORMANCE_REQUIRE_ALL === '1';
    const entries: ConformanceEntry[] = existsSync(logFile)
      ? readFileSync(logFile, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as ConformanceEntry)
      : [];
    rmSync(dir, { recursive: true, force: true });
    if (!requireAll) return;
    const contract = loadContract();
    const checked = new Set(entries.filter((e) => e.ok && e.status < 400 && e.template).map((e) => `${e.method} ${e.template}`));
    const unchecked: string[] = [];
    for (const route of listShopApiRoutes()) {
      const op = matchOperation(contract, route.method, route.path.replace(/\{[^}]+\}/g, '1'));
      if (!op) continue;
      if (!checked.has(`${op.method} ${op.path}`)) unchecked.push(`${route.method} ${route.path}`);
    }
    console.log(`[conformance] 계약 검증: 응답 ${entries.length}건, 미검증 경로 ${unchecked.length}개`);
    if (unchecked.length) {
      throw new Error(`계약 검증이 안 된 경로가 있습니다 (통합 테스트가 2xx 응답을 받아야 합니다):\n  ${unchecked.join('\n  ')}`);
    }
  };
}
