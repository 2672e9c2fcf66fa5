// Runs the fake printer on its own: `pnpm --filter @courtside/hardware fake-printer`.
// Prints every job's decoded lines, so a demo shows the receipt in the terminal.
import { readFakePrinterConfig } from './config.ts';
import { startFakePrinterControl } from './control-http.ts';
import { startFakePrinter } from './server.ts';

const config = readFakePrinterConfig();
const printer = await startFakePrinter({ host: config.host, port: config.port });
const control = await startFakePrinterControl(printer, { port: config.controlPort });
console.log(`[fake-printer] ESC/POS ${printer.host}:${printer.port}, 제어 API http://${printer.host}:${control.port}`);

let seen = 0;
const report = async (): Promise<void> => {
  const jobs = await printer.waitForJobs(seen + 1);
  for (const job of jobs.slice(seen)) {
    console.log(`[fake-printer] 작업 ${job.id} (${job.byteCount} bytes, 한글 모드 ${job.koreanMode ? '켜짐' : '꺼짐'}, 상태 ${job.state})`);
    for (const line of job.lines) console.log(`  | ${line.text}`);
  }
  seen = jobs.length;
  void report();
};
void report();

const stop = (): void => {
  void Promise.all([control.close(), printer.close()]).then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
