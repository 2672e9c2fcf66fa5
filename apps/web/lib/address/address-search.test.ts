import { describe, expect, it } from 'vitest';
import { searchAddresses, queryTokens } from './address-search';
import { KOREAN_ADDRESSES } from './korean-addresses';

describe('the bundled address set', () => {
  it('holds about two hundred five-digit addresses with road and jibun forms', () => {
    expect(KOREAN_ADDRESSES.length).toBeGreaterThanOrEqual(190);
    for (const a of KOREAN_ADDRESSES) {
      expect(a.zonecode).toMatch(/^\d{5}$/);
      expect(a.roadAddress.length).toBeGreaterThan(5);
      expect(a.jibunAddress.length).toBeGreaterThan(5);
    }
  });

  it('covers Seoul, Busan, Jeju and the Ulleung island codes', () => {
    const starts = (prefix: string) => KOREAN_ADDRESSES.filter((a) => a.roadAddress.startsWith(prefix)).length;
    expect(starts('서울특별시')).toBeGreaterThan(40);
    expect(starts('부산광역시')).toBeGreaterThan(10);
    expect(KOREAN_ADDRESSES.some((a) => a.zonecode.startsWith('63'))).toBe(true);
    expect(KOREAN_ADDRESSES.some((a) => a.zonecode === '40200')).toBe(true);
  });

  it('never lists the same postal code and road address twice', () => {
    const keys = KOREAN_ADDRESSES.map((a) => `${a.zonecode} ${a.roadAddress}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('searchAddresses', () => {
  it('finds a road address by road name and number, with or without the space', () => {
    const [first] = searchAddresses('테헤란로 152');
    expect(first?.zonecode).toBe('06236');
    expect(searchAddresses('테헤란로152')[0]?.zonecode).toBe('06236');
  });

  it('needs every word to match', () => {
    const both = searchAddresses('송파구 올림픽로');
    expect(both.length).toBeGreaterThanOrEqual(2);
    expect(both.every((a) => a.roadAddress.includes('송파구') && a.roadAddress.includes('올림픽로'))).toBe(true);
    expect(searchAddresses('송파구 해운대')).toEqual([]);
  });

  it('finds by jibun (dong) and by building name, building matches first', () => {
    expect(searchAddresses('역삼동').some((a) => a.zonecode === '06236')).toBe(true);
    const tennis = searchAddresses('테니스');
    expect(tennis.length).toBeGreaterThanOrEqual(3);
    expect(tennis.every((a) => a.buildingName.includes('테니스'))).toBe(true);
  });

  it('finds a five-digit postal code, including Jeju and island codes', () => {
    expect(searchAddresses('40200').map((a) => a.roadAddress)).toEqual(['경상북도 울릉군 서면 울릉순환로 2670']);
    expect(searchAddresses('63122')[0]?.buildingName).toBe('제주특별자치도청');
  });

  it('reads short province names as the official ones', () => {
    expect(queryTokens(' 충북  청주시 ')).toEqual(['충청북도', '청주시']);
    expect(searchAddresses('충북 청주시').length).toBeGreaterThanOrEqual(2);
    expect(searchAddresses('서울시 종로구').every((a) => a.roadAddress.startsWith('서울특별시 종로구'))).toBe(true);
    expect(searchAddresses('제주도 서귀포시').every((a) => a.zonecode.startsWith('63'))).toBe(true);
  });

  it('answers nothing for an empty query and respects the limit', () => {
    expect(searchAddresses('   ')).toEqual([]);
    expect(searchAddresses('서울특별시', { limit: 5 })).toHaveLength(5);
  });
});
