// The printer service against the fake ESC/POS printer over TCP: what the paper would say, and what
// the cashier sees when the printer has a problem.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { receiptTextLines } from '@courtside/core/receipt';
import type { PosSalePayload } from '@courtside/core/pos';
import { startFakePrinter } from '@courtside/hardware/fake-printer';
import type { FakePrinter } from '@courtside/hardware/fake-printer';
import { createPrinterService } from './printer-service.ts';
import type { PrinterService } from './printer-service.ts';
import { saleReceiptDocument } from './documents.ts';
import type { PrinterStatusView } from '../../shared/schemas.ts';

const SHOP = { name: '코트사이드', businessNumber: '220-81-62517', representative: '김코트', address: '서울특별시 마포구 테니스로 1', phone: '02-1234-5678' };

const sale: PosSalePayload = {
  receiptNo: 'T1-20240305-0001',
  soldAt: '2024-03-05T05:30:00.000Z',
  lines: [
    { lineNo: 1, productNo: 1, optionNo: 10, barcode: '8801234567893', name: '코트사이드 진동 댐프너', optionName: '블랙', quantity: 2, unitPrice: 6000, discount: 0, amount: 12000 },
    { lineNo: 2, productNo: 2, optionNo: 20, barcode: null, name: 'Pro Overgrip 오버그립', optionName: null, quantity: 1, unitPrice: 9000, discount: 1000, amount: 8000 },
  ],
  discounts: [],
  payments: [{ method: 'cash', amount: 20000, tendered: 50000, change: 30000 }],
  totals: { subtotal: 21000, lineDiscount: 1000, saleDiscount: 0, total: 20000 },
  voidedLines: [],
};

describe('printing receipts on a network printer', () => {
  let printer: FakePrinter;
  let service: PrinterService;
  let statuses: PrinterStatusView[];

  beforeEach(async () => {
    printer = await startFakePrinter({ port: 0 });
    statuses = [];
    service = createPrinterService({
      settings: { transport: 'tcp', host: printer.host, port: printer.port, serialPath: '', baudRate: 19200, osPrinterName: '', filePath: '', paperWidth: '80', columns: 42 },
      now: Date.now,
      onStatus: (s) => statuses.push(s),
    });
  });
  afterEach(async () => {
    await service.close();
    await printer.close();
  });

  it('prints a Korean receipt in Korean mode that decodes to the laid-out lines', async () => {
    const document = saleReceiptDocument(sale, { cashierName: '김계산', terminalName: '카운터 1' }, SHOP);
    const outcome = service.print(document, '영수증 T1-20240305-0001');
    expect(outcome.status).toBe('queued');
    const result = await service.result(outcome.jobId ?? '');
    expect(result.status).toBe('printed');
    const [job] = await printer.waitForJobs(1);
    expect(job?.koreanMode).toBe(true);
    expect(job?.lines.map((l) => l.text.trimEnd())).toEqual(receiptTextLines(document, 42).map((l) => l.trimEnd()));
    expect(job?.commands.some((c) => c.type === 'drawer')).toBe(true);
    expect(service.status().state).toBe('ready');
  });

  it('shows 용지 없음 when the paper is out, keeps the job, and reprints it once paper is loaded', async () => {
    printer.setState('paper-out');
    const document = saleReceiptDocument(sale, { cashierName: '김계산', terminalName: '카운터 1' }, SHOP);
    const outcome = service.print(document, '영수증 T1-20240305-0001');
    const failed = await service.result(outcome.jobId ?? '');
    expect(failed).toMatchObject({ status: 'failed', error: { code: 'PRINTER_PAPER_OUT' } });
    expect(service.status()).toMatchObject({ state: 'paper-out' });
    expect(statuses.at(-1)?.state).toBe('paper-out');
    expect(service.status().failedJobs.map((j) => j.jobId)).toEqual([outcome.jobId]);
    expect(printer.jobs()).toHaveLength(0);

    printer.setState('online');
    service.reprint(outcome.jobId ?? '');
    expect((await service.result(outcome.jobId ?? '')).status).toBe('printed');
    const [job] = await printer.waitForJobs(1);
    expect(job?.lines.map((l) => l.text)).toContain('[판매 영수증]');
    expect(service.status()).toMatchObject({ state: 'ready', failedJobs: [] });
  });

  it('shows 덮개 열림 and 오프라인 from the printer status poll', async () => {
    printer.setState('cover-open');
    await service.poll();
    expect(service.status().state).toBe('cover-open');
    printer.setState('offline');
    await service.poll();
    expect(service.status().state).toBe('offline');
  });
});
