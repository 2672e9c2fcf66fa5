import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { checkUploadSignature, signUpload } = await import('./upload-signature');

const secret = 'a-test-secret-of-enough-length';
const key = 'review/20250304/0123456789abcdef0123456789abcdef.png';

describe('upload URL signatures', () => {
  it('accept the URL this server issued until it expires', () => {
    const signature = signUpload(secret, key, 2_000);
    expect(checkUploadSignature(secret, key, 2_000, signature, 1_000)).toBe('ok');
    expect(checkUploadSignature(secret, key, 2_000, signature, 2_001)).toBe('expired');
  });
  it('refuse another key, a moved expiry, another secret or garbage', () => {
    const signature = signUpload(secret, key, 2_000);
    expect(checkUploadSignature(secret, key.replace('.png', '.jpg'), 2_000, signature, 1_000)).toBe('invalid');
    expect(checkUploadSignature(secret, key, 9_000, signature, 1_000)).toBe('invalid');
    expect(checkUploadSignature('another-secret-of-enough-length', key, 2_000, signature, 1_000)).toBe('invalid');
    expect(checkUploadSignature(secret, key, 2_000, 'zz', 1_000)).toBe('invalid');
  });
});
