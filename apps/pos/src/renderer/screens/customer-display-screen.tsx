// The shopper's screen (#28 item 8): a second monitor facing the counter (Electron opens it as a
// second window when a second display is attached; in a browser, open /customer-display there). It
// follows the sale through the host's events — lines, 합계, the payment step, 감사합니다 — in large
// type, with no staff controls and no sign-in.
import { useEffect } from 'react';
import { formatWon } from '@courtside/core/format';
import { call } from '../api/terminal-api.ts';
import { useDisplayStore } from '../stores/display-store.ts';

const PAYMENT_PROMPT = { card: '카드를 단말기에 넣어 주세요', cash: '현금으로 결제 중입니다' } as const;

export function CustomerDisplayScreen() {
  const { display, set } = useDisplayStore();
  useEffect(() => {
    void call('display.current', {}).then(set, () => undefined);
  }, [set]);

  if (display.step === 'idle') {
    return (
      <main className="customer-display" aria-label="고객 화면" data-step="idle">
        <p className="customer-display-welcome">어서 오세요</p>
      </main>
    );
  }
  if (display.step === 'done') {
    return (
      <main className="customer-display" aria-label="고객 화면" data-step="done">
        <p className="customer-display-welcome">감사합니다</p>
        <p className="customer-display-total">
          결제 금액 <strong data-testid="display-total">{formatWon(display.total)}</strong>
        </p>
        {display.change > 0 ? <p className="customer-display-total">거스름돈 {formatWon(display.change)}</p> : null}
      </main>
    );
  }
  return (
    <main className="customer-display" aria-label="고객 화면" data-step={display.step}>
      <ol className="customer-display-lines" aria-label="구매 상품">
        {display.lines.map((line, i) => (
          <li key={i} data-testid="display-line">
            <span className="name">
              {line.name}
              {line.optionName && line.optionName !== line.name ? ` (${line.optionName})` : ''}
            </span>
            <span className="qty">{line.quantity}개</span>
            <span className="amount">{formatWon(line.amount)}</span>
          </li>
        ))}
      </ol>
      <p className="customer-display-total">
        합계 <strong data-testid="display-total">{formatWon(display.total)}</strong>
      </p>
      {display.step === 'payment' ? (
        <p className="customer-display-step" role="status">
          {display.method ? PAYMENT_PROMPT[display.method] : '결제 중입니다'}
        </p>
      ) : null}
    </main>
  );
}
