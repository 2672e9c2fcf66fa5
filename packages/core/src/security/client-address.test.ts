import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxyHops } from './client-address.ts';

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress({ socketAddress: '::ffff:10.0.0.7', forwardedFor: '1.2.3.4', trustedHops: 0 })).toBe('10.0.0.7');
    expect(clientAddress({ socketAddress: '::1', forwardedFor: null, trustedHops: 0 })).toBe('::1');
    expect(clientAddress({ socketAddress: null, trustedHops: 0 })).toBe('unknown');
  });
  it('behind trusted proxies is the entry the nearest one appended, not what the client wrote', () => {
    expect(clientAddress({ socketAddress: '127.0.0.1', forwardedFor: 'forged, 203.0.113.9', trustedHops: 1 })).toBe('203.0.113.9');
    expect(clientAddress({ socketAddress: '127.0.0.1', forwardedFor: 'forged, 203.0.113.9, 10.0.0.2', trustedHops: 2 })).toBe('203.0.113.9');
    expect(clientAddress({ socketAddress: '127.0.0.1', forwardedFor: '203.0.113.9', trustedHops: 3 })).toBe('203.0.113.9');
    expect(clientAddress({ socketAddress: '127.0.0.1', forwardedFor: ' , ', trustedHops: 1 })).toBe('127.0.0.1');
    expect(clientAddress({ forwardedFor: '', trustedHops: 1 })).toBe('unknown');
  });
});

describe('trustedProxyHops', () => {
  it('reads TRUST_PROXY', () => {
    expect([undefined, '', 'false', '0', 'true', '2'].map(trustedProxyHops)).toEqual([0, 0, 0, 0, 1, 1 + 1]);
    expect(() => trustedProxyHops('yes')).toThrow(/TRUST_PROXY/);
    expect(() => trustedProxyHops('11')).toThrow(/TRUST_PROXY/);
  });
});
