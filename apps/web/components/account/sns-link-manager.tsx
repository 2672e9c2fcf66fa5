'use client';
// /sns/link: the member's Kakao / Naver links. Connect (confirm modal → provider → link callback →
// success modal), unlink (confirm modal → success modal). A social-only member must first register
// an id and password (need-to-register), so they can still log in afterwards.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { messageFor } from '@courtside/core/errors';
import { type OpenIdProvider } from '@courtside/core/api';
import { useShopApi } from '@/components/providers';
import { ConfirmModal, InfoModal } from '@/components/modals/info-modal';
import { Field, FormError, FormModal, useAction } from '@/components/ui/form';
import button from '@/components/ui/button.module.css';
import { accountErrorCode } from '@/lib/account/account-error';
import { PASSWORD_CONFIRM_MESSAGE, memberIdProblem } from '@/lib/account/join-form';
import { SOCIAL_LABELS, SOCIAL_PROVIDERS, providerOf } from '@/lib/account/social';
import { validateStrictPassword } from '@courtside/core/validation';
import { NewPasswordFields } from './new-password-fields';
import { useSocialStart } from './use-social-start';
import styles from './account.module.css';

const linksKey = ['member', 'sns-links'] as const;

type Dialog =
  | { kind: 'connect'; provider: OpenIdProvider }
  | { kind: 'unlink'; provider: OpenIdProvider }
  | { kind: 'register'; provider: OpenIdProvider }
  | { kind: 'success'; message: string }
  | null;

function RegisterAccountModal({ provider, onDone, onClose }: { provider: OpenIdProvider; onDone: () => void; onClose: () => void }) {
  const shopApi = useShopApi();
  const [memberId, setMemberId] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const action = useAction();

  const submit = () => {
    const idProblem = memberIdProblem(memberId);
    const rule = validateStrictPassword(password);
    const problem = idProblem ?? (rule.ok ? (confirm === password ? null : PASSWORD_CONFIRM_MESSAGE) : rule.message);
    if (problem) return action.fail(problem);
    return action.run(async () => {
      await shopApi.members.updateProfile({ memberId: memberId.trim().toLowerCase(), password });
      await shopApi.auth.unlinkOpenId(provider);
      onDone();
    });
  };

  return (
    <FormModal onClose={onClose} title="아이디·비밀번호 등록" submitLabel="등록하고 연동 해제" action={action} onSubmit={submit} className={styles.form}>
      <p>{messageFor('need-to-register')}</p>
      <Field id="register-id" label="아이디">
        <input id="register-id" autoComplete="username" value={memberId} onChange={(e) => setMemberId(e.target.value)} />
      </Field>
      <NewPasswordFields ids={['register-password', 'register-password-confirm']} label="비밀번호" hint="" password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
    </FormModal>
  );
}

export function SnsLinkManager() {
  const shopApi = useShopApi();
  const queryClient = useQueryClient();
  const router = useRouter();
  const params = useSearchParams();
  const { start, pending, error: startError } = useSocialStart();
  const [dialog, setDialog] = useState<Dialog>(null);
  const action = useAction();
  const links = useQuery({ queryKey: linksKey, queryFn: () => shopApi.auth.listLinkedProviders() });

  // Back from the provider with ?linked=ncp_kakao: the success modal.
  useEffect(() => {
    const linked = providerOf(params.get('linked'));
    if (!linked) return;
    setDialog({ kind: 'success', message: `${SOCIAL_LABELS[linked]} 계정을 연동했습니다. 이제 ${SOCIAL_LABELS[linked]}로 로그인할 수 있습니다.` });
    router.replace('/sns/link');
  }, [params, router]);

  const linked = new Set((links.data?.providers ?? []).map((p) => providerOf(p.providerType)).filter((p): p is OpenIdProvider => p !== null));
  const refresh = () => queryClient.invalidateQueries({ queryKey: linksKey });

  const unlink = (provider: OpenIdProvider) =>
    action.run(async () => {
      try {
        await shopApi.auth.unlinkOpenId(provider);
      } catch (failure) {
        // A social-only member registers an id and password first (then the unlink goes through).
        if (accountErrorCode(failure) === 'need-to-register') return setDialog({ kind: 'register', provider });
        setDialog(null);
        throw failure;
      }
      await refresh();
      setDialog({ kind: 'success', message: `${SOCIAL_LABELS[provider]} 계정 연동을 해제했습니다.` });
    });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>소셜 계정 연동</h1>
      <p className={styles.lead}>카카오, 네이버 계정을 연동하면 간편하게 로그인할 수 있습니다.</p>
      <ul className={styles.resultList}>
        {SOCIAL_PROVIDERS.map((provider) => {
          const on = linked.has(provider);
          return (
            <li key={provider} className={styles.row}>
              <span>
                <strong>{SOCIAL_LABELS[provider]}</strong> {links.isPending ? '' : on ? '연동됨' : '연동 안 됨'}
              </span>
              <button
                type="button"
                className={on ? button.outline : button.primary}
                disabled={links.isPending || pending !== null}
                onClick={() => setDialog({ kind: on ? 'unlink' : 'connect', provider })}
              >
                {on ? `${SOCIAL_LABELS[provider]} 연동 해제` : `${SOCIAL_LABELS[provider]} 연동하기`}
              </button>
            </li>
          );
        })}
      </ul>
      <FormError error={action.error ?? startError} />
      <ConfirmModal
        open={dialog?.kind === 'connect'}
        title="소셜 계정 연동"
        message={dialog?.kind === 'connect' ? `${SOCIAL_LABELS[dialog.provider]} 로그인 화면으로 이동합니다. 연동할 계정으로 로그인해 주세요.` : ''}
        confirmLabel="연동하기"
        onConfirm={() => {
          if (dialog?.kind === 'connect') void start(dialog.provider, 'link', { returnTo: '/sns/link' });
        }}
        onClose={() => setDialog(null)}
      />
      <ConfirmModal
        open={dialog?.kind === 'unlink'}
        title="소셜 계정 연동 해제"
        message={dialog?.kind === 'unlink' ? `${SOCIAL_LABELS[dialog.provider]} 계정 연동을 해제할까요? 해제하면 ${SOCIAL_LABELS[dialog.provider]}로 로그인할 수 없습니다.` : ''}
        confirmLabel="해제하기"
        busy={action.busy}
        onConfirm={() => {
          if (dialog?.kind === 'unlink') void unlink(dialog.provider);
        }}
        onClose={() => setDialog(null)}
      />
      {dialog?.kind === 'register' && (
        <RegisterAccountModal
          provider={dialog.provider}
          onClose={() => setDialog(null)}
          onDone={() => {
            void refresh();
            setDialog({ kind: 'success', message: `아이디와 비밀번호를 등록하고 ${SOCIAL_LABELS[dialog.provider]} 계정 연동을 해제했습니다.` });
          }}
        />
      )}
      <InfoModal open={dialog?.kind === 'success'} title="완료" message={dialog?.kind === 'success' ? dialog.message : ''} onClose={() => setDialog(null)} />
    </div>
  );
}
