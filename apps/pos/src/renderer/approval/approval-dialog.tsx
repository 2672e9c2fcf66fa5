// The manager approval dialog (issue 28 item 3), over whatever screen asked: it names the action and
// its amount, an admin picks their name (the staff who signed in on this terminal, or typed) and enters
// their own PIN; the host checks it (with the sign-in lockouts) and grants a one-use approval for
// exactly that action. Keys typed here never reach the screen below (its F-keys, the scanner).
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { POS_APPROVAL_LABELS } from '@courtside/core/pos';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';
import { Won } from '../components/won.tsx';
import { useApprovalStore } from './approval-store.ts';

export function ApprovalDialog() {
  const request = useApprovalStore((s) => s.request);
  const answer = useApprovalStore((s) => s.answer);
  const names = useQuery({ queryKey: ['staff-names'], queryFn: () => call('auth.staffNames', {}), enabled: request !== null });
  const [approver, setApprover] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setPin('');
    setError(null);
    if (request) setTimeout(() => nameRef.current?.focus(), 0);
  }, [request]);

  if (!request) return null;
  const { action } = request;

  async function approve() {
    if (!request) return;
    setBusy(true);
    setError(null);
    try {
      const granted = await call('approvals.grant', { approverName: approver.trim(), approverPin: pin, action });
      answer(granted.approvalId);
    } catch (e) {
      setError(errorMessage(e));
      setPin('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="approval-backdrop">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="approval-title"
        className="approval-dialog"
        onKeyDown={(e) => {
          // The screen below must not act on these keys (F8 pays, Esc leaves, the wedge scanner reads digits).
          e.stopPropagation();
          if (e.key === 'Escape') answer(null);
          if (e.key === 'Enter' && !busy && approver.trim() !== '' && pin.length >= 4) void approve();
        }}
      >
        <h2 id="approval-title">관리자 승인</h2>
        <p className="approval-action" data-testid="approval-action">
          {POS_APPROVAL_LABELS[action.kind]}
          {action.amount > 0 ? (
            <>
              {' · '}
              <Won amount={action.amount} />
            </>
          ) : null}
        </p>
        <p className="muted">{request.reason}</p>
        <label htmlFor="approval-name">승인할 관리자</label>
        <input id="approval-name" ref={nameRef} list="approval-names" value={approver} onChange={(e) => setApprover(e.target.value)} autoComplete="off" />
        <datalist id="approval-names">
          {(names.data ?? []).map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
        <label htmlFor="approval-pin">관리자 PIN</label>
        <input id="approval-pin" type="password" inputMode="numeric" value={pin} onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 8))} autoComplete="off" />
        <Notice error={error} />
        <div className="row">
          <button type="button" className="primary big" disabled={busy || approver.trim() === '' || pin.length < 4} onClick={() => void approve()}>
            승인
          </button>
          <button type="button" className="big" onClick={() => answer(null)}>
            취소
          </button>
        </div>
      </div>
    </div>
  );
}
