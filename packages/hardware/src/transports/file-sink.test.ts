import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileSinkTransport } from './file-sink.ts';

const dir = mkdtempSync(join(tmpdir(), 'courtside-sink-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('FileSinkTransport', () => {
  it('appends every job by default', async () => {
    const path = join(dir, 'append.bin');
    const sink = new FileSinkTransport({ path });
    await sink.write(Uint8Array.from([1, 2]));
    await sink.write(Uint8Array.from([3]));
    expect(Array.from(readFileSync(path))).toEqual([1, 2, 3]);
    expect(sink.twoWay).toBe(false);
    await sink.close();
  });

  it('keeps only the last job in replace mode', async () => {
    const path = join(dir, 'replace.bin');
    const sink = new FileSinkTransport({ path, mode: 'replace' });
    await sink.write(Uint8Array.from([1, 2]));
    await sink.write(Uint8Array.from([3]));
    expect(Array.from(readFileSync(path))).toEqual([3]);
  });

  it('fails with a code when the file cannot be written', async () => {
    const sink = new FileSinkTransport({ path: join(dir, 'missing-folder', 'x.bin') });
    await expect(sink.write(Uint8Array.from([1]))).rejects.toMatchObject({ code: 'PRINTER_WRITE_FAILED' });
  });
});
