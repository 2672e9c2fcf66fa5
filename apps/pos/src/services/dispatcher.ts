// The one entry point for every call from a screen, used by Electron's ipcMain and by the Node host:
// the channel must be in the map, the payload must parse, the signed-in staff must hold the
// permission, and the handler's answer must match the result schema. Whatever happens, the caller
// gets `{ ok, value }` or `{ ok: false, error: { code, message } }`.
import { isCourtsideError } from '@courtside/core/errors';
import { ipcMap } from '../shared/ipc.ts';
import type { IpcParsedArgs, IpcValue } from '../shared/ipc.ts';
import { isIpcChannel } from '../shared/ipc-channels.ts';
import type { IpcChannel } from '../shared/ipc-channels.ts';
import { roleAllows } from '../shared/permissions.ts';
import { errResult, okResult } from '../shared/result.ts';
import type { IpcResult, WireErrorBody } from '../shared/result.ts';
import { DEFAULT_SCREEN } from './staff/staff-auth.ts';
import type { ScreenSessionState, StaffSession } from './staff/staff-auth.ts';
import { TerminalError, terminalErrorMessage } from './terminal-error.ts';

export interface HandlerContext {
  readonly session: StaffSession | null;
  /** The calling screen (Electron window or browser tab): sessions are per screen. */
  readonly screen: string;
}

export interface SignedInContext {
  readonly session: StaffSession;
}

export type Handlers = {
  [C in IpcChannel]: (args: IpcParsedArgs<C>, ctx: HandlerContext) => Promise<IpcValue<C>>;
};

export type Dispatch = (channel: unknown, args: unknown, screen?: string) => Promise<IpcResult<unknown>>;

export interface SessionSource {
  state(screen: string): ScreenSessionState;
  touch(screen: string): void;
}

/** The action an APPROVAL_* refusal names, for the screen's approval dialog (nothing else of an error's details leaves the host). */
function approvalActionOf(code: string, details: Readonly<Record<string, unknown>>): WireErrorBody['action'] {
  if (!code.startsWith('APPROVAL_')) return undefined;
  const action = details['action'] as WireErrorBody['action'] | undefined;
  return action && typeof action.kind === 'string' && typeof action.subject === 'string' && typeof action.amount === 'number' ? { kind: action.kind, subject: action.subject, amount: action.amount } : undefined;
}

export function requireSession(ctx: HandlerContext): StaffSession {
  if (!ctx.session) throw new TerminalError('AUTH_REQUIRED');
  return ctx.session;
}

export function createDispatcher(handlers: Handlers, sessions: SessionSource, log: (message: string, error: unknown) => void = () => undefined): Dispatch {
  return async (channel, rawArgs, screen = DEFAULT_SCREEN) => {
    if (!isIpcChannel(channel)) return errResult('IPC_UNKNOWN_CHANNEL', terminalErrorMessage('IPC_UNKNOWN_CHANNEL'));
    const spec = ipcMap[channel];
    const parsed = spec.args.safeParse(rawArgs ?? {});
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.join('.') ?? '';
      return errResult('IPC_INVALID_ARGS', where ? `${terminalErrorMessage('IPC_INVALID_ARGS')} (${where})` : terminalErrorMessage('IPC_INVALID_ARGS'));
    }
    const state = sessions.state(screen);
    const session = state.locked ? null : state.session;
    if (spec.permission !== 'public') {
      if (state.locked) return errResult('AUTH_LOCKED', terminalErrorMessage('AUTH_LOCKED'));
      if (!session) return errResult('AUTH_REQUIRED', terminalErrorMessage('AUTH_REQUIRED'));
      sessions.touch(screen);
      if (spec.permission !== 'session' && !roleAllows(session.role, spec.permission)) return errResult('AUTH_FORBIDDEN', terminalErrorMessage('AUTH_FORBIDDEN'));
    }
    try {
      const handler = handlers[channel] as (args: unknown, ctx: HandlerContext) => Promise<unknown>;
      const value = await handler(parsed.data, { session, screen });
      const checked = spec.result.safeParse(value);
      if (!checked.success) {
        log(`result of ${channel} does not match its schema`, checked.error);
        return errResult('IPC_INVALID_RESULT', terminalErrorMessage('IPC_INVALID_RESULT'));
      }
      return okResult(checked.data);
    } catch (error) {
      if (isCourtsideError(error)) return errResult(error.code, error.message, approvalActionOf(error.code, error.details));
      log(`handler ${channel} failed`, error);
      return errResult('INTERNAL', terminalErrorMessage('INTERNAL'));
    }
  };
}
