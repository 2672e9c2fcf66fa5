// Shared steps of the member-area integration tests: logging in and reading the sandbox outbox.
import type { TestShopApi } from '../testing/test-server.ts';

export async function login(api: TestShopApi, memberId: string, password: string, keepLogin = false): Promise<string> {
  const res = await api.call('/oauth/token', { method: 'POST', json: { memberId, password, keepLogin } });
  if (res.status !== 200) throw new Error(`로그인 실패 ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

export interface OutboxItem {
  channel: string;
  target: string;
  subject: string;
  body: string;
  code: string | null;
}

/** The newest message the sandbox outbox holds for a phone number or e-mail address. */
export async function latestMessage(api: TestShopApi, target: string): Promise<OutboxItem | undefined> {
  const res = await fetch(`${api.url}/sandbox/outbox?target=${encodeURIComponent(target)}&limit=1`);
  const body = (await res.json()) as { items: OutboxItem[] };
  return body.items[0];
}

export async function latestCode(api: TestShopApi, target: string): Promise<string> {
  const code = (await latestMessage(api, target))?.code;
  if (!code) throw new Error(`${target}로 보낸 인증번호가 없습니다.`);
  return code;
}

export async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { code: string }).code;
}
