'use client';
// Leaving for Kakao / Naver: remember what we asked for (state, mode, where to come back), ask the
// platform for the provider's authorise address, and go there. The callback pages finish the job.
import { useState } from 'react';
import type { OpenIdProvider } from '@courtside/core/api';
import { useShopApi } from '@/components/providers';
import { accountErrorMessage } from '@/lib/account/account-error';
import { SOCIAL_REQUEST_KEY, newState, parseSocialRequest, serializeSocialRequest, type SocialMode, type SocialRequest } from '@/lib/account/social';

const CALLBACK_PATHS: Readonly<Record<SocialMode, string>> = {
  login: '/callback/auth-callback',
  link: '/callback/link-callback',
  verify: '/mypage/info/callback',
};

export function callbackUrl(mode: SocialMode): string {
  return `${window.location.origin}${CALLBACK_PATHS[mode]}`;
}

export function readSocialRequest(): SocialRequest | null {
  try {
    return parseSocialRequest(window.sessionStorage.getItem(SOCIAL_REQUEST_KEY));
  } catch {
    return null;
  }
}

export function clearSocialRequest(): void {
  try {
    window.sessionStorage.removeItem(SOCIAL_REQUEST_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function useSocialStart() {
  const shopApi = useShopApi();
  const [pending, setPending] = useState<OpenIdProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function start(provider: OpenIdProvider, mode: SocialMode, options: { returnTo?: string; keepLogin?: boolean } = {}) {
    setPending(provider);
    setError(null);
    const request: SocialRequest = {
      state: newState((n) => window.crypto.getRandomValues(new Uint8Array(n))),
      provider,
      mode,
      returnTo: options.returnTo ?? '/',
      keepLogin: options.keepLogin ?? false,
    };
    try {
      window.sessionStorage.setItem(SOCIAL_REQUEST_KEY, serializeSocialRequest(request));
      const { loginUrl } = await shopApi.auth.loginUrl({ provider, redirectUri: callbackUrl(mode), state: request.state });
      window.location.assign(loginUrl);
    } catch (failure) {
      setError(accountErrorMessage(failure));
      setPending(null);
    }
  }

  return { start, pending, error };
}
