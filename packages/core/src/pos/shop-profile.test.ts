import { describe, expect, it } from 'vitest';
import { checkShopProfile, formatBusinessNumber, isValidBusinessNumber } from './shop-profile.ts';

const good = { name: ' 코트사이드 ', representative: '김코트', businessNumber: '2208162517', address: '서울시 마포구 테니스로 1', phone: '02-1234-5678' };

describe('shop profile', () => {
  it('checks the 사업자등록번호 with the tax service weights, with or without hyphens', () => {
    expect(isValidBusinessNumber('220-81-62517')).toBe(true);
    expect(isValidBusinessNumber('2208162517')).toBe(true);
    expect(isValidBusinessNumber('220-81-62518')).toBe(false);
    expect(isValidBusinessNumber('220-81-6251')).toBe(false);
    expect(isValidBusinessNumber('abc-de-fghij')).toBe(false);
    expect(formatBusinessNumber('2208162517')).toBe('220-81-62517');
    expect(formatBusinessNumber('nonsense')).toBe('nonsense');
  });

  it('trims and formats a good profile', () => {
    expect(checkShopProfile(good)).toEqual({ ok: true, value: { ...good, name: '코트사이드', businessNumber: '220-81-62517' } });
    expect(checkShopProfile({ ...good, phone: '1588-1234' }).ok).toBe(true);
    expect(checkShopProfile({ ...good, phone: '010-1234-5678' }).ok).toBe(true);
  });

  it('names the first bad field in Korean', () => {
    expect(checkShopProfile({ ...good, name: '  ' })).toMatchObject({ ok: false, field: 'name', message: '상호을(를) 입력해 주세요.' });
    expect(checkShopProfile({ ...good, address: 'x'.repeat(121) })).toMatchObject({ ok: false, field: 'address' });
    expect(checkShopProfile({ ...good, businessNumber: '220-81-62518' })).toMatchObject({ ok: false, field: 'businessNumber', message: expect.stringContaining('사업자등록번호') });
    expect(checkShopProfile({ ...good, phone: '12345' })).toMatchObject({ ok: false, field: 'phone' });
  });
});
