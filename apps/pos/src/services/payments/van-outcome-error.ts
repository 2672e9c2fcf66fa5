// A VAN outcome that is not an approval, as the error the cashier sees (the sale stays open).
import type { VanOutcome } from '@courtside/hardware';
import { TerminalError } from '../terminal-error.ts';

export function outcomeError(outcome: Exclude<VanOutcome, { kind: 'approved' }>, netCancelled = true): TerminalError {
  switch (outcome.kind) {
    case 'declined':
      return new TerminalError('PAYMENT_DECLINED', { message: outcome.message, details: { vanCode: outcome.code } });
    case 'refused':
      return new TerminalError('PAYMENT_AGENT_UNREACHABLE');
    case 'busy':
      return new TerminalError('PAYMENT_AGENT_BUSY');
    case 'timeout':
    case 'garbled':
    case 'dropped':
      return new TerminalError('PAYMENT_UNKNOWN', {
        message: netCancelled
          ? `${outcome.message} 이 결제는 취소되었으니 다시 결제하세요.`
          : `${outcome.message} 카드 단말기가 돌아오면 자동으로 취소합니다. 다시 결제하세요.`,
        details: { outcome: outcome.kind },
      });
  }
}
