// The acceptance path over real TCP: a Korean receipt printed through the print queue reads
// back as the expected Korean lines in Korean mode, and a paper-out job is kept and reprinted.
import { buildSaleReceipt, receiptTextLines } from '@courtside/core/receipt';
import { createServer } from 'node:net';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderReceipt } from '../escpos/render-receipt.ts';
import { koreanSale } from '../testing/receipt-fixtures.ts';
import { PrintQueue } from '../transports/print-queue.ts';
import { TcpPrinterTransport } from '../transports/tcp.ts';
import { startFakePrinter } from './server.ts';
import type { FakePrinter } from './server.ts';

let printer: FakePrinter;
let queue: PrintQueue;

const doc = buildSaleReceipt(koreanSale(30));
const bytes = renderReceipt(doc, { columns: 42 });
const expectedLines = receiptTextLines(doc, 42);

beforeAll(async () => {
  printer = await startFakePrinter({ port: 0 });
  queue = new PrintQueue({ transport: new TcpPrinterTransport({ host: printer.host, port: printer.port, statusTimeoutMs: 300 }) });
});

afterAll(async () => {
  await queue.close();
  await printer.close();
});

beforeEach(() => {
  printer.setState('online');
  printer.clear();
});

describe('printing to the fake printer over TCP 9100', () => {
  it('a Korean receipt decodes to the expected Korean lines in Korean mode', async () => {
    const job = queue.enqueue(bytes, '영수증 R240305-0001');
    await queue.idle();
    expect(queue.get(job.id)?.status).toBe('printed');

    const [printed] = await printer.waitForJobs(1);
    expect(printed?.koreanMode).toBe(true);
    expect(printed?.byteCount).toBe(bytes.length);
    expect(printed?.lines.map((line) => line.text)).toEqual(expectedLines);
    expect(printed?.lines[0]).toMatchObject({ text: '코트사이드', align: 'center', bold: true, widthScale: 2 });
    expect(printed?.lines.map((line) => line.text)).toContain('[판매 영수증]');
    expect(printed?.lines.some((line) => line.text.startsWith('코트사이드 진동 댐퍼 1'))).toBe(true);
    expect(printed?.commands).toContainEqual({ type: 'barcode', symbology: 'CODE128', data: 'R240305-0001' });
    expect(printed?.commands).toContainEqual({ type: 'drawer', pin: 2, onMs: 50, offMs: 500 });
    // Status queries before and after the job are not jobs of their own.
    expect(printer.jobs()).toHaveLength(1);
  });

  it('paper out: the job fails with the Korean message, nothing prints, and the reprint after reads the same', async () => {
    printer.setState('paper-out');
    const job = queue.enqueue(bytes, '영수증 R240305-0001');
    await queue.idle();
    expect(queue.get(job.id)).toMatchObject({
      status: 'failed',
      failure: { code: 'PRINTER_PAPER_OUT', message: '영수증 용지가 없습니다. 용지를 넣은 뒤 다시 인쇄하세요.' },
    });
    expect(printer.jobs()).toHaveLength(0);

    printer.setState('online');
    queue.reprint(job.id);
    await queue.idle();
    expect(queue.get(job.id)).toMatchObject({ status: 'printed', attempts: 2 });
    const [reprinted] = await printer.waitForJobs(1);
    expect(reprinted?.lines.map((line) => line.text)).toEqual(expectedLines);
  });

  it('cover open and an unanswering printer fail with their own messages', async () => {
    printer.setState('cover-open');
    const cover = queue.enqueue(bytes, 'A');
    await queue.idle();
    expect(queue.get(cover.id)?.failure?.code).toBe('PRINTER_COVER_OPEN');

    printer.setState('offline');
    const silent = queue.enqueue(bytes, 'B');
    await queue.idle();
    expect(queue.get(silent.id)?.failure).toEqual({ code: 'PRINTER_NO_REPLY', message: '프린터가 응답하지 않습니다. 프린터 전원과 케이블을 확인하세요.' });
    expect(printer.jobs()).toHaveLength(0);
  });

  it('a printer near the end of its roll still prints', async () => {
    printer.setState('paper-near-end');
    const job = queue.enqueue(bytes, 'A');
    await queue.idle();
    expect(queue.get(job.id)?.status).toBe('printed');
  });

  it('a one-way TCP printer is never reported as printed', async () => {
    const oneWay = new PrintQueue({ transport: new TcpPrinterTransport({ host: printer.host, port: printer.port, twoWay: false }) });
    const job = oneWay.enqueue(bytes, 'A');
    await oneWay.idle();
    expect(oneWay.get(job.id)?.status).toBe('sent');
    await oneWay.close();
    await expect(oneWay.transport.write(bytes)).rejects.toMatchObject({ code: 'PRINTER_CLOSED' });
  });
});

describe('a printer that is not there', () => {
  it('fails the job as unreachable, and the sale goes on', async () => {
    const gone = await startFakePrinter({ port: 0 });
    const port = gone.port;
    await gone.close();
    const lonely = new PrintQueue({ transport: new TcpPrinterTransport({ host: '127.0.0.1', port, connectTimeoutMs: 500 }) });
    const job = lonely.enqueue(bytes, 'A');
    expect(job.status).toBe('queued');
    await lonely.idle();
    expect(lonely.get(job.id)?.failure).toEqual({ code: 'PRINTER_UNREACHABLE', message: '프린터에 연결할 수 없습니다. 네트워크와 프린터 주소를 확인하세요.' });
    await lonely.close();
  });
});

describe('a printer that keeps its side of the connection open', () => {
  it('still counts a job whose bytes all left as delivered', async () => {
    const received: Buffer[] = [];
    const open: Socket[] = [];
    const server = createServer({ allowHalfOpen: true }, (socket) => {
      open.push(socket);
      socket.on('error', () => undefined);
      socket.on('data', (chunk: Buffer) => received.push(chunk));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const transport = new TcpPrinterTransport({ host: '127.0.0.1', port, writeTimeoutMs: 200 });
    await transport.write(bytes);
    expect(Buffer.concat(received).length).toBe(bytes.length);
    for (const socket of open) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
