import { describe, expect, it } from 'vitest';
import { previousPath, returnablePath } from './previous-path';

const origin = 'http://127.0.0.1:3000';

describe('previous path after login', () => {
  it('prefers ?redirect=', () => {
    expect(previousPath('/mypage/order', '/product/100005', `${origin}/best`, origin)).toBe('/mypage/order');
  });

  it('then the last page this tab showed, query included (header links, modals, social logins)', () => {
    expect(previousPath(null, '/product/100005?tab=review', `${origin}/best`, origin)).toBe('/product/100005?tab=review');
    expect(previousPath('/login', '/search?keyword=%EB%8C%90', '', origin)).toBe('/search?keyword=%EB%8C%90');
  });

  it('falls back to the page the shopper came from on this site', () => {
    expect(previousPath(null, null, `${origin}/products/100001?tab=review`, origin)).toBe('/products/100001?tab=review');
  });

  it('never returns to another site or into the account screens', () => {
    expect(previousPath('https://evil.example/', '//evil.example/x', 'https://evil.example/x', origin)).toBe('/');
    expect(previousPath('/login', '/join', `${origin}/join`, origin)).toBe('/');
    expect(previousPath(undefined, '/\t/evil.example', `${origin}/find?tab=id`, origin)).toBe('/');
    expect(previousPath(undefined, undefined, '', origin)).toBe('/');
    expect(returnablePath('/callback/auth-callback?code=1')).toBe('');
    expect(returnablePath('/cart')).toBe('/cart');
  });
});
