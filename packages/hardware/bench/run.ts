// `pnpm bench`: how long the counter takes to turn a 30-line Korean sale into ESC/POS bytes
// (layout by display width, EUC-KR encoding, commands). Goal (issue 31): p99 ≤ 0.5 ms at each
// paper width, so printing never delays the next sale. The same-run limit is the bare work no
// renderer can skip: the receipt's finished text (the same laid-out lines) encoded to EUC-KR in one
// iconv-lite call — measured interleaved with the project's figure, run by run, so both meet the same
// load. Printed as every bench figure is (@courtside/core/bench), with the load average.
import { loadavg } from 'node:os';
import iconv from 'iconv-lite';
import { benchLine, formatMs } from '@courtside/core/bench';
import { buildSaleReceipt, receiptTextLines } from '@courtside/core/receipt';
import { renderReceipt } from '../src/escpos/render-receipt.ts';
import { koreanSale } from '../src/testing/receipt-fixtures.ts';

const GOAL_P99_MS = 0.5;
const WARM_UP = 300;
const RUNS = 3000;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

interface Figure {
  readonly p50: number;
  readonly p99: number;
  readonly bytes: number;
}

function timeOnce(work: () => { length: number }): number {
  const start = process.hrtime.bigint();
  work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** The project's work and the limit's, alternated run by run. */
function interleaved(work: () => Uint8Array, limit: () => Buffer): { project: Figure; limit: Figure } {
  let bytes = 0;
  let limitBytes = 0;
  for (let i = 0; i < WARM_UP; i++) {
    bytes = work().length;
    limitBytes = limit().length;
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    a.push(timeOnce(work));
    b.push(timeOnce(limit));
  }
  a.sort((x, y) => x - y);
  b.sort((x, y) => x - y);
  return { project: { p50: percentile(a, 50), p99: percentile(a, 99), bytes }, limit: { p50: percentile(b, 50), p99: percentile(b, 99), bytes: limitBytes } };
}

const sale = koreanSale(30);
const doc = buildSaleReceipt(sale);
console.log(`hardware: 30-line Korean receipt → ESC/POS bytes (${RUNS} runs each, interleaved with the limit)`);
for (const columns of [42, 48, 32]) {
  const text = receiptTextLines(doc, columns).join('\n');
  const r = interleaved(
    () => renderReceipt(doc, { columns }),
    () => iconv.encode(text, 'euc-kr'),
  );
  console.log(
    benchLine(
      {
        measure: `30줄 한글 영수증 → ESC/POS p99 (${columns}칸)`,
        project: r.project.p99,
        detail: `p50 ${formatMs(r.project.p50)}, ${r.project.bytes} bytes`,
        limit: r.limit.p99,
        limitWhat: `같은 글자 EUC-KR 인코딩만, p50 ${formatMs(r.limit.p50)}`,
        goal: { maxMs: GOAL_P99_MS },
      },
      loadavg(),
    ),
  );
}
const built = interleaved(
  () => renderReceipt(buildSaleReceipt(sale), { columns: 42 }),
  () => iconv.encode(receiptTextLines(doc, 42).join('\n'), 'euc-kr'),
);
console.log(
  benchLine(
    { measure: '판매 → 영수증 문서 + ESC/POS p99 (42칸)', project: built.project.p99, detail: `p50 ${formatMs(built.project.p50)}`, limit: built.limit.p99, limitWhat: 'EUC-KR 인코딩만', goal: { maxMs: GOAL_P99_MS } },
    loadavg(),
  ),
);
