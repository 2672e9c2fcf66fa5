import { describe, expect, it } from 'vitest';
import { createPodTokenCache } from './token-cache';

function fakePartner(lifetime = 3600) {
  let issued = 0;
  return {
    get issued() {
      return issued;
    },
    authorizeChannel: async () => ({ access_token: `channel-${++issued}`, expires_in: lifetime, refresh_token: 'r' }),
    authorizeUser: async (id: string) => ({ access_token: `${id}-${++issued}`, expires_in: lifetime }),
  };
}

describe('the server’s partner tokens', () => {
  it('reuses a token until 60 seconds before it expires, then asks for a new one', async () => {
    let clock = 1_000_000;
    const partner = fakePartner(3600);
    const cache = createPodTokenCache(partner, () => clock);
    expect(await cache.channelToken()).toBe('channel-1');
    clock += 3539_000;
    expect(await cache.channelToken()).toBe('channel-1');
    clock += 1_000;
    expect(await cache.channelToken()).toBe('channel-2');
    expect(partner.issued).toBe(2);
  });

  it('keeps one token per store customer', async () => {
    const partner = fakePartner();
    const cache = createPodTokenCache(partner, () => 0);
    expect(await cache.userToken('member:a')).toBe('member:a-1');
    expect(await cache.userToken('guest:b')).toBe('guest:b-2');
    expect(await cache.userToken('member:a')).toBe('member:a-1');
  });

  it('asks the partner once when many callers need a token at the same moment', async () => {
    const partner = fakePartner();
    const cache = createPodTokenCache(partner, () => 0);
    const tokens = await Promise.all([cache.channelToken(), cache.channelToken(), cache.channelToken()]);
    expect(new Set(tokens)).toEqual(new Set(['channel-1']));
    expect(partner.issued).toBe(1);
  });

  it('gets a new token after one was refused', async () => {
    const partner = fakePartner();
    const cache = createPodTokenCache(partner, () => 0);
    const first = await cache.userToken('member:a');
    cache.forget(first);
    expect(await cache.userToken('member:a')).not.toBe(first);
  });

  it('does not keep a failed renewal', async () => {
    let fail = true;
    const cache = createPodTokenCache(
      {
        authorizeChannel: async () => {
          if (fail) throw new Error('partner down');
          return { access_token: 'ok', expires_in: 3600, refresh_token: '' };
        },
        authorizeUser: async () => ({ access_token: 'u', expires_in: 3600 }),
      },
      () => 0,
    );
    await expect(cache.channelToken()).rejects.toThrow('partner down');
    fail = false;
    expect(await cache.channelToken()).toBe('ok');
  });
});
