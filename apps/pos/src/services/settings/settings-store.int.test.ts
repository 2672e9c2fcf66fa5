// Issue 18: a cashier could point the printer at any file path (and the terminal would write
// receipts over it). Settings are an admin's, and a file printer stays in the terminal's folder.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestTerminal, readyTerminal, type TestTerminal } from '../testing/test-terminal.ts';
import { isAllowedPrinterFile } from './settings-store.ts';

let terminal: TestTerminal | null = null;
afterEach(async () => {
  await terminal?.destroy();
  terminal = null;
});

async function settingsWithFile(t: TestTerminal, filePath: string) {
  const current = await t.dispatch('settings.get', {});
  if (!current.ok) throw new Error('settings.get failed');
  const value = current.value as { printer: Record<string, unknown> };
  return { ...value, printer: { ...value.printer, transport: 'file', filePath } };
}

describe('printer settings from the screen', () => {
  it('are refused to a cashier', async () => {
    terminal = await createTestTerminal();
    await readyTerminal(terminal, 'cashier');
    const reply = await terminal.dispatch('settings.update', await settingsWithFile(terminal, join(terminal.dir, 'pos', 'receipts.bin')));
    expect(reply).toMatchObject({ ok: false, error: { code: 'AUTH_FORBIDDEN' } });
  });

  it("let an admin print to a file in the terminal's folder or a printer device, never elsewhere", async () => {
    terminal = await createTestTerminal();
    await readyTerminal(terminal, 'admin');
    const target = '/tmp/courtside-overwrite-me.txt';
    const outside = await terminal.dispatch('settings.update', await settingsWithFile(terminal, target));
    expect(outside).toMatchObject({ ok: false, error: { code: 'SETTINGS_INVALID', message: expect.stringMatching(/파일 프린터/) } });
    expect(existsSync(target)).toBe(false);
    const climbing = await terminal.dispatch('settings.update', await settingsWithFile(terminal, join(terminal.dir, 'pos', '..', '..', 'x.bin')));
    expect(climbing).toMatchObject({ ok: false, error: { code: 'SETTINGS_INVALID' } });
    const inside = await terminal.dispatch('settings.update', await settingsWithFile(terminal, join(terminal.dir, 'pos', 'receipts.bin')));
    expect(inside).toMatchObject({ ok: true });
  });

  it('accept printer device nodes', () => {
    expect(isAllowedPrinterFile('/dev/usb/lp0', '/data/pos')).toBe(true);
    expect(isAllowedPrinterFile('/dev/lp1', '/data/pos')).toBe(true);
    expect(isAllowedPrinterFile('/dev/sda', '/data/pos')).toBe(false);
    expect(isAllowedPrinterFile('/data/pos/../secrets', '/data/pos')).toBe(false);
  });
});
