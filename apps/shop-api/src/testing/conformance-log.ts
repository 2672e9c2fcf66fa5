// Every reply the integration tests receive from a Shop API path is checked against the contract
// and appended to a log; the global teardown then requires every contract route to have been checked.
import { appendFileSync } from 'node:fs';
import { isOpenPath } from '../http/platform-headers.ts';
import { checkReply } from './contract.ts';

export interface ConformanceEntry {
  method: string;
  template: string | null;
  status: number;
  ok: boolean;
}

export class ConformanceError extends Error {}

/** Checks one reply; throws ConformanceError when a 2xx reply does not match its schema. */
export async function checkAndRecord(logFile: string | undefined, method: string, url: string, res: Response): Promise<void> {
  const path = new URL(url).pathname;
  if (isOpenPath(path) || path.startsWith('/server/')) return;
  const text = await res.clone().text();
  let body: unknown = undefined;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ConformanceError(`${method} ${path}: JSON이 아닌 응답 (${res.status})`);
    }
  }
  if (res.status >= 400) {
    const err = body as { status?: unknown; code?: unknown; message?: unknown } | undefined;
    if (!err || err.status !== res.status || typeof err.code !== 'string' || typeof err.message !== 'string') {
      throw new ConformanceError(`${method} ${path}: 플랫폼 오류 형식이 아닙니다: ${text.slice(0, 200)}`);
    }
  }
  const check = checkReply(method, path, res.status, body);
  const entry: ConformanceEntry = { method, template: check.operation?.path ?? null, status: res.status, ok: check.ok };
  if (logFile) appendFileSync(logFile, JSON.stringify(entry) + '\n');
  if (check.operation && res.status < 400 && !check.ok) {
    throw new ConformanceError(`${method} ${path} (${res.status}) 응답이 계약(${check.operation.source} ${check.operation.path})과 다릅니다:\n  ${check.errors.join('\n  ')}`);
  }
}
