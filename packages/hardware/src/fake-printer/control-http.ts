// An HTTP API beside the fake printer, so browser tests and demos can script its state and read
// what it printed without sharing its process:
//   GET    /state          → { state }
//   PUT    /state          { state } → { state }       (online, paper-near-end, paper-out, cover-open, offline)
//   GET    /jobs           → { jobs: [{ id, receivedAt, state, byteCount, koreanMode, lines }] }
//   GET    /jobs/last      → the last job with its decoded commands (404 when none)
//   DELETE /jobs           → 204, forgets every job
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJsonBody, sendJson as send, startControlServer, type ControlServer } from '../control-server.ts';
import type { FakePrinter, FakePrinterJob } from './server.ts';
import { FAKE_PRINTER_STATES, isFakePrinterState } from './state.ts';

export type FakePrinterControl = ControlServer;

const summary = ({ commands: _commands, ...job }: FakePrinterJob): Omit<FakePrinterJob, 'commands'> => job;

async function handle(printer: FakePrinter, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://fake-printer').pathname;
  const route = `${request.method ?? 'GET'} ${path}`;
  if (route === 'GET /state') return send(response, 200, { state: printer.state });
  if (route === 'PUT /state') {
    const { state } = await readJsonBody(request);
    if (!isFakePrinterState(state)) {
      return send(response, 400, { code: 'FAKE_PRINTER_STATE_INVALID', message: `프린터 상태는 ${FAKE_PRINTER_STATES.join(', ')} 중 하나여야 합니다.` });
    }
    printer.setState(state);
    return send(response, 200, { state });
  }
  if (route === 'GET /jobs') return send(response, 200, { jobs: printer.jobs().map(summary) });
  if (route === 'GET /jobs/last') {
    const job = printer.lastJob();
    return job ? send(response, 200, job) : send(response, 404, { code: 'FAKE_PRINTER_NO_JOB', message: '아직 인쇄된 작업이 없습니다.' });
  }
  if (route === 'DELETE /jobs') {
    printer.clear();
    return send(response, 204);
  }
  return send(response, 404, { code: 'NOT_FOUND', message: '없는 경로입니다.' });
}

export function startFakePrinterControl(printer: FakePrinter, options: { readonly host?: string; readonly port?: number } = {}): Promise<FakePrinterControl> {
  return startControlServer((request, response) => handle(printer, request, response), { host: options.host ?? printer.host, port: options.port ?? printer.port + 1 });
}
