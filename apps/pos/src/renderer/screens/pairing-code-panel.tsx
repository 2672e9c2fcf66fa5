// 설정 → 단말기 (admins): makes the registration code another terminal types to register with this
// shop's server — single use, valid for POS_PAIRING_CODE_MINUTES. The code is shown only here.
import { useState } from 'react';
import { formatKoreanDateTime } from '@courtside/core/format';
import { POS_PAIRING_CODE_MINUTES } from '@courtside/core/pos';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';

export function PairingCodePanel() {
  const [made, setMade] = useState<{ code: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function make() {
    setBusy(true);
    setError(null);
    try {
      setMade(await call('terminal.pairingCode', {}));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="pairing-code">
      <p className="muted">다른 단말기를 이 매장에 등록하려면 등록 코드를 만들어 그 단말기의 단말기 등록 화면에 입력하세요. 코드는 {POS_PAIRING_CODE_MINUTES}분 동안 한 번만 쓸 수 있습니다.</p>
      <button type="button" onClick={() => void make()} disabled={busy}>
        {busy ? '만드는 중…' : '등록 코드 만들기'}
      </button>
      {made ? (
        <p role="status" aria-live="polite">
          등록 코드 <strong className="big" data-testid="pairing-code">{made.code}</strong> · {formatKoreanDateTime(Date.parse(made.expiresAt))}까지
        </p>
      ) : null}
      <Notice error={error} />
    </div>
  );
}
