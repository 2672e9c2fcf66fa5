// An HTTP API beside the VAN agent stand-in, so browser tests and demos can choose the inserted card,
// switch faults and read the ledger without sharing its process:
//   GET  /state                  → { card, fault, slowMs, readerDelayMs, cards }
//   PUT  /card    { cardNo }     → the card the next approval reads (a test card from the README)
//   PUT  /fault   { fault, slowMs? }  none | no-reply | slow | garbled | drop
//   PUT  /reader-delay { ms }
//   GET  /ledger                 → { entries, summary }
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJsonBody as readJson, sendJson as send, startControlServer, type ControlServer } from '../control-server.ts';
import type { VanStandin } from './standin-server.ts';
import { STANDIN_FAULTS } from './standin-server.ts';
import type { StandinFault } from './standin-server.ts';
import { TEST_CARDS, findTestCard } from './test-media.ts';

export type VanStandinControl = ControlServer;

const invalid = (response: ServerResponse, message: string) => send(response, 400, { code: 'VAN_STANDIN_INPUT_INVALID', message });

async function handle(standin: VanStandin, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://van-agent').pathname;
  const route = `${request.method ?? 'GET'} ${path}`;
  if (route === 'GET /state') return send(response, 200, { ...standin.state(), cards: TEST_CARDS });
  if (route === 'GET /ledger') return send(response, 200, { entries: standin.ledger.entries(), summary: standin.ledger.summary() });
  if (route === 'PUT /card') {
    const { cardNo } = await readJson(request);
    if (typeof cardNo !== 'string' || !findTestCard(cardNo)) return invalid(response, `테스트 카드 번호가 아닙니다. 사용할 수 있는 카드: ${TEST_CARDS.map((c) => c.cardNo).join(', ')}`);
    standin.setCard(cardNo);
    return send(response, 200, standin.state());
  }
  if (route === 'PUT /fault') {
    const { fault, slowMs } = await readJson(request);
    if (!(STANDIN_FAULTS as readonly unknown[]).includes(fault)) return invalid(response, `장애 모드는 ${STANDIN_FAULTS.join(', ')} 중 하나여야 합니다.`);
    if (slowMs !== undefined && (typeof slowMs !== 'number' || !Number.isInteger(slowMs) || slowMs < 0 || slowMs > 600_000)) return invalid(response, '지연 시간(ms)은 0~600000 사이의 정수여야 합니다.');
    standin.setFault(fault as StandinFault, slowMs as number | undefined);
    return send(response, 200, standin.state());
  }
  if (route === 'PUT /reader-delay') {
    const { ms } = await readJson(request);
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > 60_000) return invalid(response, '단말기 지연 시간(ms)은 0~60000 사이의 정수여야 합니다.');
    standin.setReaderDelay(ms);
    return send(response, 200, standin.state());
  }
  return send(response, 404, { code: 'NOT_FOUND', message: '없는 경로입니다.' });
}

export function startVanStandinControl(standin: VanStandin, options: { readonly host?: string; readonly port?: number } = {}): Promise<VanStandinControl> {
  return startControlServer((request, response) => handle(standin, request, response), { host: options.host ?? standin.host, port: options.port ?? standin.port + 1 });
}
