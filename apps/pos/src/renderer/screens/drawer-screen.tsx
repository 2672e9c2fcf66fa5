// 시재·입출금 (#28 item 4): the day's drawer so far (float, cash sales and refunds, 입금/출금, expected
// cash) and 입금/출금 with a required reason — recorded with who and when (KST), then the drawer opens
// with a 입출금 slip on the receipt printer.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatWon } from '@courtside/core/format';
import { call, errorMessage } from '../api/terminal-api.ts';
import { NumberField } from '../components/number-field.tsx';
import { Notice } from '../components/notice.tsx';
import { parseWonInput } from '../components/won.tsx';
import { DrawerFigures, DrawerMoves } from './drawer-summary.tsx';

export function DrawerScreen() {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: ['drawer-state'], queryFn: () => call('drawer.state', {}) });
  const [type, setType] = useState<'cash-in' | 'cash-out'>('cash-out');
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = parseWonInput(text);
  const label = type === 'cash-in' ? '입금' : '출금';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setNote(null);
    if (amount <= 0) return setError(`${label} 금액을 입력하세요.`);
    if (reason.trim() === '') return setError(`${label} 사유를 입력하세요.`);
    setBusy(true);
    try {
      const result = await call('drawer.move', { type, amount, reason: reason.trim() });
      queryClient.setQueryData(['drawer-state'], result.state);
      setText('');
      setReason('');
      const printed = result.print.status === 'failed' || result.print.status === 'skipped' ? ` 전표를 인쇄하지 못했습니다: ${result.print.error?.message ?? ''}` : ' 서랍을 엽니다.';
      setNote(`${label} ${formatWon(amount)}을 기록했습니다.${printed}`);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const data = state.data;
  return (
    <section aria-labelledby="drawer-title" className="drawer-screen">
      <h1 id="drawer-title">시재·입출금 {data ? `— ${data.businessDateLabel} 영업일` : ''}</h1>
      <Notice error={error ?? (state.error ? errorMessage(state.error) : null)} note={note} />
      <div className="drawer-columns">
        <form onSubmit={submit} aria-label="입금·출금 기록" className="drawer-form">
          <div className="row" role="radiogroup" aria-label="구분">
            <label className="radio">
              <input type="radio" name="drawer-type" checked={type === 'cash-out'} onChange={() => setType('cash-out')} /> 출금
            </label>
            <label className="radio">
              <input type="radio" name="drawer-type" checked={type === 'cash-in'} onChange={() => setType('cash-in')} /> 입금
            </label>
          </div>
          <label>
            금액 (원)
            <NumberField value={text} onValueChange={setText} aria-label={`${label} 금액`} />
          </label>
          <label>
            사유
            <input type="text" value={reason} maxLength={100} onChange={(e) => setReason(e.target.value)} placeholder={type === 'cash-out' ? '예: 택배비, 은행 입금' : '예: 잔돈 보충'} aria-label={`${label} 사유`} />
          </label>
          <button type="submit" className="primary" disabled={busy}>
            {label} 기록 ({formatWon(amount)})
          </button>
        </form>
        {data ? (
          <div>
            <DrawerFigures drawer={data.drawer} closing={false} />
            <DrawerMoves drawer={data.drawer} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
