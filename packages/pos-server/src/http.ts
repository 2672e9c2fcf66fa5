// The /api/pos/* routes as one web-standard handler (Request → Response), routed by core's contract
// (POS_ROUTES): the terminal key, then (for screens a person uses) the staff session and the role's
// permission, then the path, query and body parsed with the route's schemas; refusals answer
// `{code, message}` with their 4xx. Next's app/api/pos route and the test harness both serve it.
import { INVALID_JSON_MESSAGE, parseJsonText, parseRouteInput, readCappedBytes, type RouteInputResult } from '@courtside/core/security';
import {
  POS_BODY_LIMIT,
  POS_ROUTES,
  POS_STAFF_AUTH_HEADER,
  POS_TERMINAL_KEY_HEADER,
  matchPosRoute,
  parsePosReply,
  posRoleAllows,
  readPosBearer,
  type PosRouteKey,
} from '@courtside/core/pos';
import { messageFor } from '@courtside/core/errors';
import type { z } from 'zod';
import { authenticateStaff, authenticateTerminal } from './auth';
import { isStatusReply, type PosCall } from './call';
import type { PosDeps } from './deps';
import { PosRouteError, posError } from './errors';
import { POS_HANDLERS } from './routes';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function refusal(error: PosRouteError): Response {
  return json(error.status, { code: error.code, message: error.message });
}

function checked<T>(result: RouteInputResult<T>): T {
  if (!result.ok) throw new PosRouteError(result.status, result.code, result.message);
  return result.data;
}

/** The body's text, refused with 413 once it passes the limit (up front by Content-Length, and while streaming). */
async function readText(request: Request): Promise<string> {
  const bytes = await readCappedBytes(request, POS_BODY_LIMIT);
  if (!bytes) throw new PosRouteError(413, 'BODY_TOO_LARGE', messageFor('BODY_TOO_LARGE'));
  return new TextDecoder().decode(bytes);
}

async function readBody(request: Request, schema: z.ZodType): Promise<unknown> {
  const parsed = parseJsonText(await readText(request));
  if (!parsed.ok) throw new PosRouteError(400, 'INVALID_JSON', INVALID_JSON_MESSAGE);
  return checked(parseRouteInput(schema, parsed.value, '본문'));
}

/** A handler answered a body its route's reply schema refuses: the server and the contract drifted apart. */
export class PosReplyMismatchError extends Error {
  constructor(
    readonly route: PosRouteKey,
    readonly fields: string,
  ) {
    super(`${route}: 응답이 계약(POS_ROUTES)의 응답 스키마와 다릅니다 (${fields}).`);
  }
}

export interface PosHandlerOptions {
  /**
   * Check every reply against its route's reply schema before it is sent (the test harness turns
   * it on, so every server test fails on a drift); a mismatch is reported to onError and answers 500.
   */
  readonly checkReplies?: boolean;
}

function checkedReply(key: PosRouteKey, body: unknown, check: boolean): unknown {
  if (!check) return body;
  // Checked as the terminal receives it: after the trip through JSON.
  const reply = parsePosReply(key, body === undefined ? undefined : JSON.parse(JSON.stringify(body)));
  if (!reply.ok) throw new PosReplyMismatchError(key, reply.fields);
  return body;
}

async function run(deps: PosDeps, request: Request, key: PosRouteKey, params: Record<string, string>, checkReplies: boolean, client: string): Promise<Response> {
  const spec = POS_ROUTES[key];
  const call = { deps, params, client } as PosCall;
  if (spec.auth !== 'none') {
    call.terminal = await authenticateTerminal(deps, request.headers.get(POS_TERMINAL_KEY_HEADER));
    if (spec.auth === 'staff') {
      const token = readPosBearer(request.headers.get(POS_STAFF_AUTH_HEADER));
      call.staff = await authenticateStaff(deps, call.terminal, token);
      call.token = token ?? '';
      if ('permission' in spec && !posRoleAllows(call.staff.role, spec.permission)) throw posError('POS_FORBIDDEN');
    }
  }
  const input = call as { query?: unknown; body?: unknown };
  if ('query' in spec) input.query = checked(parseRouteInput(spec.query, Object.fromEntries(new URL(request.url).searchParams)));
  if ('body' in spec) input.body = await readBody(request, spec.body);
  const result = await (POS_HANDLERS[key] as (call: PosCall) => Promise<unknown>)(call);
  const status = 'status' in spec ? spec.status : 200;
  if (status === 204) return new Response(null, { status: 204 });
  if (isStatusReply(result)) return json(result.status, checkedReply(key, result.body, checkReplies));
  return json(status, checkedReply(key, result, checkReplies));
}

/**
 * The handler for every /api/pos/* request: `deps` is asked for on each request (the app opens its
 * database lazily; a failure answers 503-class errors like any other thrown error: logged, 500).
 */
export function createPosHandler(deps: () => Promise<PosDeps>, onError: (error: unknown) => void = (error) => console.error('[pos api]', error), options: PosHandlerOptions = {}) {
  const checkReplies = options.checkReplies ?? false;
  /** `context.client`: the client's address as the serving app knows it (per-client limits); 'unknown' when not given. */
  return async (request: Request, context: { client?: string } = {}): Promise<Response> => {
    const match = matchPosRoute(request.method.toUpperCase(), new URL(request.url).pathname);
    if (match.route === null) return json(match.pathKnown ? 405 : 404, { code: 'NOT_FOUND', message: '없는 경로입니다.' });
    try {
      return await run(await deps(), request, match.route, match.params, checkReplies, context.client ?? 'unknown');
    } catch (error) {
      if (error instanceof PosRouteError) return refusal(error);
      onError(error);
      return json(500, { code: 'exceptions', message: messageFor('exceptions') });
    }
  };
}
