import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  ETX,
  FS,
  FrameReader,
  STX,
  approvalFromReply,
  decodeReplyOrProgress,
  decodeRequest,
  encodeProgress,
  encodeReply,
  encodeRequest,
  frame,
  isMaskedCardNo,
  isoFromKstStamp,
  kstStamp,
} from './van-codec.ts';
import type { VanReplyMessage, VanRequestMessage } from './van-codec.ts';

const request: VanRequestMessage = {
  type: 'D1',
  txId: '0190e1a2-7b3c-7def-8000-000000000001',
  tid: '1234567890',
  amount: 56_000,
  vat: 5_091,
  installmentMonths: 3,
  code: '',
  purpose: null,
  originalApprovalNo: '',
  originalDate: '',
};

const reply: VanReplyMessage = {
  type: 'D1',
  txId: request.txId,
  resultCode: '0000',
  message: '정상 승인',
  approvalNo: '30000001',
  approvedAt: '20260305143015',
  issuer: '신한카드',
  acquirer: 'KB국민카드',
  maskedCardNo: '9410-00**-****-0001',
  merchantNo: '00987654321',
  tid: '1234567890',
  amount: 56_000,
  installmentMonths: 3,
  provider: null,
  signed: true,
};

/** The frame's body fields as text, to see the layout byte for byte. */
function fieldsOf(bytes: Uint8Array): string[] {
  const events = new FrameReader().push(bytes);
  const first = events[0];
  if (first?.kind !== 'frame') throw new Error('no frame');
  return iconv.decode(Buffer.from(first.body), 'euc-kr').split(String.fromCharCode(FS));
}

describe('frame', () => {
  it('is STX, four length digits, the body, ETX and an XOR check', () => {
    const bytes = frame(Uint8Array.from([0x41, 0x42]));
    expect(Array.from(bytes)).toEqual([STX, 0x30, 0x30, 0x30, 0x32, 0x41, 0x42, ETX, 0x30 ^ 0x30 ^ 0x30 ^ 0x32 ^ 0x41 ^ 0x42 ^ ETX]);
  });
  it('refuses an empty or oversized body', () => {
    expect(() => frame(new Uint8Array(0))).toThrow();
    expect(() => frame(new Uint8Array(4097))).toThrow();
  });
});

describe('request', () => {
  it('puts every field in its place', () => {
    expect(fieldsOf(encodeRequest(request))).toEqual(['D1', request.txId, '56000', '5091', '03', '', '', '', '', '1234567890']);
    const receipt = encodeRequest({ ...request, type: 'H1', installmentMonths: 0, code: '01012345678', purpose: 'expense' });
    expect(fieldsOf(receipt).slice(4, 7)).toEqual(['00', '01012345678', '1']);
    const cancel = encodeRequest({ ...request, type: 'D2', originalApprovalNo: '30000001', originalDate: '20260305' });
    expect(fieldsOf(cancel).slice(7, 9)).toEqual(['30000001', '20260305']);
  });
  it('reads back what it wrote', () => {
    for (const message of [request, { ...request, type: 'H1' as const, code: '1234567890', purpose: 'income' as const }, { ...request, type: 'K1' as const, code: '281012345678901234' }]) {
      const events = new FrameReader().push(encodeRequest(message));
      expect(events[0]?.kind).toBe('frame');
      if (events[0]?.kind === 'frame') expect(decodeRequest(events[0].body)).toEqual(message);
    }
  });
  it('refuses values it cannot send', () => {
    expect(() => encodeRequest({ ...request, txId: 'short' })).toThrow(/txId/);
    expect(() => encodeRequest({ ...request, amount: -1 })).toThrow(/amount/);
    expect(() => encodeRequest({ ...request, amount: 1.5 })).toThrow(/amount/);
    expect(() => encodeRequest({ ...request, installmentMonths: 37 })).toThrow(/installment/);
    expect(() => encodeRequest({ ...request, code: `a${String.fromCharCode(FS)}b` })).toThrow(/control/);
  });
  it('refuses a request body with the wrong fields', () => {
    const body = (text: string) => iconv.encode(text, 'euc-kr');
    expect(() => decodeRequest(body('D1'))).toThrow(/fields/);
    expect(() => decodeRequest(body(['X9', request.txId, '1', '0', '00', '', '', '', '', ''].join('\x1c')))).toThrow(/type/);
    expect(() => decodeRequest(body(['D1', request.txId, '1a', '0', '00', '', '', '', '', ''].join('\x1c')))).toThrow(/amount/);
    expect(() => decodeRequest(body(['D1', request.txId, '1', '0', '0', '', '', '', '', ''].join('\x1c')))).toThrow(/installment/);
    expect(() => decodeRequest(body(['D1', request.txId, '1', '0', '00', '', '7', '', '', ''].join('\x1c')))).toThrow(/purpose/);
  });
});

