// Lint enforces the import direction of DESIGN.md: apps -> packages -> core, never back;
// core stays pure (no Node, no DOM, no workspace package); browser code never reaches Node-only code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { builtinModules } from 'node:module';
import repoChecks from './packages/repo-checks/src/no-cross-app-imports.js';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const noProcessEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: '환경 변수는 앱의 config 모듈에서만 읽습니다 (read process.env only in the app config module).',
};
// kysely's query builder entry points: a route that calls one is running its own query.
const kyselyQueryCalls = 'selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|transaction|connection|withTables|executeQuery';
const nodeOnlyPackages = ['@courtside/db', '@courtside/hardware', 'better-sqlite3', 'pg', 'kysely', 'serialport', 'node-hid', 'canvas'];
/** The storefront links through its own light Link (apps/web/components/ui/link.tsx, issue 13). */
const nextLinkRestriction = { name: 'next/link', message: 'next/link 대신 @/components/ui/link를 씁니다 (첫 로드 JS를 줄이기 위해).' };

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/out/**', '**/.next/**', '**/coverage/**', 'data/**', '**/next-env.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { courtside: repoChecks },
    rules: {
      // Apps never import each other, packages never import apps — by path, alias or package name.
      'courtside/no-cross-app-imports': 'error',
      // shop-api's floors import one way: routes → services → domain → db (packages/repo-checks/src/shop-api-layers.js).
      'courtside/shop-api-layers': 'error',
      // shop-api reads headers and bodies from Node's request, not WHATWG objects (packages/repo-checks/src/shop-api-node-request.js).
      'courtside/shop-api-node-request': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', noProcessEnv],
    },
  },
  {
    // Config modules, scripts and tests may read the environment.
    files: ['**/config.ts', '**/testing/**', '**/config.*.ts', 'scripts/**', '**/scripts/**', '**/*.test.ts', '**/*.int.test.ts', '**/e2e/**', '**/bench/**', '**/*.config.*', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/core/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'packages/core는 순수해야 합니다: Node 모듈 금지.' })),
          patterns: [
            { group: ['@courtside/*'], message: 'packages/core는 다른 워크스페이스 패키지를 가져오지 않습니다.' },
            { group: ['**/apps/**', 'react', 'react-dom', 'next', 'next/*'], message: 'packages/core는 앱이나 DOM 라이브러리를 가져오지 않습니다.' },
          ],
        },
      ],
    },
  },
  {
    // shop-api services take the sandbox (outbox) and the seeded shop settings as dependencies
    // (AppDeps): they never reach into sandbox/ or seed/ themselves (their tests may seed a database).
    files: ['apps/shop-api/src/services/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/sandbox/**', '**/seed/**'], message: 'shop-api 서비스는 sandbox/나 seed/를 직접 가져오지 않습니다 (AppDeps로 받습니다).' }],
        },
      ],
    },
  },
  {
    // shop-api routes hold only HTTP: they parse the input, call a service and shape the reply. The
    // database is the services' business: no kysely, no @courtside/db, no db/ schema module, and no
    // query built on the `deps.db` handle they pass along (their tests may query a database).
    files: ['apps/shop-api/src/routes/**'],
    ignores: ['**/*.test.ts', '**/*.test-helpers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['kysely', 'kysely/*', '@courtside/db', '@courtside/db/*', '**/db/**', '**/db'], message: 'shop-api 라우트는 데이터베이스를 직접 다루지 않습니다: 쿼리는 services/에 둡니다.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        noProcessEnv,
        {
          selector: `CallExpression[callee.property.name=/^(${kyselyQueryCalls})$/], CallExpression[callee.name=/^(${kyselyQueryCalls})$/]`,
          message: 'shop-api 라우트는 쿼리를 만들지 않습니다: services/의 함수를 부릅니다.',
        },
      ],
    },
  },
  {
    // Browser code: the terminal's renderer, the designer package, the storefront's client components.
    files: ['apps/pos/src/renderer/**', 'packages/designer/**', 'apps/web/components/**', 'apps/web/app/**/*.client.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...nodeBuiltins.map((name) => ({ name, message: '브라우저 코드는 Node 모듈을 가져오지 않습니다.' })), nextLinkRestriction],
          patterns: [{ group: nodeOnlyPackages, message: '브라우저 코드는 Node 전용 패키지를 가져오지 않습니다.' }],
        },
      ],
    },
  },
  {
    // Every piece fits a screen (issue 32): no source file over 300 lines — split it into parts
    // (packages/repo-checks/src/file-size.test.ts proves the limit).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}', 'apps/web/lib/**/*.{ts,tsx}', 'apps/web/components/**/*.{ts,tsx}', 'apps/web/app/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The storefront's components and pages read its own types (apps/web/lib/<area>/), never the
    // platform's field names (packages/repo-checks/src/no-platform-fields.js).
    files: ['apps/web/components/**', 'apps/web/app/**'],
    rules: { 'courtside/no-platform-fields': 'error' },
  },
  {
    // The storefront's floors: app/ (pages, routes) → components/ → lib/. lib/ never imports up
    // (a harness that mounts app/'s routes lives in scripts/testing/).
    files: ['apps/web/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/components/*', '@/app/*'], message: 'lib/는 components/나 app/를 가져오지 않습니다 (아래 층에서 위 층으로).' }] },
      ],
    },
  },
  {
    // The storefront's server components and pages: links through components/ui/link.tsx as well.
    files: ['apps/web/app/**/*.tsx'],
    ignores: ['apps/web/app/**/*.client.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [nextLinkRestriction] }] },
  },
);
