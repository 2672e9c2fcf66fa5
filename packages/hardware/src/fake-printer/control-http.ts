// An HTTP API beside the fake printer, so browser tests and demos can script its state and read
// what it printed without sharing its process:
//   GET    /state          → { state }
//   PUT    /state          { state } → { state }       (online, paper-near-end, paper-out, cover-open, offline)
//   GET    /jobs           → { jobs: [{ id, receivedAt, state, byteCount, koreanMode, lines }] }
//   GET    /jobs/last      → the last job with its decoded commands (404 when none)
//   DELETE /jobs           → 204, forgets every job
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakePrinter, FakePrinterJob } from './server.ts';
import { FAKE_PRINTER_STATES, isFakePrinterState } from './state.ts';

export interface FakePrinterControl {
  readonly port: number;
  close(): Promise<void>;
}

const MAX_BODY = 4096;

function send(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': 'content-type',
  });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY) reject(new Error('body too large'));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

const summary = ({ commands: _commands, ...job }: FakePrinterJob): Omit<FakePrinterJob, 'commands'> => job;

async function handle(printer: FakePrinter, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://fake-printer').pathname;
  const route = `${request.method ?? 'GET'} ${path}`;
  if (request.method === 'OPTIONS') return send(response, 204);
  if (route === 'GET /state') return send(response, 200, { state: printer.state });
  if (route === 'PUT /state') {
    let state: unknown;
    try {
      state = (JSON.parse(await readBody(request)) as { state?: unknown }).state;
    } catch {
      state = undefined;
    }
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

export async function startFakePrinterControl(printer: FakePrinter, options: { readonly host?: string; readonly port?: number } = {}): Promise<FakePrinterControl> {
  const server = createServer((request, response) => {
    handle(printer, request, response).catch(() => send(response, 400, { code: 'BAD_REQUEST', message: '요청을 읽을 수 없습니다.' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? printer.port + 1, options.host ?? printer.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