describe('reply', () => {
  it('puts every field in its place, Korean in EUC-KR', () => {
    const bytes = encodeReply(reply);
    expect(fieldsOf(bytes)).toEqual(['D1', reply.txId, '0000', '정상 승인', '30000001', '20260305143015', '신한카드', 'KB국민카드', '9410-00**-****-0001', '00987654321', '1234567890', '56000', '03', '', 'Y']);
    // 신 is B1C5 in EUC-KR: two bytes, not UTF-8's three.
    expect(Buffer.from(bytes).includes(Buffer.from([0xbd, 0xc5]))).toBe(true);
  });
  it('reads back every field, with a provider for 간편결제', () => {
    const easy = { ...reply, type: 'K1' as const, provider: 'kakaopay' as const, maskedCardNo: '', signed: false };
    for (const message of [reply, easy]) {
      const events = new FrameReader().push(encodeReply(message));
      if (events[0]?.kind !== 'frame') throw new Error('no frame');
      expect(decodeReplyOrProgress(events[0].body)).toEqual(message);
    }
  });
  it('turns an approval into an instant in UTC and keeps the masked number', () => {
    expect(approvalFromReply(reply)).toMatchObject({ approvedAt: '2026-03-05T05:30:15.000Z', maskedCardNo: '9410-00**-****-0001', installmentMonths: 3, signed: true });
  });
  it('reads progress frames', () => {
    const events = new FrameReader().push(encodeProgress({ type: 'PG', txId: reply.txId, message: '카드를 읽고 있습니다' }));
    if (events[0]?.kind !== 'frame') throw new Error('no frame');
    expect(decodeReplyOrProgress(events[0].body)).toEqual({ type: 'PG', txId: reply.txId, message: '카드를 읽고 있습니다' });
  });
  it('refuses a reply that carries a full card number', () => {
    const first = new FrameReader().push(encodeReply({ ...reply, maskedCardNo: '9410000000000001' }))[0];
    if (first?.kind !== 'frame') throw new Error('no frame');
    expect(() => decodeReplyOrProgress(first.body)).toThrow(/masked/);
    expect(isMaskedCardNo('9410-00**-****-0001')).toBe(true);
    expect(isMaskedCardNo('9410-0012-3456-0001')).toBe(false);
    expect(isMaskedCardNo('')).toBe(true);
  });
  it('refuses approvals without a number or time, and unknown values', () => {
    const bad = (patch: Partial<VanReplyMessage> | ((fields: string[]) => string[])) => {
      const bytes = typeof patch === 'function' ? frame(iconv.encode(patch(fieldsOf(encodeReply(reply))).join('\x1c'), 'euc-kr')) : encodeReply({ ...reply, ...patch });
      const first = new FrameReader().push(bytes)[0];
      if (first?.kind !== 'frame') throw new Error('no frame');
      return () => decodeReplyOrProgress(first.body);
    };
    expect(bad({ approvalNo: '' })).toThrow(/approvalNo/);
    expect(bad({ approvedAt: '2026' })).toThrow(/approvedAt/);
    expect(bad({ resultCode: '00' })).toThrow(/resultCode/);
    expect(bad((f) => f.slice(0, 10))).toThrow(/fields/);
    expect(bad((f) => [...f.slice(0, 13), 'paypal', 'N'])).toThrow(/provider/);
    expect(bad((f) => [...f.slice(0, 14), 'X'])).toThrow(/signed/);
    expect(bad((f) => [...f.slice(0, 12), '1', ...f.slice(13)])).toThrow(/installment/);
    expect(bad((f) => ['ZZ', ...f.slice(1)])).toThrow(/type/);
    // A declined reply needs no approval number.
    expect(bad({ resultCode: '7001', approvalNo: '', approvedAt: '' })()).toMatchObject({ resultCode: '7001' });
  });
  it('refuses bytes that are not EUC-KR', () => {
    expect(() => decodeReplyOrProgress(frame(Uint8Array.from([0xff, 0xfe, 0x41])))).toThrow(/EUC-KR/);
  });
});

describe('FrameReader', () => {
  it('joins frames cut into pieces and splits frames sent together', () => {
    const one = encodeReply(reply);
    const two = encodeProgress({ type: 'PG', txId: reply.txId, message: '승인 요청 중입니다' });
    const all = Buffer.concat([two, one]);
    const reader = new FrameReader();
    const events = [];
    for (let i = 0; i < all.length; i += 3) events.push(...reader.push(all.subarray(i, i + 3)));
    expect(events.map((e) => e.kind)).toEqual(['frame', 'frame']);
  });
  it('reports each kind of broken framing once and then stops', () => {
    const good = encodeReply(reply);
    const cases: [Uint8Array, RegExp][] = [
      [Uint8Array.from([0x41, ...good]), /STX/],
      [Uint8Array.from([STX, 0x30, 0x30, 0x3a, 0x31, 0x41]), /digits/],
      [Uint8Array.from([STX, 0x30, 0x30, 0x30, 0x30]), /length 0/],
      [Uint8Array.from([STX, 0x39, 0x39, 0x39, 0x39]), /length 9999/],
      [Uint8Array.from([STX, 0x30, 0x30, 0x30, 0x31, 0x41, 0x04, 0x00]), /ETX/],
      [Uint8Array.from([...good.subarray(0, good.length - 1), (good[good.length - 1] ?? 0) ^ 1]), /LRC/],
    ];
    for (const [bytes, detail] of cases) {
      const reader = new FrameReader();
      const events = reader.push(bytes);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ kind: 'error' });
      expect(events[0]?.kind === 'error' ? events[0].detail : '').toMatch(detail);
      expect(reader.push(good)).toEqual([]);
    }
  });
});

describe('KST stamps', () => {
  it('round-trips', () => {
    const at = Date.parse('2026-03-04T15:30:15Z');
    expect(kstStamp(at)).toBe('20260305003015');
    expect(isoFromKstStamp('20260305003015')).toBe('2026-03-04T15:30:15.000Z');
    expect(() => isoFromKstStamp('2026')).toThrow();
  });
});
