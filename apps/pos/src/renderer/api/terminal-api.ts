// The one API object the screens use: Electron's preload bridge when present, otherwise the HTTP /
// WebSocket client of the Node host. `call` unwraps the result for react-query, throwing an
// ApiError that carries the code and the Korean message to show.
import type { IpcArgs, IpcValue, TerminalApi } from '../../shared/ipc.ts';
import type { IpcChannel } from '../../shared/ipc-channels.ts';
import type { WireErrorBody } from '../../shared/result.ts';
import { createHttpApi } from './http-api.ts';
import { useSessionStore } from '../stores/session-store.ts';

declare global {
  interface Window {
    /** Set by the Electron preload (contextBridge). */
    readonly courtside?: TerminalApi;
  }
}

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** On APPROVAL_* refusals: the action an admin's approval must be for (issue 28). */
    readonly action?: WireErrorBody['action'],
  ) {
    super(message);
  }
}

export const api: TerminalApi = window.courtside ?? createHttpApi();

export async function call<C extends IpcChannel>(channel: C, args: IpcArgs<C>): Promise<IpcValue<C>> {
  const result = await api.invoke(channel, args);
  if (!result.ok) {
    // The screen idled past the lock time on the terminal's side: show the lock screen.
    if (result.error.code === 'AUTH_LOCKED') useSessionStore.getState().lock();
    throw new ApiError(result.error.code, result.error.message, result.error.action);
  }
  return result.value;
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return '처리하지 못했습니다. 다시 시도하세요.';
}
