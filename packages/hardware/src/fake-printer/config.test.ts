import { describe, expect, it } from 'vitest';
import { readFakePrinterConfig } from './config.ts';

describe('readFakePrinterConfig', () => {
  it('needs no configuration', () => {
    expect(readFakePrinterConfig({})).toEqual({ host: '127.0.0.1', port: 9100, controlPort: 9101 });
  });

  it('follows FAKE_PRINTER_PORT, with the control API next to it', () => {
    expect(readFakePrinterConfig({ FAKE_PRINTER_PORT: '19100' })).toEqual({ host: '127.0.0.1', port: 19100, controlPort: 19101 });
    expect(readFakePrinterConfig({ FAKE_PRINTER_PORT: '0' }).controlPort).toBe(0);
    expect(readFakePrinterConfig({ FAKE_PRINTER_CONTROL_PORT: '8000', FAKE_PRINTER_HOST: '0.0.0.0' })).toEqual({ host: '0.0.0.0', port: 9100, controlPort: 8000 });
  });

  it('refuses a port that is not a port', () => {
    expect(() => readFakePrinterConfig({ FAKE_PRINTER_PORT: 'abc' })).toThrowError(/FAKE_PRINTER_PORT/);
    expect(() => readFakePrinterConfig({ FAKE_PRINTER_CONTROL_PORT: '70000' })).toThrowError(/FAKE_PRINTER_CONTROL_PORT/);
  });
});
