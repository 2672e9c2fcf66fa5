// Writes the storefront's Pretendard (weights 400 and 700 only: 500 draws as 400, 600 and 800 as 700):
//
// 1. app/fonts/pretendard-core-{400,700}.woff2 — a subset holding printable ASCII and every
//    character the storefront's own first-load text uses (header, footer, menus, home, lists, the
//    product page) and the shop's catalogue without its descriptions (the files in CORE_SOURCES), made with subset-font
//    (HarfBuzz's hb-subset), and
//    app/pretendard-core.ts, which loads them through next/font/local: self-hosted, preloaded on
//    every page, unicode-range limited to exactly those characters.
// 2. app/pretendard.css — Pretendard's dynamic-subset faces (the font split by unicode-range, so a
//    page downloads only the slices holding its characters) with the core characters taken out of
//    their ranges: only text the core lacks (product names, descriptions, other pages' words) loads
//    a slice. globals.css names the core family first, then Pretendard. Its rules load once the page
//    has hydrated (app/pretendard-slices.ts), never blocking the first paint.
//
// Run after upgrading `pretendard`, changing the storefront's wording or its catalogue: `node scripts/make-font-css.mjs`
// (from apps/web). Text it has not seen still shows in Pretendard, from a slice.
import { readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import subsetFont from 'subset-font';

const WEIGHTS = { 400: 'Regular', 700: 'Bold' };
/** Sources whose words are on the home, list and product pages' first load (folders are read whole). */
const CORE_SOURCES = [
  'components/layout',
  'components/product',
  'components/toast',
  'components/build-check.tsx',
  'components/npay/npay-button.tsx',
  'components/modals/footer-extras.tsx',
  'components/community/product-community-sections.tsx',
  'lib/navigation.ts',
  'lib/catalogue',
  'app/(banner)',
  'app/(shop)/best',
  'app/(shop)/new',
  'app/(shop)/restock',
  'app/(shop)/categories',
  'app/(shop)/search',
  'app/not-found.tsx',
  // The shop's catalogue as the Shop API seeds it (product and option names, stickers, promotions,
  // categories, brands): the words every product list and the top of every product page show. Read
  // as text, like the rest, without the descriptions (`desc:`, below the fold: their characters come
  // from the slices, which load once the page has hydrated).
  '../shop-api/src/seed/catalogue.ts',
  '../shop-api/src/seed/catalogue-products.ts',
  '../shop-api/src/seed/catalogue-taxonomy.ts',
];
/**
 * OpenType features kept in the core subset: kerning and the mark/composition features text needs.
 * Keeping every feature (subset-font's default) drags in each glyph's stylistic alternates: the
 * ASCII part alone weighs 18 KB that way, 6.6 KB this way.
 */
const CORE_FEATURES = ['kern', 'ccmp', 'locl', 'mark', 'mkmk'];

/** A seed product's description (`desc: '…'`), left to the slices. */
const CATALOGUE_DESCRIPTION = /\bdesc:\s*(['"`])(?:\\.|(?!\1)[^\\])*\1/g;

const appDir = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const source = require.resolve('pretendard/dist/web/static/pretendard-dynamic-subset.css');
const staticDir = join(dirname(source), 'woff2');
const cssTarget = join(appDir, 'app/pretendard.css');
// Through the app's own node_modules link, not pnpm's store path (which names a version).
const linked = relative(dirname(cssTarget), join(appDir, 'node_modules/pretendard/dist/web/static/woff2-dynamic-subset'));

function files(path) {
  const full = join(appDir, path);
  if (!statSync(full).isDirectory()) return /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path) ? [full] : [];
  return readdirSync(full).flatMap((name) => files(join(path, name)));
}

/** Code points the sources show: everything outside comments above ASCII, plus printable ASCII. */
function coreCodePoints() {
  const points = new Set();
  for (let c = 0x20; c <= 0x7e; c += 1) points.add(c);
  for (const file of CORE_SOURCES.flatMap(files)) {
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1')
      .replace(CATALOGUE_DESCRIPTION, '');
    for (const ch of text) {
      const c = ch.codePointAt(0);
      if (c > 0x7e && c !== 0xfeff) points.add(c);
    }
  }
  return points;
}

const hex = (c) => c.toString(16);

/** "U+20-7e, U+ac00" … from a set of code points. */
function toRange(points) {
  const sorted = [...points].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j += 1;
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return parts.join(', ');
}

function fromRange(range) {
  const points = new Set();
  for (const part of range.split(',')) {
    const m = /U\+([0-9a-f]+)(?:-([0-9a-f]+))?/i.exec(part.trim());
    if (!m) continue;
    const from = parseInt(m[1], 16);
    const to = m[2] ? parseInt(m[2], 16) : from;
    for (let c = from; c <= to; c += 1) points.add(c);
  }
  return points;
}

const core = coreCodePoints();
const coreText = String.fromCodePoint(...core);

// 1. The core subsets and their next/font/local loader.
mkdirSync(join(appDir, 'app/fonts'), { recursive: true });
for (const [weight, name] of Object.entries(WEIGHTS)) {
  const subset = await subsetFont(readFileSync(join(staticDir, `Pretendard-${name}.woff2`)), coreText, { targetFormat: 'woff2', keepFeatures: CORE_FEATURES });
  writeFileSync(join(appDir, `app/fonts/pretendard-core-${weight}.woff2`), subset);
  console.log(`app/fonts/pretendard-core-${weight}.woff2: ${core.size} characters, ${(subset.length / 1024).toFixed(1)} KB`);
}
writeFileSync(
  join(appDir, 'app/pretendard-core.ts'),
  `// Generated by scripts/make-font-css.mjs — do not edit. Pretendard (SIL Open Font License 1.1), the
// storefront's own first-load characters only: preloaded on every page; other text falls to the
// dynamic-subset slices of app/pretendard.css (family Pretendard).
import localFont from 'next/font/local';

export const pretendardCore = localFont({
  src: [
${Object.keys(WEIGHTS)
  .map((w) => `    { path: './fonts/pretendard-core-${w}.woff2', weight: '${w}', style: 'normal' },`)
  .join('\n')}
  ],
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
  variable: '--font-pretendard-core',
  declarations: [{ prop: 'unicode-range', value: '${toRange(core)}' }],
});
`,
);

// 2. The slices, without the core's characters.
const css = readFileSync(source, 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]);
const kept = faces
  .map((body) => ({
    weight: /font-weight:\s*(\d+)/.exec(body)?.[1],
    file: /url\(\.\/woff2-dynamic-subset\/([^)]+\.woff2)\)/.exec(body)?.[1],
    range: /unicode-range:\s*([^;]+);/.exec(body)?.[1],
  }))
  .filter((f) => f.weight && f.weight in WEIGHTS && f.file && f.range)
  .map((f) => ({ ...f, points: new Set([...fromRange(f.range)].filter((c) => !core.has(c))) }))
  .filter((f) => f.points.size > 0);
const out = [
  '/* Generated by scripts/make-font-css.mjs from pretendard/dist/web/static/pretendard-dynamic-subset.css — do not edit. */',
  '/* Pretendard, Copyright (c) 2021 Kil Hyung-jin, SIL Open Font License 1.1 (https://github.com/orioncactus/pretendard). */',
  '/* The core characters (app/pretendard-core.ts) are taken out of these ranges. */',
  ...kept.map(
    (f) => `@font-face{font-family:Pretendard;font-style:normal;font-display:swap;font-weight:${f.weight};src:url(${linked}/${f.file}) format('woff2');unicode-range:${toRange(f.points)}}`,
  ),
  '',
].join('\n');
writeFileSync(cssTarget, out);
console.log(`app/pretendard.css: ${kept.length} slice faces`);
