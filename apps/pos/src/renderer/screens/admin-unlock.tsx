// On the sign-in screen, when a staff member's name is locked by wrong PINs: an admin walks over and
// unlocks it with the admin's own name and PIN (issue 28) — the staff member then signs in as usual.
import { useState } from 'react';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';

export function AdminUnlock({ name, onDone }: { readonly name: string; readonly onDone: (note: string) => void }) {
  const [adminName, setAdminName] = useState('');
  const [adminPin, setAdminPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function unlock() {
    setBusy(true);
    setError(null);
    try {
      await call('auth.unlockStaff', { name, adminName: adminName.trim(), adminPin });
      onDone(`${name} 님의 잠금을 풀었습니다. 다시 로그인하세요.`);
    } catch (e) {
      setError(errorMessage(e));
      setAdminPin('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="admin-unlock">
      <legend>관리자 PIN으로 {name} 님 잠금 풀기</legend>
      <label htmlFor="unlock-admin">잠금을 풀 관리자</label>
      <input id="unlock-admin" value={adminName} onChange={(e) => setAdminName(e.target.value)} autoComplete="off" />
      <label htmlFor="unlock-pin">관리자 암호</label>
      <input id="unlock-pin" type="password" inputMode="numeric" value={adminPin} onChange={(e) => setAdminPin(e.target.value.replace(/\D/g, '').slice(0, 8))} autoComplete="off" />
      <Notice error={error} />
      <button type="button" className="big" disabled={busy || adminName.trim() === '' || adminPin.length < 4} onClick={() => void unlock()}>
        잠금 풀기
      </button>
    </fieldset>
  );
}
