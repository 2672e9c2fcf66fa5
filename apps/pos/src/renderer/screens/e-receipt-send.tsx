// 완료 → 영수증 문자 전송 (#28 item 9): the shopper's mobile number, typed on the numpad (digits only,
// hyphens put in as typed; Enter sends), goes into the terminal's outbox as an `e-receipt` request and
// out with the next sync. Each send shows what really happened — 전송 대기 while it waits (offline
// too), 전송됨 once the own server took it, 전송 실패 with the reason — and only the masked number.
import { useEffect, useState, type FormEvent } from 'react';
import { checkEReceiptPhone, typeEReceiptPhone } from '@courtside/core/pos';
import { call, errorMessage } from '../api/terminal-api.ts';
import type { EReceiptSendView } from '../../shared/schemas.ts';

const STATE_LABELS: Readonly<Record<EReceiptSendView['state'], string>> = { pending: '전송 대기', sent: '전송됨', failed: '전송 실패' };

/** Asks again while a send waits (the sync worker sends it when the server is reachable). */
function useSends(saleId: string): readonly [readonly EReceiptSendView[], (next: readonly EReceiptSendView[]) => void] {
  const [sends, setSends] = useState<readonly EReceiptSendView[]>([]);
  const waiting = sends.some((s) => s.state === 'pending');
  useEffect(() => {
    let live = true;
    const read = () =>
      void call('receipts.sends', { saleId }).then(
        (reply) => live && setSends(reply.items),
        () => undefined,
      );
    read();
    const timer = waiting ? setInterval(read, 1000) : undefined;
    return () => {
      live = false;
      if (timer) clearInterval(timer);
    };
  }, [saleId, waiting]);
  return [sends, setSends] as const;
}

export function EReceiptSend({ saleId }: { readonly saleId: string }) {
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sends, setSends] = useSends(saleId);

  async function send(event: FormEvent) {
    event.preventDefault();
    const checked = checkEReceiptPhone(phone);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const sent = await call('receipts.send', { saleId, phone: checked.phone });
      setSends([...sends.filter((s) => s.requestId !== sent.requestId), sent]);
      setPhone('');
      setOpen(false);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="e-receipt">
      {open ? (
        <form onSubmit={(e) => void send(e)} aria-label="영수증 문자 전송" noValidate>
          <label htmlFor="e-receipt-phone">받는 분 휴대폰 번호</label>
          <input
            id="e-receipt-phone"
            inputMode="numeric"
            autoComplete="off"
            autoFocus
            placeholder="010-0000-0000"
            value={phone}
            onChange={(e) => setPhone(typeEReceiptPhone(e.target.value))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'e-receipt-error' : undefined}
          />
          <button type="submit" className="primary" disabled={busy}>
            전송
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            닫기
          </button>
        </form>
      ) : (
        <button type="button" onClick={() => setOpen(true)} aria-expanded={false}>
          영수증 문자 전송
        </button>
      )}
      {error ? (
        <p id="e-receipt-error" className="notice error" role="alert">
          {error}
        </p>
      ) : null}
      {sends.length > 0 ? (
        <ul className="e-receipt-sends" aria-label="영수증 문자" role="status">
          {sends.map((s) => (
            <li key={s.requestId} data-testid="e-receipt-send" data-state={s.state}>
              {s.phoneMasked} {STATE_LABELS[s.state]}
              {s.error ? `: ${s.error}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
