import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers } from '../seed/fixtures.ts';
import { rememberRecentAddress } from '../services/members/shipping-addresses.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { errorCode, login } from './member-area.test-helpers.ts';

interface Address { addressNo: number; addressName: string; defaultYn: string; addressType: string; receiverName: string; receiverDetailAddress: string | null }
interface Book { defaultAddress: Address | null; bookedAddresses: Address[]; recentAddresses: Address[] }

const court = {
  addressName: '주말 코트',
  addressType: 'BOOK',
  defaultYn: 'N',
  receiverName: '박서브',
  receiverZipCd: '48058',
  receiverAddress: '부산광역시 해운대구 센텀중앙로 79',
  receiverJibunAddress: '부산광역시 해운대구 우동 1497',
  receiverDetailAddress: '센텀타워 805호',
  receiverContact1: '010-3456-7890',
} as const;

describe('shipping addresses', () => {
  let api: TestShopApi;
  let lee = '';
  let park = '';
  beforeAll(async () => {
    api = await startTestShopApi('addresses');
    lee = await login(api, seedMembers.shopper.memberId, seedMembers.shopper.password);
    park = await login(api, seedMembers.second.memberId, seedMembers.second.password);
  });
  afterAll(async () => { await api.close(); });

  const book = async (token: string) => (await (await api.call('/profile/shipping-addresses', { token })).json()) as Book;

  it('shows tennis_lee’s saved addresses with home as the default, first', async () => {
    const b = await book(lee);
    expect(b.defaultAddress).toMatchObject({ addressName: '집', defaultYn: 'Y' });
    expect(b.bookedAddresses.map((a) => a.addressName)).toEqual(['집', '테니스 클럽']);
    expect(b.recentAddresses).toEqual([]);
  });

  it('adds a first address as the default, edits it and makes another one the default', async () => {
    const res = await api.call('/profile/shipping-addresses', { method: 'POST', token: park, json: court });
    expect(res.status).toBe(200);
    const first = (await res.json()) as Address;
    expect(first).toMatchObject({ addressName: '주말 코트', defaultYn: 'Y', addressType: 'BOOK' });
    const second = (await (await api.call('/profile/shipping-addresses', { method: 'POST', token: park, json: { ...court, addressName: '회사', receiverDetailAddress: '12층' } })).json()) as Address;
    expect(second.defaultYn).toBe('N');

    const edited = await api.call(`/profile/shipping-addresses/${first.addressNo}`, { method: 'PUT', token: park, json: { receiverDetailAddress: '센텀타워 901호' } });
    expect(await edited.json()).toMatchObject({ addressName: '주말 코트', receiverDetailAddress: '센텀타워 901호', receiverName: '박서브' });

    const made = await api.call(`/profile/shipping-addresses/${second.addressNo}/default`, { method: 'PUT', token: park });
    expect(await made.json()).toMatchObject({ addressNo: second.addressNo, defaultYn: 'Y' });
    const b = await book(park);
    expect(b.defaultAddress?.addressNo).toBe(second.addressNo);
    expect(b.bookedAddresses.map((a) => a.addressName)).toEqual(['회사', '주말 코트']);
    expect((await (await api.call(`/profile/shipping-addresses/${first.addressNo}`, { token: park })).json()).defaultYn).toBe('N');

    expect((await api.call(`/profile/shipping-addresses/${first.addressNo}`, { method: 'DELETE', token: park })).status).toBe(204);
    expect((await book(park)).bookedAddresses.map((a) => a.addressName)).toEqual(['회사']);
  });

  it('keeps addresses to their owner: anyone else gets 404', async () => {
    const leeHome = (await book(lee)).defaultAddress?.addressNo ?? 0;
    for (const [method, path] of [['GET', ''], ['PUT', ''], ['DELETE', ''], ['PUT', '/default']] as const) {
      const res = await api.call(`/profile/shipping-addresses/${leeHome}${path}`, { method, token: park, json: method === 'PUT' && !path ? { addressName: '내 것' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await book(lee)).defaultAddress?.addressName).toBe('집');
    expect((await api.call('/profile/shipping-addresses/987654', { token: lee })).status).toBe(404);
  });

  it('refuses missing and malformed fields with codes', async () => {
    expect(await errorCode(await api.call('/profile/shipping-addresses', { method: 'POST', token: park, json: { ...court, receiverName: ' ' } }))).toBe('A0103');
    expect(await errorCode(await api.call('/profile/shipping-addresses', { method: 'POST', token: park, json: { ...court, receiverZipCd: 'abc' } }))).toBe('A0102');
    expect(await errorCode(await api.call('/profile/shipping-addresses', { method: 'POST', token: park, json: { ...court, receiverContact1: '12' } }))).toBe('A0101');
    expect(await errorCode(await api.call('/profile/shipping-addresses', { method: 'POST', token: park, json: { ...court, defaultYn: 'maybe' } }))).toBe('C0003');
    expect((await api.call('/profile/shipping-addresses')).status).toBe(401);
  });

  it('remembers recent order addresses, at most ten, without repeating one', async () => {
    const memberNo = seedMembers.reviewer.memberNo;
    const now = api.deps.now();
    for (let i = 1; i <= 12; i++) {
      await rememberRecentAddress(api.deps.db, memberNo, { ...court, receiverName: '최발리', receiverDetailAddress: `${i}호` }, new Date(now.getTime() + i * 1000));
    }
    await rememberRecentAddress(api.deps.db, memberNo, { ...court, receiverName: '최발리', receiverDetailAddress: '12호' }, new Date(now.getTime() + 20_000));
    const token = await login(api, seedMembers.reviewer.memberId, seedMembers.reviewer.password);
    const recent = (await book(token)).recentAddresses;
    expect(recent).toHaveLength(10);
    expect(recent[0]?.receiverDetailAddress).toBe('12호');
    expect(recent.every((a) => a.addressType === 'RECENT')).toBe(true);
  });
});
