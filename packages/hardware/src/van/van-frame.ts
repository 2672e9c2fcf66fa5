// The frame every VAN agent message travels in (the layout is in the package's CONTEXT.md):
//
//   frame  = STX(0x02) LEN BODY ETX(0x03) LRC
//   LEN    = 4 ASCII digits, the byte length of BODY (1–4096)
//   LRC    = XOR of every byte of LEN, BODY and ETX
//
// A frame that breaks any of these rules is "garbled", never guessed at. The bodies are van-codec.ts's.
export const STX = 0x02;
export const ETX = 0x03;
export const MAX_BODY = 4096;

export class VanCodecError extends Error {
  constructor(readonly detail: string) {
    super(`VAN message: ${detail}`);
  }
}

function lrc(bytes: Uint8Array): number {
  let x = 0;
  for (const b of bytes) x ^= b;
  return x;
}

/** Wraps a body in STX LEN … ETX LRC. */
export function frame(body: Uint8Array): Uint8Array {
  if (body.length === 0 || body.length > MAX_BODY) throw new VanCodecError(`body of ${body.length} bytes`);
  const out = new Uint8Array(body.length + 7);
  out[0] = STX;
  out.set(Buffer.from(String(body.length).padStart(4, '0'), 'ascii'), 1);
  out.set(body, 5);
  out[body.length + 5] = ETX;
  out[body.length + 6] = lrc(out.subarray(1, body.length + 6));
  return out;
}

export type FrameEvent = { readonly kind: 'frame'; readonly body: Uint8Array } | { readonly kind: 'error'; readonly detail: string };

/**
 * Reads frames out of a byte stream that may arrive in any chunks. After an error the reader stops:
 * a line that lost its framing cannot be trusted again until it is reopened.
 */
export class FrameReader {
  private buffer = Buffer.alloc(0);
  private failed = false;

  push(chunk: Uint8Array): FrameEvent[] {
    if (this.failed) return [];
    this.buffer = Buffer.concat([this.buffer, chunk]);
    const events: FrameEvent[] = [];
    for (;;) {
      if (this.buffer.length === 0) return events;
      if (this.buffer[0] !== STX) return this.fail(events, 'frame does not start with STX');
      if (this.buffer.length < 5) return events;
      const lenText = this.buffer.subarray(1, 5).toString('latin1');
      if (!/^[0-9]{4}$/.test(lenText)) return this.fail(events, 'length is not 4 digits');
      const len = Number(lenText);
      if (len === 0 || len > MAX_BODY) return this.fail(events, `length ${len}`);
      if (this.buffer.length < len + 7) return events;
      if (this.buffer[len + 5] !== ETX) return this.fail(events, 'no ETX after the body');
      if (lrc(this.buffer.subarray(1, len + 6)) !== this.buffer[len + 6]) return this.fail(events, 'LRC does not match');
      events.push({ kind: 'frame', body: Uint8Array.from(this.buffer.subarray(5, len + 5)) });
      this.buffer = this.buffer.subarray(len + 7);
    }
  }

  private fail(events: FrameEvent[], detail: string): FrameEvent[] {
    this.failed = true;
    this.buffer = Buffer.alloc(0);
    events.push({ kind: 'error', detail });
    return events;
  }
}
