// Terminals of the stack tests: a real terminal registered on the test stack's own server with a code
// an admin made for it, its admin signed in and its catalogue synced; and a dispatch that throws the
// coded error instead of answering it.
import { ADMIN, startPosStack, type PosStack } from '@courtside/pos-server/testing/stack';
import { createTestTerminal, type TestTerminal } from '../src/services/testing/test-terminal.ts';
import type { CreateTerminalOptions } from '../src/services/terminal-services.ts';

export async function value<T>(t: TestTerminal, channel: string, args: unknown): Promise<T> {
  const result = await t.dispatch(channel, args);
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}

export async function stackTerminal(stack: PosStack, name: string, env: Record<string, string> = {}, options: CreateTerminalOptions = {}): Promise<TestTerminal> {
  const t = await createTestTerminal({ POS_SERVER_URL: stack.server.url, ...env }, options);
  await value(t, 'terminal.register', { name, adminName: ADMIN.name, adminPin: ADMIN.pin, setupCode: await stack.pairingCode() });
  await value(t, 'auth.login', { name: ADMIN.name, pin: ADMIN.pin });
  await value(t, 'sync.now', {});
  return t;
}

/** A test stack with one product on the platform and two more terminals on it, A and B. */
export interface TwoTerminals {
  readonly stack: PosStack;
  readonly product: { productNo: number; optionNos: number[] };
  readonly a: TestTerminal;
  readonly b: TestTerminal;
  close(): Promise<void>;
}

export async function startTwoTerminals(label: string, product: { name: string; price: number }, env: Record<string, string> = {}, options: CreateTerminalOptions = {}): Promise<TwoTerminals> {
  const stack = await startPosStack(label);
  const made = await stack.platform.createProduct(product.name, product.price, [20]);
  const a = await stackTerminal(stack, '카운터 A', env, options);
  const b = await stackTerminal(stack, '카운터 B', env, options);
  return {
    stack,
    product: made,
    a,
    b,
    async close() {
      await a.destroy();
      await b.destroy();
      await stack.close();
    },
  };
}
