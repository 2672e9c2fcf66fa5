import { createHash } from 'node:crypto';
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

  it("gives a hinted file its new hash in the build's SRI manifests, so the browser still accepts it", () => {
    dir = mkdtempSync(join(tmpdir(), 'h33-sri-'));
    mkdirSync(join(dir, '.next/static/chunks'), { recursive: true });
    mkdirSync(join(dir, '.next/server'), { recursive: true });
    writeFileSync(join(dir, '.next/static/chunks/framework.js'), CHUNK);
    writeFileSync(join(dir, '.next/build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/framework.js'] }));
    const before = { 'static/chunks/framework.js': 'sha256-old', 'static/chunks/island.js': 'sha256-island' };
    writeFileSync(join(dir, '.next/server/subresource-integrity-manifest.json'), JSON.stringify(before));
    writeFileSync(join(dir, '.next/server/subresource-integrity-manifest.js'), `self.__SUBRESOURCE_INTEGRITY_MANIFEST=${JSON.stringify(JSON.stringify(before))}`);

    hintFrameworkChunks(dir);
    const expected = `sha256-${createHash('sha256').update(COMPILE_HINT + CHUNK).digest('base64')}`;
    const json = JSON.parse(readFileSync(join(dir, '.next/server/subresource-integrity-manifest.json'), 'utf8'));
    expect(json).toEqual({ 'static/chunks/framework.js': expected, 'static/chunks/island.js': 'sha256-island' });
    const js = readFileSync(join(dir, '.next/server/subresource-integrity-manifest.js'), 'utf8');
    expect(JSON.parse(JSON.parse(js.replace('self.__SUBRESOURCE_INTEGRITY_MANIFEST=', '')))).toEqual(json);
  });
});
