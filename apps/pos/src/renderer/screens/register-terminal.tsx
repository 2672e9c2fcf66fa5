// First run from the login screen: registers this terminal with the own server. On a server with no
// staff yet the setup code (the server's POS_SETUP_CODE) creates the first admin with the name and
// PIN given; later terminals bring the short-lived registration code an admin made on a registered
// terminal (설정 → 단말기 → 등록 코드 만들기) and need no name or PIN.
import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';

export interface RegisteredTerminal {
  readonly adminName: string;
}

export function RegisterTerminalPanel({ defaultName, onDone, onCancel }: { readonly defaultName: string; readonly onDone: (registered: RegisteredTerminal) => void; readonly onCancel: () => void }) {
  const [name, setName] = useState(defaultName);
  const [setupCode, setSetupCode] = useState('');
  const [adminName, setAdminName] = useState('');
  const [adminPin, setAdminPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (adminPin !== '' && !/^\d{4,8}$/.test(adminPin)) {
      setError('관리자 PIN은 숫자 4~8자리로 입력하세요.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const first = adminName.trim() !== '' && adminPin !== '';
      await call('terminal.register', { name: name.trim(), adminName: first ? adminName.trim() : null, adminPin: first ? adminPin : null, setupCode: setupCode.trim() || null });
      onDone({ adminName: adminName.trim() });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') onCancel();
  }

  return (
    <form className="login-card" role="dialog" aria-modal="true" aria-labelledby="register-title" onSubmit={submit} onKeyDown={onKeyDown}>
      <h1 id="register-title">단말기 등록</h1>
      <p className="muted">
        처음 설정하는 매장은 서버의 등록 코드와 함께 첫 관리자의 이름과 PIN을 정합니다. 두 번째 단말기부터는 관리자가 등록된 단말기의 설정 → 단말기에서 만든 등록 코드(10분 동안 한 번)만 입력합니다.
      </p>
      <label htmlFor="register-name">단말기 이름</label>
      <input id="register-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={40} required />
      <label htmlFor="register-code">등록 코드</label>
      <input id="register-code" value={setupCode} onChange={(e) => setSetupCode(e.target.value)} autoComplete="off" autoFocus maxLength={100} />
      <label htmlFor="register-admin">첫 관리자 이름 (처음 등록할 때만)</label>
      <input id="register-admin" value={adminName} onChange={(e) => setAdminName(e.target.value)} autoComplete="off" maxLength={40} />
      <label htmlFor="register-pin">첫 관리자 PIN (처음 등록할 때만)</label>
      <input
        id="register-pin"
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        value={adminPin}
        onChange={(e) => setAdminPin(e.target.value.replace(/\D/g, '').slice(0, 8))}
        minLength={4}
      />
      <Notice error={error} />
      <div className="row">
        <button type="button" onClick={onCancel}>
          취소
        </button>
        <button type="submit" className="primary big" disabled={busy || name.trim() === '' || setupCode.trim() === ''}>
          {busy ? '등록하는 중…' : '등록'}
        </button>
      </div>
    </form>
  );
}
