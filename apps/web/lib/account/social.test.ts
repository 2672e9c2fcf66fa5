import { describe, expect, it } from 'vitest';
import { checkCallback, newState, parseSocialRequest, providerOf, serializeSocialRequest, type SocialRequest } from './social';

const stored: SocialRequest = { state: 'a'.repeat(32), provider: 'ncp_kakao', mode: 'login', returnTo: '/mypage/order', keepLogin: true };

describe('social login state', () => {
  it('reads provider names with or without the ncp_ prefix', () => {
    expect(providerOf('kakao')).toBe('ncp_kakao');
    expect(providerOf('KAKAO')).toBe('ncp_kakao');
    expect(providerOf('ncp_naver')).toBe('ncp_naver');
    expect(providerOf('google')).toBeNull();
    expect(providerOf(null)).toBeNull();
  });

  it('round-trips the pending request and refuses a damaged one', () => {
    expect(parseSocialRequest(serializeSocialRequest(stored))).toEqual(stored);
    expect(parseSocialRequest(JSON.stringify({ ...stored, mode: 'link' }))?.mode).toBe('link');
    expect(parseSocialRequest(JSON.stringify({ ...stored, state: 'short' }))).toBeNull();
    expect(parseSocialRequest('{not json')).toBeNull();
    expect(parseSocialRequest(null)).toBeNull();
  });

  it('accepts the provider answer only with the state this browser stored', () => {
    expect(checkCallback({ code: 'c', state: stored.state }, stored)).toEqual({ ok: true, request: stored, code: 'c' });
    expect(checkCallback({ code: 'c', state: 'b'.repeat(32) }, stored)).toMatchObject({ ok: false, reason: 'state' });
    expect(checkCallback({ code: 'c', state: stored.state }, null)).toMatchObject({ ok: false, reason: 'state' });
    expect(checkCallback({ state: stored.state }, stored)).toMatchObject({ ok: false, reason: 'missing-code' });
  });

  it('turns a declined consent into denied-sns-agreement', () => {
    expect(checkCallback({ error: 'access_denied', errorCode: 'denied-sns-agreement', state: stored.state }, stored)).toEqual({ ok: false, reason: 'denied', errorCode: 'denied-sns-agreement' });
    expect(checkCallback({ error: 'server_error' }, stored)).toEqual({ ok: false, reason: 'denied', errorCode: 'invalid-request' });
  });

  it('makes 32 hex characters of state', () => {
    expect(newState((n) => new Uint8Array(n).fill(171))).toBe('ab'.repeat(16));
  });
});

describe('existing account notice', () => {
  it('reads back what the callback stored, and nothing else', async () => {
    const { parseExistingAccount } = await import('./social');
    expect(parseExistingAccount(JSON.stringify({ provider: 'ncp_kakao', duplicateKey: 'pa**@example.kr', signUpDateTime: '2024-01-01 00:00:00' }))).toEqual({
      provider: 'ncp_kakao', duplicateKey: 'pa**@example.kr', signUpDateTime: '2024-01-01 00:00:00',
    });
    expect(parseExistingAccount(JSON.stringify({ provider: 'ncp_naver', duplicateKey: 3 }))).toEqual({ provider: 'ncp_naver', duplicateKey: null, signUpDateTime: null });
    expect(parseExistingAccount(JSON.stringify({ provider: 'x' }))).toBeNull();
    expect(parseExistingAccount('nope')).toBeNull();
    expect(parseExistingAccount(null)).toBeNull();
  });
});
