// Passwords are stored as salted scrypt hashes: `scrypt$<salt>$<hash>` (base64url). The rule is the
// platform's basic one (seed §5): 8–16 printable characters with at least a letter and a digit.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** False for a missing hash (a social-only member has none) or a malformed one. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await derive(password, Buffer.from(saltText, 'base64url'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The Korean reason a password breaks the rule, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (!/^[!-~]+$/.test(password)) return '비밀번호에는 공백이나 한글을 사용할 수 없습니다.';
  if (password.length < 8 || password.length > 16) return '비밀번호는 8~16자로 입력해 주세요.';
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) return '비밀번호는 영문과 숫자를 모두 포함해야 합니다.';
  return null;
}
