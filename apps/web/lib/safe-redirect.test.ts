import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('follows a path on this site, query included', () => {
    expect(safeRedirectPath('/mypage/order?page=2')).toBe('/mypage/order?page=2');
  });
  it('refuses other sites and odd inputs', () => {
    for (const raw of ['https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example', 'mypage', '', null, undefined]) {
      expect(safeRedirectPath(raw)).toBe('/');
    }
  });
});

describe('loginPathFor', () => {
  it('asks the login page to come back to the page', () => {
    expect(loginPathFor('/mypage/order')).toBe('/login?redirect=%2Fmypage%2Forder');
  });
  it('needs no redirect for home', () => {
    expect(loginPathFor('/')).toBe('/login');
  });
});
