'use client';
// /find: 아이디 찾기 and 비밀번호 찾기, each by mobile phone or e-mail with a verification code.
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { validateEmail, validateName, validateNumericString } from '@courtside/core/validation';
import { useShopApi } from '@/components/providers';
import { Modal } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';
import { AccountInputError, accountErrorCode, accountErrorMessage } from '@/lib/account/account-error';
import { saveFoundIds, saveResetContext, type FindChannel } from '@/lib/account/find-session';
import { mobileDigits } from '@/lib/account/join-form';
import { CodeVerifier } from './code-verifier';
import styles from './account.module.css';

export type FindTab = 'id' | 'password';

function contactProblem(channel: FindChannel, contact: string): string | null {
  if (channel === 'SMS') {
    if (!contact.trim()) return '휴대폰 번호를 입력해 주세요.';
    const result = validateNumericString(mobileDigits(contact));
    return result.ok ? null : result.message;
  }
  const result = validateEmail(contact);
  return result.ok ? null : result.message;
}

function ChannelChoice({ id, channel, onChange }: { id: string; channel: FindChannel; onChange: (c: FindChannel) => void }) {
  return (
    <fieldset className={styles.choice}>
      <legend>인증 방법</legend>
      {(['SMS', 'EMAIL'] as const).map((value) => (
        <label key={value} className={styles.check}>
          <input type="radio" name={`${id}-channel`} checked={channel === value} onChange={() => onChange(value)} />
          {value === 'SMS' ? '휴대폰 번호로 찾기' : '이메일로 찾기'}
        </label>
      ))}
    </fieldset>
  );
}

function ContactField({ id, channel, value, onChange }: { id: string; channel: FindChannel; value: string; onChange: (v: string) => void }) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-contact`}>{channel === 'SMS' ? '휴대폰 번호' : '이메일'}</label>
      <input
        id={`${id}-contact`}
        type={channel === 'SMS' ? 'tel' : 'email'}
        inputMode={channel === 'SMS' ? 'tel' : 'email'}
        autoComplete={channel === 'SMS' ? 'tel' : 'email'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

function FindIdPanel() {
  const shopApi = useShopApi();
  const router = useRouter();
  const [channel, setChannel] = useState<FindChannel>('SMS');
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const target = () => (channel === 'SMS' ? mobileDigits(contact) : contact.trim());
  const send = async () => {
    const nameCheck = validateName(name);
    const problem = nameCheck.ok ? contactProblem(channel, contact) : nameCheck.message;
    if (problem) throw new AccountInputError(problem);
    const reply =
      channel === 'SMS'
        ? await shopApi.members.sendSmsCode({ usage: 'FIND_ID', mobileNo: target(), memberName: name.trim() })
        : await shopApi.members.sendEmailCode({ usage: 'FIND_ID', email: target(), memberName: name.trim() });
    return reply.remainTime;
  };
  const verify = async (code: string) => {
    if (channel === 'SMS') await shopApi.members.checkSmsCode({ usage: 'FIND_ID', mobileNo: target(), code });
    else await shopApi.members.checkEmailCode({ usage: 'FIND_ID', email: target(), code });
    try {
      const found = await shopApi.members.findId({
        memberName: name.trim(),
        certificationNumber: code,
        ...(channel === 'SMS' ? { mobileNo: target() } : { email: target() }),
      });
      saveFoundIds(window.sessionStorage, found);
      router.push('/find/id/success');
    } catch (error) {
      // The code was right but no account matches: the find-id failure modal says so.
      const code = accountErrorCode(error);
      if (code === 'L1004' || code === 'L1006' || code === 'L1007') setFailure(accountErrorMessage(error));
      else throw error;
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()} aria-label="아이디 찾기">
      <ChannelChoice id="find-id" channel={channel} onChange={setChannel} />
      <div className={styles.field}>
        <label htmlFor="find-id-name">이름</label>
        <input id="find-id-name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <ContactField id="find-id" channel={channel} value={contact} onChange={setContact} />
      <CodeVerifier key={channel} id="find-id" onSend={send} onVerify={verify} verifyLabel="확인" />
      <Modal
        open={failure !== null}
        onClose={() => setFailure(null)}
        title="아이디 찾기 결과"
        size="small"
        footer={
          <>
            <Link href="/member/member-register-agreement" className={button.outline}>
              회원가입
            </Link>
            <button type="button" className={button.primary} onClick={() => setFailure(null)}>
              다시 찾기
            </button>
          </>
        }
      >
        <p>{failure}</p>
      </Modal>
    </form>
  );
}

function FindPasswordPanel() {
  const shopApi = useShopApi();
  const router = useRouter();
  const [channel, setChannel] = useState<FindChannel>('SMS');
  const [memberId, setMemberId] = useState('');
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');

  const target = () => (channel === 'SMS' ? mobileDigits(contact) : contact.trim());
  const send = async () => {
    if (!memberId.trim()) throw new AccountInputError('아이디를 입력해 주세요.');
    const nameCheck = validateName(name);
    const problem = nameCheck.ok ? contactProblem(channel, contact) : nameCheck.message;
    if (problem) throw new AccountInputError(problem);
    const common = { usage: 'FIND_PASSWORD' as const, memberId: memberId.trim(), memberName: name.trim() };
    const reply =
      channel === 'SMS'
        ? await shopApi.members.sendSmsCode({ ...common, mobileNo: target() })
        : await shopApi.members.sendEmailCode({ ...common, email: target() });
    return reply.remainTime;
  };
  const verify = async (code: string) => {
    if (channel === 'SMS') await shopApi.members.checkSmsCode({ usage: 'FIND_PASSWORD', mobileNo: target(), code });
    else await shopApi.members.checkEmailCode({ usage: 'FIND_PASSWORD', email: target(), code });
    saveResetContext(window.sessionStorage, { memberId: memberId.trim(), channel, code });
    router.push('/find/password/reset');
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()} aria-label="비밀번호 찾기">
      <ChannelChoice id="find-password" channel={channel} onChange={setChannel} />
      <div className={styles.field}>
        <label htmlFor="find-password-id">아이디</label>
        <input id="find-password-id" autoComplete="username" value={memberId} onChange={(e) => setMemberId(e.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor="find-password-name">이름</label>
        <input id="find-password-name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <ContactField id="find-password" channel={channel} value={contact} onChange={setContact} />
      <CodeVerifier key={channel} id="find-password" onSend={send} onVerify={verify} verifyLabel="확인" />
    </form>
  );
}

export function FindPanels({ initialTab }: { initialTab: FindTab }) {
  const [tab, setTab] = useState<FindTab>(initialTab);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{tab === 'id' ? '아이디 찾기' : '비밀번호 찾기'}</h1>
      <div className={styles.tabs} role="tablist" aria-label="찾기 종류">
        {(['id', 'password'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`find-tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`find-panel-${value}`}
            className={tab === value ? styles.tabCurrent : styles.tab}
            onClick={() => setTab(value)}
          >
            {value === 'id' ? '아이디 찾기' : '비밀번호 찾기'}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`find-panel-${tab}`} aria-labelledby={`find-tab-${tab}`}>
        {tab === 'id' ? <FindIdPanel /> : <FindPasswordPanel />}
      </div>
    </div>
  );
}
