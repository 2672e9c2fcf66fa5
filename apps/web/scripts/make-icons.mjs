// Regenerates the storefront's icons from app/icon.svg (the one drawing): app/favicon.ico (16, 32
// and 48 px, for browsers and tools that ask for /favicon.ico) and app/apple-icon.png (180 px).
// Next serves app/{icon.svg,favicon.ico,apple-icon.png} and links them from every page.
// Run after changing the drawing: `node scripts/make-icons.mjs` (from apps/web).
import sharp from 'sharp';
import { sharpsToIco } from 'sharp-ico';

const drawing = new URL('../app/icon.svg', import.meta.url).pathname;
const at = (size) => sharp(drawing, { density: 300 }).resize(size, size);
await sharpsToIco([at(16), at(32), at(48)], new URL('../app/favicon.ico', import.meta.url).pathname);
await at(180).png().toFile(new URL('../app/apple-icon.png', import.meta.url).pathname);
console.log('app/favicon.ico, app/apple-icon.png');
