// The one size-capped body reader of the servers (the own server's routes, the terminals' server):
// a body past `limit` bytes is refused up front by its Content-Length and, when it declares none
// (chunked), while it streams — the rest is never buffered. Core has no DOM or Node types, so the
// request is named by the slice this reader uses; a WHATWG Request is assignable to it.

/** What a stream reader answers (ReadableStreamDefaultReader's shape). */
export interface ByteReaderLike {
  read(): Promise<{ done: true; value?: unknown } | { done: false; value: Uint8Array }>;
  cancel(): Promise<void>;
}

/** The slice of a WHATWG Request the reader uses. */
export interface CappedBodySource {
  readonly headers: { get(name: string): string | null };
  readonly body: { getReader(): ByteReaderLike } | null;
}

/** The body's bytes, or `null` once they pass `limit` (the stream is cancelled, nothing more is read). */
export async function readCappedBytes(request: CappedBodySource, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const next = await reader.read();
    if (next.done) break;
    total += next.value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(next.value);
  }
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
