// The TCP adapter against the real stand-in on a loopback port: every outcome a cashier can meet.
import { createServer } from 'node:net';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startVanStandin } from '../van-agent-standin/standin-server.ts';
import type { VanStandin } from '../van-agent-standin/standin-server.ts';
import { createTcpVanAgent } from './tcp-van-agent.ts';
import { VAN_OUTCOME_MESSAGES } from './van-messages.ts';
import type { VanAgent } from './van-types.ts';

let standin: VanStandin;
let agent: VanAgent;
let n = 0;
const tx = () => `TX-${Date.now().toString(36)}-${String(++n).padStart(4, '0')}`;
const dir = mkdtempSync(join(tmpdir(), 'van-'));

beforeAll(async () => {
  standin = await startVanStandin({ port: 0, ledgerFile: join(dir, 'ledger.jsonl'), readerDelayMs: 20 });
  agent = createTcpVanAgent({ host: '127.0.0.1', port: standin.port, tid: '1234567890', replyTimeoutMs: 400, quickTimeoutMs: 400 });
});
afterAll(async () => {
  await agent.close();
  await standin.close();
});
beforeEach(() => {
  standin.setFault('none');
  standin.setCard('9410-0000-0000-0001');
});

describe('TCP VAN agent against the stand-in', () => {
  it('approves the default test card with progress, a masked number and the merchant', async () => {
    const progress: string[] = [];
    const outcome = await agent.approveCard({ txId: tx(), amount: 12_000, vat: 1_091, installmentMonths: 0 }, { onProgress: (m) => progress.push(m) });
    expect(outcome.kind).toBe('approved');
    if (outcome.kind !== 'approved') return;
    expect(outcome.approval).toMatchObject({ issuer: '신한카드', maskedCardNo: '9410-00**-****-0001', merchantNo: '00987654321', tid: '1234567890', amount: 12_000, installmentMonths: 0 });
    expect(outcome.approval.approvalNo).toMatch(/^3\d{7}$/);
    expect(progress).toEqual(['카드를 읽고 있습니다', '승인 요청 중입니다']);
  });

  it('declines by test card with the reason in Korean', async () => {
    standin.setCard('9410-0000-0000-0002');
    expect(await agent.approveCard({ txId: tx(), amount: 1_000, vat: 91, installmentMonths: 0 })).toMatchObject({ kind: 'declined', code: '7001', message: expect.stringContaining('거절') });
    standin.setCard('9410-0000-0000-0003');
    expect(await agent.approveCard({ txId: tx(), amount: 1_000, vat: 91, installmentMonths: 0 })).toMatchObject({ kind: 'declined', code: '7002', message: expect.stringContaining('부족') });
    standin.setCard('9410-0000-0000-0004');
    expect(await agent.approveCard({ txId: tx(), amount: 1_000, vat: 91, installmentMonths: 0 })).toMatchObject({ kind: 'declined', code: '7003', message: expect.stringContaining('시간 초과') });
  });

  it('refuses 할부 under 50,000원 at the network', async () => {
    expect(await agent.approveCard({ txId: tx(), amount: 49_999, vat: 0, installmentMonths: 2 })).toMatchObject({ kind: 'declined', code: '7302' });
  });

  it('times out on no reply, and the approval it made is net-cancelled', async () => {
    standin.setFault('no-reply');
    const txId = tx();
    expect(await agent.approveCard({ txId, amount: 3_000, vat: 273, installmentMonths: 0 })).toEqual({ kind: 'timeout', message: VAN_OUTCOME_MESSAGES.timeout });
    expect(standin.ledger.approvalByTx(txId)).toBeDefined();
    standin.setFault('none');
    expect((await agent.netCancel(txId)).kind).toBe('approved');
    expect(standin.ledger.summary().open.some((o) => o.txId === txId)).toBe(false);
  });

  it('reports a garbled reply as garbled', async () => {
    standin.setFault('garbled');
    const outcome = await agent.approveCard({ txId: tx(), amount: 3_000, vat: 273, installmentMonths: 0 });
    expect(outcome).toMatchObject({ kind: 'garbled', message: VAN_OUTCOME_MESSAGES.garbled });
  });

  it('reports a line dropped before or after the network approved as dropped', async () => {
    standin.setFault('drop');
    expect((await agent.approveCard({ txId: tx(), amount: 3_000, vat: 273, installmentMonths: 0 })).kind).toBe('dropped');
    standin.setFault('none');
    standin.setCard('9410-0000-0000-0005');
    const txId = tx();
    expect((await agent.approveCard({ txId, amount: 3_000, vat: 273, installmentMonths: 0 })).kind).toBe('dropped');
    expect(standin.ledger.approvalByTx(txId)).toBeDefined();
  });

  it('answers busy while another request is served', async () => {
    standin.setFault('slow', 300);
    const first = agent.approveCard({ txId: tx(), amount: 1_000, vat: 91, installmentMonths: 0 });
    const other = createTcpVanAgent({ host: '127.0.0.1', port: standin.port, tid: '1234567890', replyTimeoutMs: 2_000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(await other.status()).toEqual({ kind: 'busy', message: VAN_OUTCOME_MESSAGES.busy });
    await first;
  });

  it('is refused when nothing listens', async () => {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const address = probe.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise<void>((r) => probe.close(() => r()));
    const nowhere = createTcpVanAgent({ host: '127.0.0.1', port, tid: '1' });
    expect(await nowhere.approveCard({ txId: tx(), amount: 1_000, vat: 91, installmentMonths: 0 })).toEqual({ kind: 'refused', message: VAN_OUTCOME_MESSAGES.refused });
  });

  it('cancels part of an approval with the original number and date, then refuses more than is left', async () => {
    const approved = await agent.approveCard({ txId: tx(), amount: 30_000, vat: 2_727, installmentMonths: 0 });
    if (approved.kind !== 'approved') throw new Error(approved.kind);
    const { approvalNo, approvedAt } = approved.approval;
    const day = approvedAt.slice(0, 10);
    const kstDate = new Date(Date.parse(approvedAt) + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
    expect(day).toMatch(/^\d{4}-/);
    const part = await agent.cancel({ txId: tx(), amount: 10_000, vat: 909, originalApprovalNo: approvalNo, originalDate: kstDate });
    expect(part.kind).toBe('approved');
    expect(standin.ledger.remaining(approvalNo)).toBe(20_000);
    expect(await agent.cancel({ txId: tx(), amount: 20_001, vat: 0, originalApprovalNo: approvalNo, originalDate: kstDate })).toMatchObject({ kind: 'declined', code: '7202' });
    expect(await agent.cancel({ txId: tx(), amount: 1, vat: 0, originalApprovalNo: approvalNo, originalDate: '19990101' })).toMatchObject({ kind: 'declined', code: '7201' });
  });

  it('approves 간편결제 barcodes by provider prefix and declines the rest', async () => {
    const kakao = await agent.approveEasyPay({ txId: tx(), amount: 8_000, vat: 727, barcode: '281012345678901234' });
    expect(kakao).toMatchObject({ kind: 'approved', approval: { provider: 'kakaopay', issuer: '카카오페이', maskedCardNo: '' } });
    for (const [code, provider] of [['282012345678901234', 'naverpay'], ['283012345678901234', 'tosspay'], ['284012345678901234', 'zeropay']] as const) {
      expect(await agent.approveEasyPay({ txId: tx(), amount: 1_000, vat: 91, barcode: code })).toMatchObject({ approval: { provider } });
    }
    expect(await agent.approveEasyPay({ txId: tx(), amount: 1_000, vat: 91, barcode: '281012345678900002' })).toMatchObject({ kind: 'declined', code: '7102' });
    expect(await agent.approveEasyPay({ txId: tx(), amount: 1_000, vat: 91, barcode: '880123456789' })).toMatchObject({ kind: 'declined', code: '7101' });
  });

  it('issues and cancels a 현금영수증, masking the identity in its ledger', async () => {
    const issued = await agent.issueCashReceipt({ txId: tx(), amount: 11_000, vat: 1_000, identity: '01012345678', purpose: 'income' });
    if (issued.kind !== 'approved') throw new Error(issued.kind);
    const entry = standin.ledger.cashReceiptByNo(issued.approval.approvalNo);
    expect(entry).toMatchObject({ identity: '010****5678', purpose: 'income', amount: 11_000 });
    const kstDate = new Date(Date.parse(issued.approval.approvedAt) + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
    const cancelled = await agent.cancelCashReceipt({ txId: tx(), amount: 11_000, vat: 1_000, identity: '01012345678', purpose: 'income', originalApprovalNo: issued.approval.approvalNo, originalDate: kstDate });
    expect(cancelled.kind).toBe('approved');
    expect(standin.ledger.cashReceiptCancelled(issued.approval.approvalNo)).toBe(true);
    expect(readFileSync(join(dir, 'ledger.jsonl'), 'utf8')).not.toContain('01012345678');
  });

  it('answers status with the merchant number and TID', async () => {
    expect(await agent.status()).toMatchObject({ kind: 'approved', approval: { merchantNo: '00987654321', tid: '1234567890' } });
  });

  it('keeps its ledger across a restart', async () => {
    const before = standin.ledger.summary();
    await standin.close();
    standin = await startVanStandin({ port: standin.port, ledgerFile: join(dir, 'ledger.jsonl'), readerDelayMs: 20 });
    expect(standin.ledger.summary()).toEqual(before);
  });
});
