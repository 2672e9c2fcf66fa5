// Kakao / Naver login and linking: the provider names the platform uses, their labels, and the
// `state` that ties a provider's answer to the request this browser made (a callback whose state
// is not the one we stored is refused, so a forged link cannot log anyone in).
import type { OpenIdProvider } from '@courtside/core/api';

export type SocialMode = 'login' | 'link' | 'verify';

export const SOCIAL_PROVIDERS: readonly OpenIdProvider[] = ['ncp_kakao', 'ncp_naver'];

export const SOCIAL_LABELS: Readonly<Record<OpenIdProvider, string>> = {
  ncp_kakao: '카카오',
  ncp_naver: '네이버',
};

/** "kakao" (as the linked-provider list says it) or "ncp_kakao" → the platform's provider. */
export function providerOf(raw: string | null | undefined): OpenIdProvider | null {
  if (!raw) return null;
  // The profile says "KAKAO", the linked-provider list "kakao", requests "ncp_kakao".
  const lower = raw.toLowerCase();
  const name = lower.startsWith('ncp_') ? lower : `ncp_${lower}`;
  return (SOCIAL_PROVIDERS as readonly string[]).includes(name) ? (name as OpenIdProvider) : null;
}

/** The pending social request, kept in session storage between leaving for the provider and the callback. */
export interface SocialRequest {
  state: string;
  provider: OpenIdProvider;
  mode: SocialMode;
  /** Where to go once done (a same-site path). */
  returnTo: string;
  keepLogin: boolean;
}

export const SOCIAL_REQUEST_KEY = 'courtside.social-request';

export function serializeSocialRequest(request: SocialRequest): string {
  return JSON.stringify(request);
}

export function parseSocialRequest(raw: string | null): SocialRequest | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SocialRequest>;
    const provider = providerOf(value.provider);
    if (typeof value.state !== 'string' || value.state.length < 16 || !provider) return null;
    const mode: SocialMode = value.mode === 'link' || value.mode === 'verify' ? value.mode : 'login';
    return { state: value.state, provider, mode, returnTo: typeof value.returnTo === 'string' ? value.returnTo : '/', keepLogin: value.keepLogin === true };
  } catch {
    return null;
  }
}

export type CallbackCheck =
  | { ok: true; request: SocialRequest; code: string }
  | { ok: false; reason: 'denied' | 'state' | 'missing-code'; errorCode: string };

/**
 * Reads a provider's redirect (`code`, `state`, or `error` / `error_code`) against what this browser
 * asked for. `errorCode` is a catalogue code for the message to show.
 */
export function checkCallback(params: { code?: string | null; state?: string | null; error?: string | null; errorCode?: string | null }, stored: SocialRequest | null): CallbackCheck {
  if (params.error || params.errorCode) {
    const denied = params.errorCode === 'denied-sns-agreement' || params.error === 'access_denied';
    return { ok: false, reason: 'denied', errorCode: denied ? 'denied-sns-agreement' : (params.errorCode ?? 'invalid-request') };
  }
  if (!stored || !params.state || params.state !== stored.state) return { ok: false, reason: 'state', errorCode: 'invalid-request' };
  if (!params.code) return { ok: false, reason: 'missing-code', errorCode: 'invalid-request' };
  return { ok: true, request: stored, code: params.code };
}

/** 32 hex characters from a random source (the browser's crypto in the app, a fake in tests). */
export function newState(randomBytes: (length: number) => Uint8Array): string {
  return Array.from(randomBytes(16), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A social login that found a mall member with the same e-mail or phone (shown on /member/existing-account). */
export interface ExistingAccountNotice {
  provider: OpenIdProvider;
  duplicateKey: string | null;
  signUpDateTime: string | null;
}

export const EXISTING_ACCOUNT_KEY = 'courtside.existing-account';

export function parseExistingAccount(raw: string | null): ExistingAccountNotice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ExistingAccountNotice>;
    const provider = providerOf(value.provider);
    if (!provider) return null;
    return {
      provider,
      duplicateKey: typeof value.duplicateKey === 'string' ? value.duplicateKey : null,
      signUpDateTime: typeof value.signUpDateTime === 'string' ? value.signUpDateTime : null,
    };
  } catch {
    return null;
  }
}
