// The fake printer's settings, read from the environment in this one place, with defaults that
// need no configuration: printer on 127.0.0.1:9100, control API on the next port.
export interface FakePrinterConfig {
  readonly host: string;
  readonly port: number;
  readonly controlPort: number;
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`${name}은(는) 0~65535 사이의 포트 번호여야 합니다: ${value}`);
  }
  return parsed;
}

export function readFakePrinterConfig(env: Readonly<Record<string, string | undefined>> = process.env): FakePrinterConfig {
  const printerPort = port(env.FAKE_PRINTER_PORT, 9100, 'FAKE_PRINTER_PORT');
  return {
    host: env.FAKE_PRINTER_HOST || '127.0.0.1',
    port: printerPort,
    controlPort: port(env.FAKE_PRINTER_CONTROL_PORT, printerPort === 0 ? 0 : printerPort + 1, 'FAKE_PRINTER_CONTROL_PORT'),
  };
}
