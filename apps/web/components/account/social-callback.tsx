'use client';
// The provider's redirect lands here (/callback/auth-callback, /callback/link-callback,
// /mypage/info/callback). The state is checked against what this browser stored, then the code is
// spent: a login (POST /oauth/openid), a link to the signed-in member (GET /oauth/openid/link), or
// a re-check of a social member's identity before editing their details.
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ANONYMOUS_SESSION } from '@courtside/core/machines';
import { messageFor } from '@courtside/core/errors';
import { type OpenIdLoginReply } from '@courtside/core/api';
import { useAuthActions, useShopApi } from '@/components/providers';
import { InfoModal } from '@/components/modals/info-modal';
import button from '@/components/ui/button.module.css';
import { accountErrorMessage } from '@/lib/account/account-error';
import { EXISTING_ACCOUNT_KEY, SOCIAL_LABELS, checkCallback, type SocialMode, type SocialRequest } from '@/lib/account/social';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { useAuthStore } from '@/lib/session/auth-store';
import { callbackUrl, clearSocialRequest, readSocialRequest } from './use-social-start';
import styles from './account.module.css';

export const INFO_VERIFIED_KEY = 'courtside.info-verified';

function withParam(path: string, key: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;
}

export function SocialCallback({ mode }: { mode: SocialMode }) {
  const shopApi = useShopApi();
  const auth = useAuthActions();
  const router = useRouter();
  const hydrated = useAuthStore((s) => s.hydrated);
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [welcome, setWelcome] = useState<{ provider: string; next: string } | null>(null);

  useEffect(() => {
    // The stored session is read back first: linking needs it, and a login must not be overwritten
    // by a read-back that finishes after it.
    if (started.current || !hydrated) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const stored = readSocialRequest();
    clearSocialRequest();
    const check = checkCallback(
      { code: params.get('code'), state: params.get('state'), error: params.get('error'), errorCode: params.get('error_code') },
      stored,
    );
    if (!check.ok) {
      setError(messageFor(check.errorCode));
      return;
    }
    if (check.request.mode !== mode) {
      setError(messageFor('invalid-request'));
      return;
    }
    void finish(check.request, check.code);
    // Runs once per visit: the code can be spent only once.
  }, [hydrated]);

  async function finish(request: SocialRequest, code: string) {
    const returnTo = safeRedirectPath(request.returnTo);
    try {
      if (mode === 'login') {
        const reply: OpenIdLoginReply = await shopApi.auth.openIdLogin({
          provider: request.provider, code, redirectUri: callbackUrl('login'), state: request.state, keepLogin: request.keepLogin,
        });
        // A social-only member has no mall id (the profile answers ''), and an empty identifier would
        // read as "logged out" after a reload: name the session after the provider and member number.
        useAuthStore.setState({ accessToken: reply.accessToken, session: ANONYMOUS_SESSION });
        const profile = await shopApi.members.getProfile();
        const userIdentifier = profile.memberId || `${request.provider.replace(/^ncp_/, '')}-${profile.memberNo}`;
        await auth.loginWithToken({ accessToken: reply.accessToken, expireIn: reply.expireIn, userIdentifier });
        if (reply.isInitialSync && reply.ordinaryMemberResponse) {
          window.sessionStorage.setItem(EXISTING_ACCOUNT_KEY, JSON.stringify({ provider: request.provider, ...reply.ordinaryMemberResponse }));
          router.replace('/member/existing-account');
          return;
        }
        if (reply.isInitialSync) {
          setWelcome({ provider: SOCIAL_LABELS[request.provider], next: returnTo });
          return;
        }
        router.replace(returnTo);
        router.refresh();
        return;
      }
      if (useAuthStore.getState().session.status !== 'active') {
        setError('로그인한 뒤에 연동할 수 있습니다. 다시 로그인해 주세요.');
        return;
      }
      const reply = await shopApi.auth.linkOpenId({ provider: request.provider, code, redirectUri: callbackUrl(mode), state: request.state });
      const current = useAuthStore.getState().profile;
      const userIdentifier = current ? current.memberId || `${request.provider.replace(/^ncp_/, '')}-${current.memberNo}` : undefined;
      await auth.loginWithToken({ accessToken: reply.accessToken, expireIn: reply.expireIn, ...(userIdentifier ? { userIdentifier } : {}) });
      if (mode === 'verify') {
        window.sessionStorage.setItem(INFO_VERIFIED_KEY, String(Date.now()));
        router.replace('/mypage/info/modify');
      } else {
        router.replace(withParam(returnTo, 'linked', request.provider));
      }
      router.refresh();
    } catch (failure) {
      setError(accountErrorMessage(failure));
    }
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{mode === 'login' ? '간편 로그인' : mode === 'link' ? '소셜 계정 연동' : '본인 확인'}</h1>
      {error ? (
        <>
          <p className={styles.error} role="alert">
            {error}
          </p>
          <Link href={mode === 'login' ? '/login' : mode === 'link' ? '/sns/link' : '/mypage/info'} className={button.primary}>
            {mode === 'login' ? '로그인으로 돌아가기' : '돌아가기'}
          </Link>
        </>
      ) : (
        <p className={styles.lead} role="status">
          처리 중입니다. 잠시만 기다려 주세요.
        </p>
      )}
      <InfoModal
        open={welcome !== null}
        title="회원가입 완료"
        message={`${welcome?.provider ?? ''} 계정으로 코트사이드 회원이 되었습니다. 가입 축하 적립금이 지급되었습니다.`}
        confirmLabel="쇼핑 계속하기"
        onClose={() => {
          const next = welcome?.next ?? '/';
          setWelcome(null);
          router.replace(next);
          router.refresh();
        }}
      />
    </div>
  );
}
