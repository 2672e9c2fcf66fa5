import { describe, expect, it } from 'vitest';
import { allowedHostHeaders, isAllowedHostHeader, isAllowedOrigin } from './host-allow-list.ts';
import { crossSiteRefusal } from './cross-site.ts';
import { defaultSecretRefusal, isLoopbackHost } from './default-secrets.ts';
import { forbiddenCharacterPath, hasForbiddenCharacter } from './text-characters.ts';

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', 'app.localhost', '::1', '[::1]', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])('%s is loopback', (h) => {
    expect(isLoopbackHost(h)).toBe(true);
  });
  it.each(['0.0.0.0', '::', '192.168.0.10', 'shop.example', '128.0.0.1', '127.0.0.1.evil.example'])('%s is not', (h) => {
    expect(isLoopbackHost(h)).toBe(false);
  });
});

describe('defaultSecretRefusal', () => {
  const secrets = [
    { key: 'WEB_SECRET', value: 'shipped-web', shippedDefault: 'shipped-web' },
    { key: 'POS_SETUP_CODE', value: 'my-own-code', shippedDefault: 'shipped-code' },
  ];
  it('lets the defaults serve on loopback outside production', () => {
    expect(defaultSecretRefusal({ server: 'web', listenHost: '127.0.0.1', production: false, secrets })).toBeNull();
  });
  it('refuses a default secret on a public address and names the key', () => {
    const message = defaultSecretRefusal({ server: 'web', listenHost: '0.0.0.0', production: false, secrets });
    expect(message).toContain('WEB_SECRET');
    expect(message).not.toContain('POS_SETUP_CODE');
    expect(message).toContain('0.0.0.0');
  });
  it('refuses a default secret in production even on loopback', () => {
    expect(defaultSecretRefusal({ server: 'web', listenHost: '127.0.0.1', production: true, secrets })).toContain('NODE_ENV=production');
  });
  it('lets own secrets serve anywhere', () => {
    const own = secrets.map((s) => ({ ...s, value: `${s.key}-own` }));
    expect(defaultSecretRefusal({ server: 'web', listenHost: '0.0.0.0', production: true, secrets: own })).toBeNull();
  });
});

describe('Host allow-list', () => {
  const allowed = allowedHostHeaders('127.0.0.1', 4020);
  it('answers the loopback names with the port', () => {
    expect(isAllowedHostHeader('127.0.0.1:4020', allowed)).toBe(true);
    expect(isAllowedHostHeader('LOCALHOST:4020', allowed)).toBe(true);
    expect(isAllowedHostHeader('[::1]:4020', allowed)).toBe(true);
  });
  it('refuses a rebinding name, another port and a missing Host', () => {
    expect(isAllowedHostHeader('evil.example:4020', allowed)).toBe(false);
    expect(isAllowedHostHeader('127.0.0.1:4021', allowed)).toBe(false);
    expect(isAllowedHostHeader(undefined, allowed)).toBe(false);
  });
  it('adds a named listen address, never a wildcard, and port-less names on port 80', () => {
    expect(allowedHostHeaders('192.168.0.5', 4020)).toContain('192.168.0.5:4020');
    expect(allowedHostHeaders('0.0.0.0', 4020)).not.toContain('0.0.0.0:4020');
    expect(allowedHostHeaders('::1', 80)).toEqual(expect.arrayContaining(['[::1]:80', '[::1]']));
    expect(allowedHostHeaders('127.0.0.1', 4020, ['Counter.local'])).toContain('counter.local:4020');
  });
  it('checks Origin against the same names', () => {
    expect(isAllowedOrigin(undefined, allowed)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:4020', allowed)).toBe(true);
    expect(isAllowedOrigin('http://evil.example:4020', allowed)).toBe(false);
    expect(isAllowedOrigin('null', allowed)).toBe(false);
  });
});

describe('crossSiteRefusal', () => {
  const base = { method: 'POST', host: 'shop.example', origin: 'https://shop.example', secFetchSite: 'same-origin', contentType: 'application/json', hasBody: true };
  it('lets same-origin JSON through, and reads are never refused', () => {
    expect(crossSiteRefusal(base)).toBeNull();
    expect(crossSiteRefusal({ ...base, method: 'GET', origin: 'https://evil.example', secFetchSite: 'cross-site' })).toBeNull();
    expect(crossSiteRefusal({ ...base, contentType: 'application/merge-patch+json; charset=utf-8' })).toBeNull();
  });
  it('lets programs (no Origin, no Sec-Fetch-Site) through', () => {
    expect(crossSiteRefusal({ ...base, origin: null, secFetchSite: null })).toBeNull();
    expect(crossSiteRefusal({ ...base, origin: null, secFetchSite: 'none' })).toBeNull();
  });
  it('refuses another site by Sec-Fetch-Site or Origin', () => {
    expect(crossSiteRefusal({ ...base, secFetchSite: 'cross-site' })).toBe('CSRF_ORIGIN_REJECTED');
    expect(crossSiteRefusal({ ...base, secFetchSite: 'same-site' })).toBe('CSRF_ORIGIN_REJECTED');
    expect(crossSiteRefusal({ ...base, secFetchSite: null, origin: 'https://evil.example' })).toBe('CSRF_ORIGIN_REJECTED');
    expect(crossSiteRefusal({ ...base, secFetchSite: null, origin: 'null' })).toBe('CSRF_ORIGIN_REJECTED');
    expect(crossSiteRefusal({ ...base, host: null })).toBe('CSRF_ORIGIN_REJECTED');
  });
  it('refuses a form body (text/plain) even from the same site, unless the route takes raw bytes', () => {
    expect(crossSiteRefusal({ ...base, contentType: 'text/plain' })).toBe('CSRF_JSON_REQUIRED');
    expect(crossSiteRefusal({ ...base, contentType: null })).toBe('CSRF_JSON_REQUIRED');
    expect(crossSiteRefusal({ ...base, contentType: 'image/png', rawBodyAllowed: true })).toBeNull();
    expect(crossSiteRefusal({ ...base, contentType: null, hasBody: false })).toBeNull();
  });
});

describe('forbidden characters', () => {
  it('finds NUL, controls, bidi overrides and lone surrogates', () => {
    for (const bad of ['a\u0000b', 'x\u001b[31m', '\u202Egnp.exe', 'a\u2066b', '\uD800', 'x\uDC00y', 'a\u0085']) expect(hasForbiddenCharacter(bad), JSON.stringify(bad)).toBe(true);
  });
  it('keeps Korean, emoji, tabs and line breaks', () => {
    for (const good of ['코트사이드 댐프너', '🎾 좋아요', 'a\tb\r\nc', '']) expect(hasForbiddenCharacter(good), good).toBe(false);
  });
  it('names the path of the first bad string in a body', () => {
    expect(forbiddenCharacterPath({ a: 1, b: [{ c: 'ok' }, { d: 'x\u0000' }] })).toBe('b.1.d');
    expect(forbiddenCharacterPath({ ['k\u202E']: 'v' })).toBe('k\u202E');
    expect(forbiddenCharacterPath('\u0000')).toBe('본문');
    expect(forbiddenCharacterPath({ a: 'ok', b: null, c: [1, true] })).toBeNull();
  });
});
