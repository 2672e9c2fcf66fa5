'use client';
// A new password typed twice (join-free password reset, the password change modal, a social-only
// member registering an id): the two fields with the strict rule's hint under the first.
import { Field } from '@/components/ui/form';

export const NEW_PASSWORD_HINT = '영문, 숫자, 특수문자를 모두 넣어 8~16자';

export interface NewPasswordFieldsProps {
  /** Ids of the password and its confirmation inputs. */
  ids: readonly [string, string];
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  label?: string;
  hint?: string;
}

export function NewPasswordFields({ ids, password, confirm, onPassword, onConfirm, label = '새 비밀번호', hint = NEW_PASSWORD_HINT }: NewPasswordFieldsProps) {
  return (
    <>
      <Field id={ids[0]} label={label} hint={hint || undefined}>
        <input id={ids[0]} type="password" autoComplete="new-password" value={password} onChange={(e) => onPassword(e.target.value)} />
      </Field>
      <Field id={ids[1]} label={`${label} 확인`}>
        <input id={ids[1]} type="password" autoComplete="new-password" value={confirm} onChange={(e) => onConfirm(e.target.value)} />
      </Field>
    </>
  );
}
