// `pnpm bench`: how long the counter takes to turn a 30-line Korean sale into ESC/POS bytes
// (layout by display width, EUC-KR encoding, commands). Goal (issue 31): p99 ≤ 0.5 ms at each
// paper width, so printing never delays the next sale; printed as every bench figure is
// (@courtside/core/bench), with the load average — on a shared 2-core machine the p99 partly
// measures other processes taking the CPU.
import { loadavg } from 'node:os';
import { benchLine, formatMs } from '@courtside/core/bench';
import { buildSaleReceipt } from '@courtside/core/receipt';
import { renderReceipt } from '../src/escpos/render-receipt.ts';
import { koreanSale } from '../src/testing/receipt-fixtures.ts';

const GOAL_P99_MS = 0.5;
const WARM_UP = 300;
const RUNS = 3000;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function measure(label: string, work: () => Uint8Array): { p50: number; p99: number; bytes: number } {
  let bytes = 0;
  for (let i = 0; i < WARM_UP; i++) bytes = work().length;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    work();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const result = { p50: percentile(times, 50), p99: percentile(times, 99), bytes };
  console.log(`${label.padEnd(44)} p50 ${result.p50.toFixed(3)} ms  p99 ${result.p99.toFixed(3)} ms  (${bytes} bytes, ${RUNS} runs)`);
  return result;
}

const sale = koreanSale(30);
const doc = buildSaleReceipt(sale);
console.log('hardware: 30-line Korean receipt → ESC/POS bytes');
const results = [42, 48, 32].map((columns) => measure(`encode 30-line Korean receipt @ ${columns} cols`, () => renderReceipt(doc, { columns })));
measure('build document + encode @ 42 cols', () => renderReceipt(buildSaleReceipt(sale), { columns: 42 }));
for (const [i, columns] of [42, 48, 32].entries()) {
  const r = results[i];
  if (r) console.log(benchLine({ measure: `30줄 한글 영수증 → ESC/POS p99 (${columns}칸)`, project: r.p99, detail: `p50 ${formatMs(r.p50)}, ${r.bytes} bytes`, limit: null, goal: { maxMs: GOAL_P99_MS } }, loadavg()));
}
