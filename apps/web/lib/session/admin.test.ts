import { describe, expect, it } from 'vitest';
import { isAdminProfile } from './admin';

describe('isAdminProfile', () => {
  it('recognises the administrator group among comma-separated names', () => {
    expect(isAdminProfile({ memberGroupNames: '우수회원, 코트사이드 관리자', memberGroups: [] })).toBe(true);
  });
  it('recognises it in the group list too', () => {
    expect(isAdminProfile({ memberGroupNames: null, memberGroups: [{ memberGroupNo: 9, memberGroupName: '코트사이드 관리자' }] })).toBe(true);
  });
  it('refuses other members and visitors', () => {
    expect(isAdminProfile({ memberGroupNames: '우수회원', memberGroups: [] })).toBe(false);
    expect(isAdminProfile(null)).toBe(false);
  });
});
