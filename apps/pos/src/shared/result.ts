// What crosses every process or network boundary of the terminal: a value or a coded error with its
// Korean message, never a thrown class.

export interface WireErrorBody {
  readonly code: string;
  readonly message: string;
}

export type IpcResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: WireErrorBody };

export const okResult = <T>(value: T): IpcResult<T> => ({ ok: true, value });
export const errResult = <T = never>(code: string, message: string): IpcResult<T> => ({ ok: false, error: { code, message } });
