import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintFrameworkChunks, withCompileHint } from './compile-hints.mjs';

const CHUNK = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,1,e=>{}]);';

describe('withCompileHint', () => {
  it('puts the magic comment on the first line, once', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(withCompileHint(CHUNK)).toBe(COMPILE_HINT + CHUNK);
    expect(withCompileHint(withCompileHint(CHUNK))).toBe(COMPILE_HINT + CHUNK);
  });
});

describe('hintFrameworkChunks', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("marks the build's root main files and nothing else, and a second run changes nothing", () => {
    dir = mkdtempSync(join(tmpdir(), 'h13-hints-'));
    mkdirSync(join(dir, '.next/static/chunks'), { recursive: true });
    const chunk = (name: string) => join(dir, '.next/static/chunks', name);
    for (const name of ['framework.js', 'runtime.js', 'island.js']) writeFileSync(chunk(name), CHUNK);
    writeFileSync(join(dir, '.next/build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/framework.js', 'static/chunks/runtime.js'] }));

    expect(hintFrameworkChunks(dir)).toEqual(['static/chunks/framework.js', 'static/chunks/runtime.js']);
    hintFrameworkChunks(dir);
    expect(readFileSync(chunk('framework.js'), 'utf8')).toBe(COMPILE_HINT + CHUNK);
    expect(readFileSync(chunk('runtime.js'), 'utf8')).toBe(COMPILE_HINT + CHUNK);
    expect(readFileSync(chunk('island.js'), 'utf8')).toBe(CHUNK);
  });
});
