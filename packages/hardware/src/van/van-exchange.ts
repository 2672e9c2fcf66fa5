// One request and its reply over any byte line (a TCP socket, a serial port): write the frame, pass
// progress frames on, and turn whatever happens next into a typed outcome. Nothing here throws.
import { FrameReader, RESULT_APPROVED, RESULT_BUSY, VanCodecError, approvalFromReply, decodeReplyOrProgress, encodeRequest } from './van-codec.ts';
import type { VanRequestMessage } from './van-codec.ts';
import { VAN_DECLINED_FALLBACK, VAN_OUTCOME_MESSAGES } from './van-messages.ts';
import type { VanOutcome, VanProgressListener } from './van-types.ts';

/** The little a line must do: send bytes, deliver bytes, say when it closed. */
export interface VanLine {
  write(bytes: Uint8Array): void;
  onData(listener: (chunk: Uint8Array) => void): void;
  onClose(listener: () => void): void;
  /** Ends this exchange's use of the line (a TCP adapter closes it, a serial one keeps the port). */
  release(): void;
}

export type OpenLine = () => Promise<VanLine>;

export const refused = (): VanOutcome => ({ kind: 'refused', message: VAN_OUTCOME_MESSAGES.refused });

export async function exchange(open: OpenLine, request: VanRequestMessage, timeoutMs: number, onProgress?: VanProgressListener): Promise<VanOutcome> {
  let bytes: Uint8Array;
  try {
    bytes = encodeRequest(request);
  } catch (error) {
    // A request the codec refuses never leaves the POS: nothing can have been approved.
    return { kind: 'declined', code: 'POS0', message: `요청을 만들 수 없습니다 (${error instanceof VanCodecError ? error.detail : 'invalid'}).` };
  }
  let line: VanLine;
  try {
    line = await open();
  } catch {
    return refused();
  }
  return new Promise<VanOutcome>((resolve) => {
    let settled = false;
    const reader = new FrameReader();
    const finish = (outcome: VanOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      line.release();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ kind: 'timeout', message: VAN_OUTCOME_MESSAGES.timeout }), timeoutMs);
    const garbled = (detail: string): void => finish({ kind: 'garbled', message: VAN_OUTCOME_MESSAGES.garbled, detail });
    line.onData((chunk) => {
      for (const event of reader.push(chunk)) {
        if (settled) return;
        if (event.kind === 'error') return garbled(event.detail);
        let message;
        try {
          message = decodeReplyOrProgress(event.body);
        } catch (error) {
          return garbled(error instanceof VanCodecError ? error.detail : 'unreadable');
        }
        if (message.txId !== request.txId) return garbled(`reply for ${message.txId}`);
        if (message.type === 'PG') {
          onProgress?.(message.message);
          continue;
        }
        if (message.type !== request.type) return garbled(`reply of type ${message.type}`);
        if (message.resultCode === RESULT_BUSY) return finish({ kind: 'busy', message: VAN_OUTCOME_MESSAGES.busy });
        if (message.resultCode !== RESULT_APPROVED) return finish({ kind: 'declined', code: message.resultCode, message: message.message.trim() || VAN_DECLINED_FALLBACK });
        try {
          return finish({ kind: 'approved', approval: approvalFromReply(message) });
        } catch (error) {
          return garbled(error instanceof VanCodecError ? error.detail : 'approval');
        }
      }
    });
    line.onClose(() => finish({ kind: 'dropped', message: VAN_OUTCOME_MESSAGES.dropped }));
    try {
      line.write(bytes);
    } catch {
      finish({ kind: 'dropped', message: VAN_OUTCOME_MESSAGES.dropped });
    }
  });
}
