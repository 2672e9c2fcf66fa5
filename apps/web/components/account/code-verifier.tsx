'use client';
// Sending and checking a verification code: "인증번호 받기" (then "재전송"), the code box with its
// countdown, and "확인". Asking again within 30 s opens the early-resend modal; a sent code and a
// refused send (L1004–L1008) are told in the authentication message modal; a wrong, used or
// expired code (L1001–L1003) is shown under the box. The parent does the calls.
import { useEffect, useState } from 'react';
import { InfoModal } from '@/components/modals/info-modal';
import button from '@/components/ui/button.module.css';
import { useAction } from '@/components/ui/form';
import { accountErrorMessage } from '@/lib/account/account-error';
import { earlyResendMessage, formatRemaining, remainingSeconds, resendWaitSeconds, type CodeClock } from '@/lib/account/verification-timer';
import styles from './account.module.css';

export interface CodeVerifierProps {
  id: string;
  /** Checks the contact fields and sends; answers the code's lifetime in seconds. Throw to refuse. */
  onSend: () => Promise<number>;
  onVerify: (code: string) => Promise<void>;
  verifyLabel?: string;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function CodeVerifier({ id, onSend, onVerify, verifyLabel = '확인' }: CodeVerifierProps) {
  const [clock, setClock] = useState<CodeClock | null>(null);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ title: string; text: string } | null>(null);
  // Sending answers in the message modal (its failures too); checking the code, under the field.
  const sending = useAction();
  const verifying = useAction();
  const busy = sending.busy || verifying.busy;
  const codeError = verifying.error;
  const now = useNow(clock !== null);
  const left = remainingSeconds(clock, now);

  const send = async () => {
    const wait = resendWaitSeconds(clock, Date.now());
    if (wait > 0) {
      setMessage({ title: '인증번호 재전송', text: earlyResendMessage(wait) });
      return;
    }
    await sending.run(async () => {
      let lifetime: number;
      try {
        lifetime = await onSend();
      } catch (failure) {
        return setMessage({ title: '인증 안내', text: accountErrorMessage(failure) });
      }
      setClock({ sentAt: Date.now(), lifetimeSeconds: lifetime });
      setCode('');
      verifying.clear();
      setMessage({ title: '인증번호 발송', text: `인증번호를 보냈습니다. ${Math.round(lifetime / 60)}분 안에 입력해 주세요.` });
    });
  };

  const verify = async () => {
    if (!/^\d{4,8}$/.test(code.trim())) return verifying.fail('인증번호를 정확히 입력해 주세요.');
    await verifying.run(() => onVerify(code.trim()));
  };

  return (
    <>
      <button type="button" className={`${button.outline} ${styles.wide}`} onClick={() => void send()} disabled={busy}>
        {clock ? '인증번호 재전송' : '인증번호 받기'}
      </button>
      {clock && (
        <div className={styles.field}>
          <label htmlFor={`${id}-code`}>인증번호</label>
          <div className={styles.inline}>
            <input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              value={code}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={`${id}-timer${codeError ? ` ${id}-code-error` : ''}`}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
            <span id={`${id}-timer`} className={styles.timer} aria-label={`남은 시간 ${formatRemaining(left)}`}>
              {formatRemaining(left)}
            </span>
            <button type="button" className={button.dark} onClick={() => void verify()} disabled={busy}>
              {verifyLabel}
            </button>
          </div>
          {codeError && (
            <p id={`${id}-code-error`} className={styles.error} role="alert">
              {codeError}
            </p>
          )}
        </div>
      )}
      <InfoModal open={message !== null} title={message?.title} message={message?.text ?? ''} onClose={() => setMessage(null)} />
    </>
  );
}
