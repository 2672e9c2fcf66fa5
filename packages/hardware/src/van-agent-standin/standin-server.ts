// The VAN agent stand-in: a TCP server speaking this package's framed messages (the same as the
// TCP adapter sends), with real state — its ledger — and switches for the faults a counter meets:
// no reply, a slow reply, a garbled reply, a line dropped before the request is served. It serves one
// request at a time like a real agent; a request arriving meanwhile is answered "busy".
import { createServer } from 'node:net';
import type { Socket } from 'node:net';
import { listenOn } from '../control-server.ts';
import { FrameReader, VAN_MESSAGE_TYPES, decodeRequest, encodeProgress, encodeReply } from '../van/van-codec.ts';
import type { VanRequestMessage } from '../van/van-codec.ts';
import { RESULT_BUSY } from '../van/van-codec.ts';
import { openVanLedger } from './ledger.ts';
import type { VanLedger } from './ledger.ts';
import { applyRequest } from './standin-rules.ts';
import { DEFAULT_TEST_CARD } from './test-media.ts';

export const STANDIN_FAULTS = ['none', 'no-reply', 'slow', 'garbled', 'drop'] as const;
export type StandinFault = (typeof STANDIN_FAULTS)[number];

export interface VanStandinOptions {
  readonly host?: string;
  /** 0 picks a free port (tests). */
  readonly port?: number;
  /** The ledger file; null keeps it in memory. */
  readonly ledgerFile: string | null;
  readonly merchantNo?: string;
  /** How long the "reader" takes for a card or barcode (progress frames go out meanwhile). */
  readonly readerDelayMs?: number;
  readonly now?: () => number;
}

export interface VanStandinState {
  readonly card: string;
  readonly fault: StandinFault;
  readonly slowMs: number;
  readonly readerDelayMs: number;
}

export interface VanStandin {
  readonly host: string;
  readonly port: number;
  readonly ledger: VanLedger;
  state(): VanStandinState;
  setCard(cardNo: string): void;
  setFault(fault: StandinFault, slowMs?: number): void;
  setReaderDelay(ms: number): void;
  /** Requests received, in order (type and txId), for tests. */
  requests(): readonly { readonly type: string; readonly txId: string }[];
  close(): Promise<void>;
}

export const DEFAULT_MERCHANT_NO = '00987654321';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startVanStandin(options: VanStandinOptions): Promise<VanStandin> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? Date.now;
  const ledger = openVanLedger(options.ledgerFile);
  const identity = { merchantNo: options.merchantNo ?? DEFAULT_MERCHANT_NO };
  let card = DEFAULT_TEST_CARD;
  let fault: StandinFault = 'none';
  let slowMs = 5_000;
  let readerDelayMs = options.readerDelayMs ?? 400;
  let serving = false;
  const seen: { type: string; txId: string }[] = [];
  const sockets = new Set<Socket>();

  async function serve(socket: Socket, request: VanRequestMessage): Promise<void> {
    seen.push({ type: request.type, txId: request.txId });
    if (fault === 'drop') {
      socket.destroy();
      return;
    }
    if (serving) {
      const busy = applyRequest({ ...request, type: VAN_MESSAGE_TYPES.status }, { ledger, identity, card, now: now() }).reply;
      socket.write(encodeReply({ ...busy, type: request.type, resultCode: RESULT_BUSY, message: '다른 거래를 처리 중입니다', approvalNo: '', approvedAt: '' }));
      return;
    }
    serving = true;
    try {
      const needsReader = request.type === VAN_MESSAGE_TYPES.cardApprove || request.type === VAN_MESSAGE_TYPES.easyPay;
      if (needsReader && readerDelayMs > 0) {
        const text = request.type === VAN_MESSAGE_TYPES.cardApprove ? '카드를 읽고 있습니다' : '바코드를 확인하고 있습니다';
        socket.write(encodeProgress({ type: 'PG', txId: request.txId, message: text }));
        await sleep(readerDelayMs / 2);
        if (!socket.destroyed) socket.write(encodeProgress({ type: 'PG', txId: request.txId, message: '승인 요청 중입니다' }));
        await sleep(readerDelayMs / 2);
      }
      // The network acts (and the ledger is on disk) before anything is said back.
      const result = applyRequest(request, { ledger, identity, card, now: now() });
      if (result.delivery === 'close') {
        socket.destroy();
        return;
      }
      const bytes = encodeReply(result.reply);
      if (fault === 'no-reply') return;
      if (fault === 'garbled') {
        const broken = Uint8Array.from(bytes);
        broken[broken.length - 1] = (broken[broken.length - 1] ?? 0) ^ 0x5a;
        broken[8] = 0x3f;
        socket.write(broken);
        return;
      }
      if (fault === 'slow') await sleep(slowMs);
      if (!socket.destroyed) socket.write(bytes);
    } finally {
      serving = false;
    }
  }

  const server = createServer((socket) => {
    sockets.add(socket);
    const reader = new FrameReader();
    socket.on('data', (chunk: Buffer) => {
      for (const event of reader.push(chunk)) {
        if (event.kind === 'error') {
          socket.destroy();
          return;
        }
        let request: VanRequestMessage;
        try {
          request = decodeRequest(event.body);
        } catch {
          socket.destroy();
          return;
        }
        void serve(socket, request).catch(() => socket.destroy());
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });

  const port = await listenOn(server, options.port ?? 9300, host);

  return {
    host,
    port,
    ledger,
    state: () => ({ card, fault, slowMs, readerDelayMs }),
    setCard(cardNo) {
      card = cardNo;
    },
    setFault(next, ms) {
      fault = next;
      if (ms !== undefined) slowMs = ms;
    },
    setReaderDelay(ms) {
      readerDelayMs = ms;
    },
    requests: () => [...seen],
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) =>
        server.close(() => {
          ledger.close();
          resolve();
        }),
      );
    },
  };
}
