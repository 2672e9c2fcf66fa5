import { describe, expect, it } from 'vitest';
import { nextHostname } from './next-hostname.mjs';

describe('nextHostname', () => {
  it('names every loopback address localhost, as Next’s proxy reads the request', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', '::1', '[::1]', 'localhost', 'LOCALHOST']) expect(nextHostname(host)).toBe('localhost');
  });
  it('keeps any other host', () => {
    for (const host of ['0.0.0.0', '192.168.0.10', 'shop.courtside.kr', '1270.0.0.1']) expect(nextHostname(host)).toBe(host);
  });
});
