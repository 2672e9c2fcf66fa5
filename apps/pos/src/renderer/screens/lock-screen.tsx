// The lock screen: a screen left idle past the lock time (설정 → 잠금) or locked by hand asks for a
// PIN before anything else. The same person unlocks with their PIN; another staff member types their
// own name and PIN and the screen switches to them (quick staff switch). The sale in progress stays.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';
import { useSessionStore } from '../stores/session-store.ts';
import type { Session } from '../../shared/schemas.ts';

export function LockScreen({ session }: { readonly session: Session }) {
  const [name, setName] = useState(session.name);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setSession = useSessionStore((s) => s.setSession);
  const names = useQuery({ queryKey: ['staff-names'], queryFn: () => call('auth.staffNames', {}) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      setSession(await call('auth.login', { name: name.trim(), pin }));
    } catch (e) {
      setError(errorMessage(e));
      setPin('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="login-page">
      <form className="login-card" onSubmit={submit} aria-labelledby="lock-title">
        <h1 id="lock-title">화면 잠금</h1>
        <p className="muted">{session.name} 님의 화면입니다. PIN을 입력하면 이어서 사용합니다. 다른 직원은 이름을 바꿔 로그인하세요.</p>
        <label htmlFor="lock-name">이름</label>
        <input id="lock-name" value={name} onChange={(e) => setName(e.target.value)} list="lock-staff-names" autoComplete="username" required />
        <datalist id="lock-staff-names">
          {(names.data ?? []).map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
        <label htmlFor="lock-pin">PIN</label>
        <input id="lock-pin" type="password" inputMode="numeric" autoComplete="current-password" autoFocus value={pin} onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 8))} required minLength={4} />
        <Notice error={error} />
        <button type="submit" className="primary big" disabled={busy || name.trim() === '' || pin.length < 4}>
          잠금 해제
        </button>
      </form>
    </div>
  );
}

/** Locks this screen after the configured idle time without a key, a touch or a scan. */
export function useIdleLock(enabled: boolean): void {
  const settings = useQuery({ queryKey: ['settings'], queryFn: () => call('settings.get', {}), enabled });
  const minutes = settings.data?.lock.idleMinutes ?? 0;
  const lock = useSessionStore((s) => s.lock);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!enabled || minutes <= 0) return undefined;
    const arm = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void call('auth.lock', {}).finally(lock);
      }, minutes * 60_000);
    };
    arm();
    const events = ['keydown', 'pointerdown', 'wheel'] as const;
    for (const name of events) window.addEventListener(name, arm, { passive: true, capture: true });
    return () => {
      clearTimeout(timer.current);
      for (const name of events) window.removeEventListener(name, arm, { capture: true });
    };
  }, [enabled, minutes, lock]);
}
