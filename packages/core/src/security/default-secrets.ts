// Shipped default secrets are for a machine that talks only to itself. A server holding one refuses
// to start when it listens beyond loopback or runs with NODE_ENV=production, with a message that
// names the keys to set.

export interface SecretSetting {
  /** The environment key, e.g. `WEB_SECRET`. */
  readonly key: string;
  readonly value: string;
  /** The value shipped in the config module (and printed in the README). */
  readonly shippedDefault: string;
}

export interface SecretExposure {
  /** The server's name in the message, e.g. `web`. */
  readonly server: string;
  /** The address the server listens on. */
  readonly listenHost: string;
  /** NODE_ENV=production as the operator set it. */
  readonly production: boolean;
  readonly secrets: readonly SecretSetting[];
}

/** True for addresses only this machine can reach: 127.0.0.0/8, ::1, localhost. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h.endsWith('.localhost') || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  if (h.startsWith('::ffff:')) return isLoopbackHost(h.slice('::ffff:'.length));
  return /^127(?:\.\d{1,3}){3}$/.test(h);
}

/** The refusal message when a default secret would serve beyond this machine, else null. */
export function defaultSecretRefusal(exposure: SecretExposure): string | null {
  const defaults = exposure.secrets.filter((s) => s.value === s.shippedDefault).map((s) => s.key);
  if (defaults.length === 0) return null;
  const reasons: string[] = [];
  if (!isLoopbackHost(exposure.listenHost)) reasons.push(`루프백이 아닌 주소(${exposure.listenHost})에서 요청을 받습니다`);
  if (exposure.production) reasons.push('NODE_ENV=production 입니다');
  if (reasons.length === 0) return null;
  return (
    `[${exposure.server}] 기본 비밀값으로는 시작할 수 없습니다: ${reasons.join(', ')}. ` +
    `다음 값을 이 설치만의 새 비밀값으로 설정하세요: ${defaults.join(', ')} (README의 "비밀값" 참고). ` +
    `Refusing to start with shipped default secrets (${defaults.join(', ')}) off loopback or in production.`
  );
}
