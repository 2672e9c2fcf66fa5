// ESLint rule: an app never imports another app, and a package never imports an app (DESIGN.md:
// apps → packages → core, never back). It resolves what an import names — a relative path
// (`../../web/lib/x`), an alias (`@/…`, which only apps/web defines, for itself) or a workspace
// package name (`@courtside/pos`) — to the workspace it lands in, so no spelling slips past.
//
// One exception: apps/shop-api is the stand-in for the external commerce platform, so tests of other
// workspaces may start it — by its package name only (a declared devDependency: `@courtside/shop-api`,
// `@courtside/shop-api/testing`), only from test files and harnesses (`*.test.ts`, `testing/`,
// `e2e/`, `bench/`), never from code that ships.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSourceVisitors } from './import-sources.js';
import { shopApiLayers } from './shop-api-layers.js';
import { shopApiNodeRequest } from './shop-api-node-request.js';
import { noPlatformFields } from './no-platform-fields.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Workspace package names of the apps, by app folder. */
const APP_PACKAGES = { '@courtside/web': 'web', '@courtside/pos': 'pos', '@courtside/shop-api': 'shop-api' };
/** The `@/` alias as each app's tsconfig defines it (only apps/web has one: its own root). */
const AT_ALIAS = { web: 'apps/web/' };
const PLATFORM_STAND_IN = 'shop-api';
const TEST_SUPPORT = /(^|\/)(testing|e2e|bench|fault|stack)\/|\.test\.[cm]?[jt]sx?$|\.bench\.[cm]?[jt]sx?$/;

/** `{ kind: 'apps' | 'packages', name }` of the workspace a repository path lies in, or null. */
export function workspaceOf(relPath) {
  const m = /^(apps|packages)\/([^/]+)(\/|$)/.exec(relPath.split(path.sep).join('/'));
  return m ? { kind: m[1], name: m[2] } : null;
}

/**
 * Where an import lands: `{ app, byName }` when it lands in an app (byName: through the app's
 * package name), `{ foreignAlias: true }` for an `@/` alias the importing workspace does not define,
 * or null (a package, a library, the same place).
 */
export function importTarget(fromRel, specifier) {
  const from = workspaceOf(fromRel);
  for (const [name, app] of Object.entries(APP_PACKAGES)) {
    if (specifier === name || specifier.startsWith(`${name}/`)) return { app, byName: true };
  }
  let targetRel = null;
  if (specifier.startsWith('@/')) {
    const own = from?.kind === 'apps' ? AT_ALIAS[from.name] : undefined;
    if (!own) return { foreignAlias: true };
    targetRel = own + specifier.slice(2);
  } else if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    const abs = path.resolve(path.dirname(path.join(ROOT, fromRel)), specifier);
    targetRel = path.relative(ROOT, abs);
  }
  if (targetRel === null) return null;
  const to = workspaceOf(targetRel);
  return to?.kind === 'apps' ? { app: to.name, byName: false } : null;
}

/** The refusal for one import, or null when it is allowed. */
export function crossAppRefusal(fromRel, specifier) {
  const from = workspaceOf(fromRel);
  if (!from) return null;
  const target = importTarget(fromRel, specifier);
  if (!target) return null;
  if (target.foreignAlias) return `'${specifier}': 이 작업 공간에는 '@/' 별칭이 없습니다 — 다른 앱을 가리키는 별칭은 금지 (an '@/' alias here would reach into another app).`;
  if (from.kind === 'apps' && target.app === from.name) return null;
  if (target.app === PLATFORM_STAND_IN && target.byName && TEST_SUPPORT.test(fromRel.split(path.sep).join('/'))) return null;
  return from.kind === 'apps'
    ? `'${specifier}': 앱은 다른 앱(apps/${target.app})을 가져오지 않습니다 — 공유할 코드는 패키지로 옮기세요 (an app never imports another app).`
    : `'${specifier}': 패키지는 앱(apps/${target.app})을 가져오지 않습니다 — 필요한 것은 의존성으로 넘겨받으세요 (a package never imports an app).`;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossAppImports = {
  meta: { type: 'problem', docs: { description: 'apps never import other apps; packages never import apps' }, schema: [] },
  create(context) {
    const fromRel = path.relative(ROOT, context.filename);
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const message = crossAppRefusal(fromRel, node.value);
      if (message) context.report({ node, message });
    };
    return importSourceVisitors(check);
  },
};

export default { rules: { 'no-cross-app-imports': noCrossAppImports, 'shop-api-layers': shopApiLayers, 'no-platform-fields': noPlatformFields, 'shop-api-node-request': shopApiNodeRequest } };
