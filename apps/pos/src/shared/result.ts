// What crosses every process or network boundary of the terminal: a value or a coded error with its
// Korean message, never a thrown class.

export interface WireErrorBody {
  readonly code: string;
  readonly message: string;
  /** Only on APPROVAL_* refusals (issue 28): the action an admin's approval must be for. */
  readonly action?: { readonly kind: string; readonly subject: string; readonly amount: number };
}

export type IpcResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: WireErrorBody };

export const okResult = <T>(value: T): IpcResult<T> => ({ ok: true, value });
export const errResult = <T = never>(code: string, message: string, action?: WireErrorBody['action']): IpcResult<T> => ({ ok: false, error: action ? { code, message, action } : { code, message } });
