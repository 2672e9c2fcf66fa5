// Staff sign-in: name + PIN (4–8 digits) on a big keypad, usable by touch or keyboard. Works
// offline for anyone who signed in on this terminal before (the services check a cached hash).
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, call, errorMessage } from '../api/terminal-api.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { Notice } from '../components/notice.tsx';
import { StatusBar } from '../components/status-bar.tsx';
import { AdminUnlock } from './admin-unlock.tsx';
import { RegisterTerminalPanel } from './register-terminal.tsx';

/** Sign-in refusals that only registering (again) can fix. */
const NEEDS_REGISTRATION = new Set(['TERMINAL_NOT_REGISTERED', 'TERMINAL_KEY_REJECTED']);

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '지움', '0', '확인'] as const;

export function LoginScreen() {
  const [name, setName] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [registering, setRegistering] = useState(false);
  const [keyRejected, setKeyRejected] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  /** The name locked by wrong PINs, which an admin's PIN can unlock here. */
  const [lockedName, setLockedName] = useState<string | null>(null);
  const setSession = useSessionStore((s) => s.setSession);
  const navigate = useNavigate();
  const names = useQuery({ queryKey: ['staff-names'], queryFn: () => call('auth.staffNames', {}) });
  const terminal = useQuery({ queryKey: ['terminal'], queryFn: () => call('terminal.info', {}) });

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      const session = await call('auth.login', { name: name.trim(), pin });
      setSession(session);
      // The first sign-in of a business day asks for the opening float (#28 시재) before the sale.
      const opening = session.role === 'stock' ? null : await call('drawer.state', {}).catch(() => null);
      void navigate(session.role === 'stock' ? '/stock' : opening?.needsFloat ? '/open-day' : '/sale');
    } catch (e) {
      setError(errorMessage(e));
      setKeyRejected(e instanceof ApiError && NEEDS_REGISTRATION.has(e.code));
      setLockedName(e instanceof ApiError && (e.code === 'POS_STAFF_LOCKED' || e.message.includes('까지')) ? name.trim() : null);
      setPin('');
    } finally {
      setBusy(false);
    }
  }

  function press(key: (typeof KEYS)[number]) {
    if (key === '지움') setPin('');
    else if (key === '확인') void submit();
    else setPin((p) => (p.length < 8 ? p + key : p));
  }

  const unregistered = terminal.data ? !terminal.data.registered : false;
  if (registering) {
    return (
      <div className="login-page">
        <RegisterTerminalPanel
          defaultName={terminal.data?.name ?? ''}
          onCancel={() => setRegistering(false)}
          onDone={({ adminName }) => {
            setRegistering(false);
            setKeyRejected(false);
            setError(null);
            setName(adminName);
            setNote('단말기를 등록했습니다. 관리자 이름과 PIN으로 로그인하세요.');
            void terminal.refetch();
            void names.refetch();
          }}
        />
        <StatusBar />
      </div>
    );
  }

  return (
    <div className="login-page">
      <form className="login-card" onSubmit={submit} aria-labelledby="login-title">
        <h1 id="login-title">코트사이드 POS</h1>
        <p className="muted">{terminal.data ? `${terminal.data.name}${terminal.data.registered ? '' : ' · 미등록 단말기'}` : ''}</p>
        <label htmlFor="staff-name">이름</label>
        <input id="staff-name" value={name} onChange={(e) => setName(e.target.value)} list="staff-names" autoComplete="username" autoFocus required />
        <datalist id="staff-names">
          {(names.data ?? []).map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
        <label htmlFor="staff-pin">PIN</label>
        <input
          id="staff-pin"
          type="password"
          inputMode="numeric"
          autoComplete="current-password"
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 8))}
          required
          minLength={4}
        />
        <div className="keypad" role="group" aria-label="PIN 키패드">
          {KEYS.map((key) => (
            <button key={key} type="button" className={key === '확인' ? 'primary' : ''} onClick={() => press(key)}>
              {key}
            </button>
          ))}
        </div>
        {unregistered && !error ? <p className="notice error">단말기가 아직 등록되지 않았습니다. [단말기 등록]으로 먼저 등록하세요.</p> : null}
        <Notice error={error} note={note} />
        {lockedName ? (
          <AdminUnlock
            name={lockedName}
            onDone={(done) => {
              setLockedName(null);
              setError(null);
              setNote(done);
            }}
          />
        ) : null}
        {unregistered || keyRejected ? (
          <button type="button" className="big" onClick={() => setRegistering(true)}>
            단말기 등록
          </button>
        ) : null}
        <button type="submit" className="primary big" disabled={busy || name.trim() === '' || pin.length < 4}>
          로그인
        </button>
      </form>
      <StatusBar />
    </div>
  );
}
