// Serial (USB-CDC) scanners: the scanner sends each barcode as a line. Lines are split with
// @serialport/parser-readline on CR, the factory suffix of most scanners; a CR LF suffix leaves an
// LF at the start of the next line, which is trimmed, as are stray control characters. For a
// scanner set to send LF alone, pass delimiter '\n'.
import { HardwareError } from '../hardware-error.ts';
import { loadReadlineParser, loadSerialPort } from '../optional-modules.ts';
import type { ModuleLoader, ReadlineParserModule, SerialPortModule } from '../optional-modules.ts';
import type { OpenScanner } from './hid-pos-scanner.ts';

/** A received line as a code: surrounding whitespace and control characters removed. */
export function cleanScannedLine(line: string): string {
  let printable = '';
  for (const ch of line) {
    const code = ch.charCodeAt(0);
    if (code >= 0x20 && code !== 0x7f) printable += ch;
  }
  return printable.trim();
}

export interface SerialScannerOptions {
  readonly path: string;
  readonly baudRate?: number;
  readonly delimiter?: '\r' | '\n';
  readonly onScan: (code: string) => void;
  readonly onError?: (error: HardwareError) => void;
  readonly loadSerial?: ModuleLoader<SerialPortModule>;
  readonly loadParser?: ModuleLoader<ReadlineParserModule>;
}

export async function openSerialScanner(options: SerialScannerOptions): Promise<OpenScanner> {
  const [{ SerialPort }, { ReadlineParser }] = await Promise.all([loadSerialPort(options.loadSerial), loadReadlineParser(options.loadParser)]);
  const port = new SerialPort({ path: options.path, baudRate: options.baudRate ?? 9600, autoOpen: false });
  await new Promise<void>((resolve, reject) =>
    port.open((error) => (error ? reject(new HardwareError('SCANNER_OPEN_FAILED', { cause: error, details: { path: options.path } })) : resolve())),
  );
  // latin1 keeps every byte as one character; barcodes are ASCII.
  const parser = port.pipe(new ReadlineParser({ delimiter: options.delimiter ?? '\r', encoding: 'latin1' }));
  parser.on('data', (line: string) => {
    const code = cleanScannedLine(line);
    if (code.length > 0) options.onScan(code);
  });
  port.on('error', (cause) => options.onError?.(new HardwareError('SCANNER_OPEN_FAILED', { cause, details: { path: options.path } })));
  return {
    description: options.path,
    close: () => {
      if (port.isOpen) port.close();
    },
  };
}
