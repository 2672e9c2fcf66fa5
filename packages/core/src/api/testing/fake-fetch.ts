// An in-memory `fetch` for tests of code that takes a FetchLike: it records every request and
// answers from a queue of scripted replies (or a default), so tests see exactly what went on the wire.
import type { FetchLike, HttpMethod, RequestBodyLike, ResponseLike } from '../fetch-types.ts';

export interface RecordedRequest {
  url: string;
  method: HttpMethod;
  /** The part of the URL before `?`. */
  path: string;
  /** The query with its `?`, or `''`. */
  query: string;
  headers: Record<string, string>;
  body: RequestBodyLike | undefined;
}

export type FakeReply =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; text: string; headers?: Record<string, string> }
  /** The fetch itself rejects, as on a refused connection. */
  | { networkError: Error }
  /** Headers arrive, then reading the body fails. */
  | { status?: number; bodyError: Error };

export interface FakeFetch {
  fetch: FetchLike;
  requests: RecordedRequest[];
  /** Queues replies, answered in order; once empty, every call gets the default reply. */
  reply(...replies: FakeReply[]): void;
  /** The only request made so far; fails the test when there were none or several. */
  single(): RecordedRequest;
  /** The JSON body of a request, parsed. */
  jsonBody(request: RecordedRequest): unknown;
}

export function createFakeFetch(defaultReply: FakeReply = { status: 204, text: '' }): FakeFetch {
  const requests: RecordedRequest[] = [];
  const queue: FakeReply[] = [];

  const fetch: FetchLike = async (url, init) => {
    const cut = url.indexOf('?');
    requests.push({
      url,
      method: init.method,
      path: cut === -1 ? url : url.slice(0, cut),
      query: cut === -1 ? '' : url.slice(cut),
      headers: { ...init.headers },
      body: init.body,
    });
    const reply = queue.shift() ?? defaultReply;
    if ('networkError' in reply) throw reply.networkError;
    return toResponse(reply);
  };

  return {
    fetch,
    requests,
    reply: (...replies) => {
      queue.push(...replies);
    },
    single: () => {
      if (requests.length !== 1) throw new Error(`expected one request, saw ${requests.length}`);
      return requests[0] as RecordedRequest;
    },
    jsonBody: (request) => {
      if (typeof request.body !== 'string') throw new Error('request has no JSON body');
      return JSON.parse(request.body) as unknown;
    },
  };
}

function toResponse(reply: Exclude<FakeReply, { networkError: Error }>): ResponseLike {
  const status = reply.status ?? 200;
  const headers = 'headers' in reply && reply.headers ? reply.headers : {};
  const lowered = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name) => lowered[name.toLowerCase()] ?? null },
    text: async () => {
      if ('bodyError' in reply) throw reply.bodyError;
      return 'json' in reply ? JSON.stringify(reply.json) : reply.text;
    },
  };
}
