'use client';
// /mypage/info/modify: who is editing is confirmed first — the password check modal for a mall
// member, a fresh Kakao/Naver login for a social-only one (back through /mypage/info/callback) —
// then the details form, and the password change modal.
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { MemberProfile } from '@courtside/core/api';
import { useAuthActions, useShopApi } from '@/components/providers';
import { INFO_VERIFIED_KEY } from '@/components/account/social-callback';
import { useSocialStart } from '@/components/account/use-social-start';
import { InfoModal } from '@/components/modals/info-modal';
import button from '@/components/ui/button.module.css';
import { ActionForm, Field, useAction } from '@/components/ui/form';
import { cleanBirthdayInput, fieldProblem, mobileDigits, type JoinFormValues } from '@/lib/account/join-form';
import { SOCIAL_LABELS, providerOf } from '@/lib/account/social';
import { showToast } from '@/lib/toast/toast-store';
import { PasswordChangeModal, PasswordCheckModal } from './password-modals';
import styles from './mypage.module.css';

/** A social re-check counts for ten minutes. */
const VERIFIED_FOR_MS = 10 * 60_000;

type Editable = Pick<JoinFormValues, 'memberName' | 'email' | 'mobileNo' | 'birthday'>;

export function InfoModify({ profile }: { profile: MemberProfile }) {
  const shopApi = useShopApi();
  const auth = useAuthActions();
  const router = useRouter();
  const social = profile.memberType === 'OPEN_ID' && !profile.memberId;
  const provider = providerOf(profile.providerTypes?.[0]);
  const { start, pending } = useSocialStart();
  const [verified, setVerified] = useState(false);
  const [checking, setChecking] = useState(!social);
  const [changing, setChanging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [values, setValues] = useState<Editable>({
    memberName: profile.memberName,
    email: profile.email ?? '',
    mobileNo: profile.mobileNo ?? '',
    birthday: profile.birthday?.replace(/\D/g, '') ?? '',
  });
  const [smsAgreed, setSms] = useState(profile.smsAgreed);
  const [mailAgreed, setMail] = useState(profile.directMailAgreed);
  const [errors, setErrors] = useState<Partial<Record<keyof Editable, string>>>({});
  const action = useAction();

  useEffect(() => {
    if (!social) return;
    const at = Number(window.sessionStorage.getItem(INFO_VERIFIED_KEY));
    if (Number.isFinite(at) && Date.now() - at < VERIFIED_FOR_MS) setVerified(true);
  }, [social]);

  const save = async () => {
    const full: JoinFormValues = { memberId: 'x', password: '', passwordConfirm: '', ...values };
    const found: Partial<Record<keyof Editable, string>> = {};
    for (const field of ['memberName', 'email', 'mobileNo', 'birthday'] as const) {
      // A member who joined without a phone number may keep it that way.
      if (field === 'mobileNo' && !values.mobileNo.trim() && !profile.mobileNo) continue;
      const problem = fieldProblem(field, full);
      if (problem) found[field] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await action.run(async () => {
      await shopApi.members.updateProfile({
        memberName: values.memberName.trim(),
        email: values.email.trim(),
        ...(values.mobileNo.trim() ? { mobileNo: mobileDigits(values.mobileNo) } : {}),
        ...(values.birthday ? { birthday: values.birthday } : {}),
        smsAgreed,
        directMailAgreed: mailAgreed,
      });
      await auth.loadProfile();
      showToast('회원정보를 수정했습니다.', 'success');
      router.push('/mypage/info');
      router.refresh();
    });
  };

  if (!verified) {
    return (
      <div className={styles.form}>
        <p className={styles.lead}>회원정보를 수정하려면 본인 확인이 필요합니다.</p>
        {social && provider ? (
          <button type="button" className={button.primary} disabled={pending !== null} onClick={() => void start(provider, 'verify', { returnTo: '/mypage/info/modify' })}>
            {SOCIAL_LABELS[provider]}로 본인 확인
          </button>
        ) : (
          <button type="button" className={button.primary} onClick={() => setChecking(true)}>
            비밀번호 확인
          </button>
        )}
        {checking && (
          <PasswordCheckModal
            onVerified={() => {
              setChecking(false);
              setVerified(true);
            }}
            onClose={() => setChecking(false)}
          />
        )}
      </div>
    );
  }

  const input = (field: keyof Editable, label: string, type: string, autoComplete: string) => (
    <Field id={`modify-${field}`} label={label}>
      <input
        id={`modify-${field}`}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        onChange={(e) => setValues((v) => ({ ...v, [field]: field === 'birthday' ? cleanBirthdayInput(e.target.value) : e.target.value }))}
      />
      {errors[field] && <p className={styles.error}>{errors[field]}</p>}
    </Field>
  );

  // The password change dialog has its own form, so it sits beside this one.
  return (
    <>
      <ActionForm
        className={styles.form}
        onSubmit={save}
        action={action}
        actions={
          <div className={styles.actions}>
            {!social && (
              <button type="button" className={button.outline} onClick={() => setChanging(true)}>
                비밀번호 변경
              </button>
            )}
            <button type="submit" className={button.primary} disabled={action.busy}>
              저장
            </button>
          </div>
        }
      >
        <div className={styles.field}>
          <span className={styles.fieldLabel}>아이디</span>
          <span>{profile.memberId || '간편 로그인 회원'}</span>
        </div>
        {input('memberName', '이름', 'text', 'name')}
        {input('email', '이메일', 'email', 'email')}
        {input('mobileNo', '휴대폰 번호', 'tel', 'tel')}
        {input('birthday', '생년월일 (8자리, 선택)', 'text', 'bday')}
        <fieldset className={styles.form}>
          <legend className={styles.fieldLabel}>마케팅 정보 수신</legend>
          <label className={styles.check}>
            <input type="checkbox" checked={smsAgreed} onChange={(e) => setSms(e.target.checked)} /> SMS 수신 동의
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={mailAgreed} onChange={(e) => setMail(e.target.checked)} /> 이메일 수신 동의
          </label>
        </fieldset>
      </ActionForm>
      {changing && (
        <PasswordChangeModal
          onClose={() => setChanging(false)}
          onDone={() => {
            setChanging(false);
            setNotice('비밀번호를 변경했습니다. 다른 기기에서는 다시 로그인해야 합니다.');
          }}
        />
      )}
      <InfoModal open={notice !== null} message={notice ?? ''} onClose={() => setNotice(null)} />
    </>
  );
}
