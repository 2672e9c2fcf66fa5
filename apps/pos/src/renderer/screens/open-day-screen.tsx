// 영업 시작 (#28 item 4): the first sign-in of a business day asks for the opening float (시재),
// prefilled with what the last closing count carried over; 0 is a float too. One key (Enter or
// 영업 시작) passes it with the amount shown.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { formatWon } from '@courtside/core/format';
import { call, errorMessage } from '../api/terminal-api.ts';
import { NumberField } from '../components/number-field.tsx';
import { Notice } from '../components/notice.tsx';
import { parseWonInput } from '../components/won.tsx';
import { useSessionStore } from '../stores/session-store.ts';
import type { DrawerState } from '../../shared/schemas.ts';

export function OpenDayScreen() {
  const state = useQuery({ queryKey: ['drawer-state'], queryFn: () => call('drawer.state', {}) });
  if (state.error) return <Notice error={errorMessage(state.error)} />;
  if (!state.data) return <p className="loading">불러오는 중…</p>;
  if (!state.data.needsFloat) return <Navigate to="/sale" replace />;
  return <OpenDayForm state={state.data} />;
}

function OpenDayForm({ state }: { readonly state: DrawerState }) {
  const [text, setText] = useState(String(state.carriedOver));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = useSessionStore((s) => s.session?.name ?? '');
  const amount = parseWonInput(text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const next = await call('drawer.openDay', { amount });
      queryClient.setQueryData(['drawer-state'], next);
      void navigate('/sale', { replace: true });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="login-page">
      <form className="login-card open-day" onSubmit={submit} aria-labelledby="open-day-title">
        <h1 id="open-day-title">영업 시작</h1>
        <p>
          <strong>{state.businessDateLabel}</strong> 영업일, {name}님. 서랍에 있는 시재(거스름돈)를 확인하고 입력하세요.
        </p>
        <label>
          시재 금액 (원)
          <NumberField value={text} onValueChange={setText} autoFocus aria-describedby="open-day-carried" data-testid="open-day-amount" />
        </label>
        <p id="open-day-carried" className="muted">
          {state.lastClosedDate ? `지난 마감에서 넘어온 금액 ${formatWon(state.carriedOver)}` : '첫 영업일입니다. 시재가 없으면 0원으로 시작합니다.'} · 입력한 금액 {formatWon(amount)}
        </p>
        <Notice error={error} />
        <button type="submit" className="primary" disabled={busy}>
          영업 시작
        </button>
      </form>
    </div>
  );
}
