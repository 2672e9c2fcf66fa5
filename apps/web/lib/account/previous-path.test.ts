import { describe, expect, it } from 'vitest';
import { previousPath } from './previous-path';

const origin = 'http://127.0.0.1:3000';

describe('previous path after login', () => {
  it('prefers ?redirect=', () => {
    expect(previousPath('/mypage/order', `${origin}/best`, origin)).toBe('/mypage/order');
  });

  it('falls back to the page the shopper came from on this site', () => {
    expect(previousPath(null, `${origin}/products/100001?tab=review`, origin)).toBe('/products/100001?tab=review');
  });

  it('never returns to another site or into the account screens', () => {
    expect(previousPath('https://evil.example/', 'https://evil.example/x', origin)).toBe('/');
    expect(previousPath('/login', `${origin}/join`, origin)).toBe('/');
    expect(previousPath(undefined, `${origin}/find?tab=id`, origin)).toBe('/');
    expect(previousPath(undefined, '', origin)).toBe('/');
  });
});
