import { describe, expect, it } from 'vitest';
import { STATUS_OK } from '../escpos/status.ts';
import type { PrinterStatus } from '../escpos/status.ts';
import { HardwareError } from '../hardware-error.ts';
import { MemoryTransport } from './memory.ts';
import { PrintQueue } from './print-queue.ts';
import type { PrintJob, PrintQueueEvent } from './print-queue.ts';

const RECEIPT = Uint8Array.from([0x1b, 0x40, 0x41, 0x0a]);
const PAPER_OUT: PrinterStatus = { ...STATUS_OK, online: false, paperEnd: true };

function queueWith(options: ConstructorParameters<typeof MemoryTransport>[0] = {}, extra: Partial<ConstructorParameters<typeof PrintQueue>[0]> = {}) {
  const transport = new MemoryTransport(options);
  let n = 0;
  const queue = new PrintQueue({ transport, newId: () => `job-${++n}`, now: () => Date.UTC(2024, 2, 5), ...extra });
  const events: PrintQueueEvent[] = [];
  queue.subscribe((event) => events.push(event));
  return { transport, queue, events, statuses: () => events.flatMap((e) => (e.type === 'job' ? [e.job.status] : [])) };
}

describe('PrintQueue', () => {
  it('returns at once with the job queued; a sale never waits on the printer', async () => {
    const { queue, transport, statuses } = queueWith({ status: () => STATUS_OK });
    const job = queue.enqueue(RECEIPT, '영수증 R1');
    expect(job).toMatchObject({ id: 'job-1', status: 'queued', attempts: 0, label: '영수증 R1' });
    expect(transport.jobs).toHaveLength(0);
    await queue.idle();
    expect(statuses()).toEqual(['queued', 'printing', 'printed']);
    expect(transport.jobs).toEqual([RECEIPT]);
    expect(queue.get('job-1')).toMatchObject({ status: 'printed', attempts: 1, createdAt: '2024-03-05T00:00:00.000Z' });
  });

  it('on a one-way transport says sent, never printed', async () => {
    const { queue, statuses } = queueWith();
    expect(queue.transport.twoWay).toBe(false);
    queue.enqueue(RECEIPT, '영수증');
    await queue.idle();
    expect(statuses()).toEqual(['queued', 'printing', 'sent']);
  });

  it('fails a job on paper out with a Korean message, sends nothing, and reprints it once paper is in', async () => {
    let status = PAPER_OUT;
    const { queue, transport } = queueWith({ status: () => status });
    const job = queue.enqueue(RECEIPT, '영수증 R2');
    await queue.idle();
    expect(queue.get(job.id)).toMatchObject({
      status: 'failed',
      failure: { code: 'PRINTER_PAPER_OUT', message: '영수증 용지가 없습니다. 용지를 넣은 뒤 다시 인쇄하세요.' },
    });
    expect(transport.jobs).toHaveLength(0);

    status = STATUS_OK;
    const again = queue.reprint(job.id);
    expect(again).toMatchObject({ id: job.id, status: 'queued', failure: undefined });
    await queue.idle();
    expect(queue.get(job.id)).toMatchObject({ status: 'printed', attempts: 2 });
    expect(transport.jobs).toEqual([RECEIPT]);
  });

  it('fails a job when the paper runs out while it prints', async () => {
    let calls = 0;
    const { queue, transport } = queueWith({ status: () => (++calls === 1 ? STATUS_OK : PAPER_OUT) });
    const job = queue.enqueue(RECEIPT, '영수증');
    await queue.idle();
    expect(transport.jobs).toHaveLength(1);
    expect(queue.get(job.id)?.failure?.code).toBe('PRINTER_PAPER_OUT');
  });

  it.each([
    [{ ...STATUS_OK, online: false, coverOpen: true }, 'PRINTER_COVER_OPEN', '프린터 덮개가 열려 있습니다. 덮개를 닫은 뒤 다시 인쇄하세요.'],
    [{ ...STATUS_OK, online: false }, 'PRINTER_OFFLINE', '프린터가 오프라인입니다. 프린터 전원과 연결을 확인하세요.'],
    [undefined, 'PRINTER_NO_REPLY', '프린터가 응답하지 않습니다. 프린터 전원과 케이블을 확인하세요.'],
  ])('shows the cashier why a job failed (%#)', async (status, code, message) => {
    const { queue } = queueWith({ status: () => status });
    const job = queue.enqueue(RECEIPT, '영수증');
    await queue.idle();
    expect(queue.get(job.id)?.failure).toEqual({ code, message });
  });

  it('fails a job whose write breaks, with a code even for a non-hardware error', async () => {
    const { queue } = queueWith({ failWrites: () => true });
    const job = queue.enqueue(RECEIPT, '영수증');
    await queue.idle();
    expect(queue.get(job.id)?.failure?.code).toBe('PRINTER_WRITE_FAILED');

    const odd = new PrintQueue({
      transport: { kind: 'memory', description: 'odd', twoWay: false, write: () => Promise.reject(new Error('EPIPE')), close: async () => undefined },
    });
    const oddJob = odd.enqueue(RECEIPT, '영수증');
    await odd.idle();
    expect(odd.get(oddJob.id)?.failure?.code).toBe('PRINTER_WRITE_FAILED');
  });

  it('prints jobs one after another in order', async () => {
    const { queue, transport } = queueWith();
    const a = Uint8Array.from([1]);
    const b = Uint8Array.from([2]);
    queue.enqueue(a, 'A');
    queue.enqueue(b, 'B');
    await queue.idle();
    expect(transport.jobs).toEqual([a, b]);
    expect(queue.list().map((job) => job.label)).toEqual(['B', 'A']);
  });

  it('persists every change and reports a failing store without stopping', async () => {
    const stored: string[] = [];
    const { queue, events } = queueWith({}, { persist: (job: PrintJob) => void stored.push(job.status) });
    queue.enqueue(RECEIPT, 'A');
    await queue.idle();
    expect(stored).toEqual(['queued', 'printing', 'sent']);

    const broken = queueWith({}, { persist: () => Promise.reject(new Error('disk full')) });
    const throwing = queueWith({}, { persist: () => { throw new Error('no db'); } });
    broken.queue.enqueue(RECEIPT, 'A');
    throwing.queue.enqueue(RECEIPT, 'A');
    await broken.queue.idle();
    await throwing.queue.idle();
    await new Promise((resolve) => setImmediate(resolve));
    expect(broken.events.filter((e) => e.type === 'persist-failed')).toHaveLength(3);
    expect(throwing.events.filter((e) => e.type === 'persist-failed')).toHaveLength(3);
    expect(throwing.queue.list()[0]?.status).toBe('sent');
    expect(events.every((e) => e.type === 'job')).toBe(true);
  });

  it('keeps working when a listener throws', async () => {
    const { queue } = queueWith();
    queue.subscribe(() => {
      throw new Error('window closed');
    });
    const job = queue.enqueue(RECEIPT, 'A');
    await queue.idle();
    expect(queue.get(job.id)?.status).toBe('sent');
  });

  it('marks restored unfinished jobs as interrupted instead of printing them twice', async () => {
    const base = { label: '영수증', bytes: RECEIPT, attempts: 1, createdAt: 'x', updatedAt: 'x' };
    const { queue, transport } = queueWith({}, {
      restoredJobs: [
        { ...base, id: 'a', status: 'printing' },
        { ...base, id: 'b', status: 'printed' },
      ],
    });
    await queue.idle();
    expect(transport.jobs).toHaveLength(0);
    expect(queue.get('a')).toMatchObject({ status: 'failed', failure: { code: 'PRINTER_INTERRUPTED' } });
    expect(queue.get('b')?.status).toBe('printed');
    queue.reprint('a');
    await queue.idle();
    expect(transport.jobs).toHaveLength(1);
  });

  it('refuses to reprint an unknown job, and leaves a queued job alone', async () => {
    const { queue, transport } = queueWith();
    expect(() => queue.reprint('nope')).toThrowError(HardwareError);
    const job = queue.enqueue(RECEIPT, 'A');
    expect(queue.reprint(job.id).id).toBe(job.id);
    await queue.idle();
    expect(queue.get(job.id)?.attempts).toBe(1);
    expect(transport.jobs).toHaveLength(1);
  });

  it('forgets the oldest finished jobs beyond its limit', async () => {
    const { queue } = queueWith({}, { maxJobs: 3 });
    for (let i = 0; i < 5; i++) queue.enqueue(Uint8Array.from([i]), `R${i}`);
    await queue.idle();
    expect(queue.list().map((job) => job.label)).toEqual(['R4', 'R3', 'R2']);
  });

  it('refuses new jobs once closed, after finishing the ones it has', async () => {
    const { queue, transport } = queueWith();
    queue.enqueue(RECEIPT, 'A');
    await queue.close();
    expect(transport.jobs).toHaveLength(1);
    expect(() => queue.enqueue(RECEIPT, 'B')).toThrowError('프린터 연결이 닫혀 있습니다.');
    expect(() => queue.reprint('job-1')).toThrowError(HardwareError);
  });
});
