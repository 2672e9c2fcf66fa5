// Regenerates contract/shopby-openapi.subset.json: the operations of the shopby OpenAPI dumps
// (../shared/spec/shopby-openapi) that this server registers, with schemas dereferenced.
// Run after adding routes: `pnpm --filter @courtside/shop-api contract:extract`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { listShopApiRoutes } from '../src/testing/route-list.ts';
import type { ContractOperation } from '../src/testing/contract.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const specDir = resolve(process.argv[2] ?? join(here, '../../../../shared/spec/shopby-openapi'));

type Json = Record<string, unknown>;

function deref(node: unknown, components: Json, stack: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => deref(n, components, stack));
  if (!node || typeof node !== 'object') return node;
  const obj = node as Json;
  if (typeof obj.$ref === 'string') {
    const name = obj.$ref.split('/').pop() ?? '';
    if (stack.includes(name)) return {};
    return deref((components.schemas as Json | undefined)?.[name] ?? {}, components, [...stack, name]);
  }
  const out: Json = {};
  for (const [k, v] of Object.entries(obj)) {
    if (k === 'example' || k === 'examples' || k === 'description') continue;
    out[k] = deref(v, components, stack);
  }
  return out;
}

const shape = (p: string) => p.replace(/\/+$/, '').replace(/\{[^}]+\}/g, '{}');

const all: ContractOperation[] = [];
for (const file of readdirSync(specDir).filter((f) => f.endsWith('.yml')).sort()) {
  const doc = parse(readFileSync(join(specDir, file), 'utf8'), { maxAliasCount: -1 }) as Json;
  const components = (doc.components ?? {}) as Json;
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const responses: Record<string, unknown | null> = {};
      for (const [status, resp] of Object.entries(((op as Json).responses ?? {}) as Record<string, Json>)) {
        if (!/^2\d\d$|^default$/.test(status)) continue;
        const content = (resp.content ?? {}) as Record<string, Json>;
        const media = content['application/json'] ?? content['*/*'] ?? Object.values(content)[0];
        responses[status] = media?.schema ? deref(media.schema, components) : null;
      }
      all.push({ method: method.toUpperCase(), path, source: file, responses });
    }
  }
}

const picked: ContractOperation[] = [];
const missing: string[] = [];
for (const route of listShopApiRoutes()) {
  const op = all.find((o) => o.method === route.method && shape(o.path) === shape(route.path));
  if (op) picked.push(op);
  else missing.push(`${route.method} ${route.path}`);
}
writeFileSync(join(here, 'shopby-openapi.subset.json'), JSON.stringify({ operations: picked }, null, 1) + '\n');
console.log(`계약에서 ${picked.length}개 작업을 추출했습니다.`);
if (missing.length) console.log(`계약에 없는 경로 (이 서버의 확장):\n  ${missing.join('\n  ')}`);
