// The slice of the Fetch API the clients use. Core compiles without DOM or Node types, so it names
// its own shapes; the platform's real `fetch` (browser, Node 20, Electron) is assignable to FetchLike.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Bytes or text sent as a request body. `Uint8Array<ArrayBuffer>` is what `fetch` accepts. */
export type RequestBodyLike = string | Uint8Array<ArrayBuffer> | ArrayBuffer;

export interface RequestInitLike {
  method: HttpMethod;
  headers: Record<string, string>;
  body?: RequestBodyLike;
}

export interface HeadersLike {
  get(name: string): string | null;
}

export interface ResponseLike {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: HeadersLike;
  text(): Promise<string>;
}

export type FetchLike = (url: string, init: RequestInitLike) => Promise<ResponseLike>;
