// ESLint rule: shop-api's floors run one way — routes → services → domain → db. A route parses and
// validates the request, calls a service and shapes the reply; a service holds the platform's rules
// and throws coded DomainErrors (domain/errors.ts) without knowing HTTP; http/ is the one place an
// error becomes a status. So services, domain and db never import http/ or routes/, domain never
// imports services, and db imports none of the floors above it. Tests are exempt: a service's
// integration test may start the whole server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSourceVisitors } from './import-sources.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SRC = 'apps/shop-api/src';
const TEST_FILE = /\.test\.[cm]?[jt]sx?$|\.test-helpers\.[cm]?[jt]sx?$/;

/** Per floor, the floors above it it may not import, with why. */
export const SHOP_API_FLOORS = {
  services: ['http', 'routes'],
  domain: ['http', 'routes', 'services'],
  db: ['http', 'routes', 'services', 'domain'],
};

const WHY = {
  http: 'HTTP는 routes/와 http/의 몫입니다: 서비스는 DomainError(domain/errors.ts)를 던지고, 상태 코드는 http/api-error.ts가 정합니다',
  routes: '라우트는 서비스를 부르는 쪽입니다: 필요한 것은 services/나 domain/으로 옮기세요',
  services: '아래 층은 위 층(services/)을 가져오지 않습니다: 공통으로 쓰는 것은 domain/에 둡니다',
  domain: 'db/는 가장 아래 층입니다: 스키마 타입만 둡니다',
};

/** The floor (`services`, `http` …) a repository path lies in under apps/shop-api/src, or null. */
export function floorOf(relPath) {
  const rel = relPath.split(path.sep).join('/');
  if (!rel.startsWith(`${SRC}/`)) return null;
  const first = rel.slice(SRC.length + 1).split('/')[0];
  return first && !first.includes('.') ? first : null;
}

/** The refusal for one import from `fromRel`, or null when it is allowed. */
export function layerRefusal(fromRel, specifier) {
  const rel = fromRel.split(path.sep).join('/');
  if (TEST_FILE.test(rel)) return null;
  const from = floorOf(rel);
  const refused = from ? SHOP_API_FLOORS[from] : undefined;
  if (!refused || !(specifier.startsWith('.') || path.isAbsolute(specifier))) return null;
  const target = path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, rel)), specifier));
  const to = floorOf(target);
  if (!to || !refused.includes(to)) return null;
  return `'${specifier}': shop-api의 ${from}/는 ${to}/를 가져오지 않습니다 — ${WHY[to]} (routes → services → domain → db, never back).`;
}

/** @type {import('eslint').Rule.RuleModule} */
export const shopApiLayers = {
  meta: { type: 'problem', docs: { description: "shop-api's floors import one way: routes → services → domain → db" }, schema: [] },
  create(context) {
    const fromRel = path.relative(ROOT, context.filename);
    if (!floorOf(fromRel)) return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const message = layerRefusal(fromRel, node.value);
      if (message) context.report({ node, message });
    };
    return importSourceVisitors(check);
  },
};
