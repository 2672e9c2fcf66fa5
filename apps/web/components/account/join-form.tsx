'use client';
// The join form (/join after the agreement step): id with the duplicate check, password (strict
// rule) and its confirmation, name, e-mail, mobile and an optional birthdate, each with core's
// message under it. A successful join goes to login.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { JoinTermsType } from '@courtside/core/api';
import { useShopApi } from '@/components/providers';
import { ConfirmModal } from '@/components/modals/info-modal';
import button from '@/components/ui/button.module.css';
import { ActionForm, Field, useAction } from '@/components/ui/form';
import { NEW_PASSWORD_HINT } from './new-password-fields';
import { accountErrorMessage } from '@/lib/account/account-error';
import {
  EMPTY_JOIN_FORM,
  MEMBER_ID_MESSAGES,
  cleanBirthdayInput,
  fieldProblem,
  joinRequestOf,
  memberIdProblem,
  validateJoinForm,
  type JoinField,
  type JoinFormErrors,
  type JoinFormValues,
} from '@/lib/account/join-form';
import styles from './account.module.css';

type IdCheck = { memberId: string; free: boolean } | null;

const FIELDS: readonly { field: Exclude<JoinField, 'memberId'>; label: string; type: string; autoComplete: string; hint?: string; inputMode?: 'numeric' | 'tel' | 'email' }[] = [
  { field: 'password', label: '비밀번호', type: 'password', autoComplete: 'new-password', hint: NEW_PASSWORD_HINT },
  { field: 'passwordConfirm', label: '비밀번호 확인', type: 'password', autoComplete: 'new-password' },
  { field: 'memberName', label: '이름', type: 'text', autoComplete: 'name' },
  { field: 'email', label: '이메일', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { field: 'mobileNo', label: '휴대폰 번호', type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: '숫자만 입력 (예: 01012345678)' },
  { field: 'birthday', label: '생년월일 (선택)', type: 'text', autoComplete: 'bday', inputMode: 'numeric', hint: '8자리 (예: 19900101)' },
];

export function JoinForm({ terms }: { terms: readonly JoinTermsType[] }) {
  const shopApi = useShopApi();
  const router = useRouter();
  const [values, setValues] = useState<JoinFormValues>(EMPTY_JOIN_FORM);
  const [errors, setErrors] = useState<JoinFormErrors>({});
  const [idCheck, setIdCheck] = useState<IdCheck>(null);
  const action = useAction();
  const [joined, setJoined] = useState(false);

  const change = (field: JoinField, raw: string) => {
    const value = field === 'birthday' ? cleanBirthdayInput(raw) : raw;
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'memberId') setIdCheck(null);
  };
  const blur = (field: JoinField) => {
    setErrors((e) => ({ ...e, [field]: fieldProblem(field, values) ?? undefined }));
  };

  const checkId = async () => {
    const problem = memberIdProblem(values.memberId);
    setErrors((e) => ({ ...e, memberId: problem ?? undefined }));
    if (problem) return;
    const memberId = values.memberId.trim().toLowerCase();
    try {
      const reply = await shopApi.members.memberIdExists(memberId);
      setIdCheck({ memberId, free: !reply.exist });
      setErrors((e) => ({ ...e, memberId: reply.exist ? MEMBER_ID_MESSAGES.taken : undefined }));
    } catch (failure) {
      setErrors((e) => ({ ...e, memberId: accountErrorMessage(failure) }));
    }
  };

  const submit = () => {
    const found = validateJoinForm(values);
    const idOk = idCheck?.free === true && idCheck.memberId === values.memberId.trim().toLowerCase();
    if (!found.memberId && !idOk) found.memberId = MEMBER_ID_MESSAGES.unchecked;
    setErrors(found);
    if (Object.keys(found).length > 0) return action.fail('입력한 내용을 다시 확인해 주세요.');
    return action.run(async () => {
      await shopApi.members.join(joinRequestOf(values, terms));
      setJoined(true);
    });
  };

  const errorOf = (field: JoinField) =>
    errors[field] ? (
      <p id={`join-${field}-error`} className={styles.error}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>회원가입</h1>
      <ActionForm
        className={styles.form}
        onSubmit={submit}
        action={action}
        actions={
          <button type="submit" className={`${button.primary} ${styles.wide}`} disabled={action.busy}>
            가입하기
          </button>
        }
      >
        <div className={styles.field}>
          <label htmlFor="join-memberId">아이디</label>
          <div className={styles.inline}>
            <input
              id="join-memberId"
              autoComplete="username"
              value={values.memberId}
              aria-invalid={errors.memberId ? true : undefined}
              aria-describedby={errors.memberId ? 'join-memberId-error' : undefined}
              onChange={(e) => change('memberId', e.target.value)}
              onBlur={() => blur('memberId')}
            />
            <button type="button" className={button.outline} onClick={() => void checkId()}>
              중복 확인
            </button>
          </div>
          {errorOf('memberId')}
          {!errors.memberId && idCheck?.free && <p className={styles.ok}>{MEMBER_ID_MESSAGES.free}</p>}
        </div>
        {FIELDS.map(({ field, label, type, autoComplete, hint, inputMode }) => (
          <Field key={field} id={`join-${field}`} label={label}>
            <input
              id={`join-${field}`}
              type={type}
              autoComplete={autoComplete}
              inputMode={inputMode}
              value={values[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `join-${field}-error` : undefined}
              onChange={(e) => change(field, e.target.value)}
              onBlur={() => blur(field)}
            />
            {hint && !errors[field] && <p className={styles.hint}>{hint}</p>}
            {errorOf(field)}
          </Field>
        ))}
      </ActionForm>
      <ConfirmModal
        open={joined}
        title="회원가입 완료"
        message={`${values.memberName.trim()}님, 코트사이드 회원이 되신 것을 환영합니다. 가입 축하 적립금이 지급되었습니다. 로그인해 주세요.`}
        confirmLabel="로그인하기"
        cancelLabel="홈으로"
        onConfirm={() => router.push('/login')}
        onClose={() => router.push('/')}
      />
    </div>
  );
}
