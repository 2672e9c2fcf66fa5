'use client';
// /member/existing-account: a first social login found a mall member with the same e-mail or
// phone. The shopper keeps the new social account, or folds it into the existing one: the new
// account is closed (its social link freed), they log in with their id and link the provider.
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useAuthActions, useShopApi } from '@/components/providers';
import { ConfirmModal } from '@/components/modals/info-modal';
import button from '@/components/ui/button.module.css';
import { FormError, useAction } from '@/components/ui/form';
import { EXISTING_ACCOUNT_KEY, SOCIAL_LABELS, parseExistingAccount, type ExistingAccountNotice } from '@/lib/account/social';
import { ymdtDot } from '@/lib/community/community-text';
import styles from './account.module.css';
import { readLastPage } from '@/components/layout/last-page';
import { returnablePath } from '@/lib/account/previous-path';

export function ExistingAccount() {
  const shopApi = useShopApi();
  const auth = useAuthActions();
  const router = useRouter();
  const [notice, setNotice] = useState<ExistingAccountNotice | null | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const action = useAction();
  useEffect(() => setNotice(parseExistingAccount(window.sessionStorage.getItem(EXISTING_ACCOUNT_KEY))), []);

  if (notice === undefined) return null;
  if (notice === null) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>기존 계정 안내</h1>
        <p className={styles.lead}>확인할 계정 정보가 없습니다.</p>
        <Link href="/" className={button.primary}>
          홈으로
        </Link>
      </div>
    );
  }
  const label = SOCIAL_LABELS[notice.provider];

  const linkToExisting = async () => {
    const linked = await action.run(async () => {
      await shopApi.members.withdraw(`${label} 계정을 기존 계정에 연동`);
      await auth.logout();
      window.sessionStorage.removeItem(EXISTING_ACCOUNT_KEY);
      router.push(`/sns/sns-link?provider=${notice.provider}`);
    });
    if (!linked) setConfirming(false);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>이미 가입된 계정이 있습니다</h1>
      <div className={styles.result}>
        <p>
          {label} 계정의 정보와 같은 정보로 가입된 코트사이드 계정이 있습니다.
        </p>
        {notice.duplicateKey && <p className={styles.resultId}>{notice.duplicateKey}</p>}
        {notice.signUpDateTime && <p className={styles.hint}>가입일 {ymdtDot(notice.signUpDateTime)}</p>}
      </div>
      <FormError error={action.error} />
      <div className={styles.actions}>
        <button type="button" className={button.primary} onClick={() => setConfirming(true)}>
          기존 계정에 {label} 연동하기
        </button>
        <button
          type="button"
          className={button.outline}
          onClick={() => {
            window.sessionStorage.removeItem(EXISTING_ACCOUNT_KEY);
            // Back to where the social login started (the previous-path rule).
            router.replace(returnablePath(readLastPage()) || '/');
            router.refresh();
          }}
        >
          새 계정으로 계속하기
        </button>
      </div>
      <ConfirmModal
        open={confirming}
        title="기존 계정에 연동"
        message={`방금 ${label}로 만들어진 계정은 정리되고, 기존 계정으로 로그인한 뒤 ${label} 계정이 연동됩니다. 계속할까요?`}
        confirmLabel="계속하기"
        busy={action.busy}
        onConfirm={() => void linkToExisting()}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
