// Contacts a code is sent to (a phone number or an e-mail address), and the port the member
// services send messages through. The app passes the sender in (AppDeps.outbox): here the sandbox
// outbox (sandbox/outbox.ts), a real SMS / e-mail provider for a real shop.
export type OutboxChannel = 'SMS' | 'EMAIL' | 'ALIMTALK';

/** Phone numbers as digits, addresses in lower case: how targets are stored and matched. */
export function normaliseTarget(raw: string): string {
  const t = raw.trim();
  return t.includes('@') ? t.toLowerCase() : t.replace(/\D/g, '');
}

export interface OutboxMessage {
  channel: OutboxChannel;
  target: string;
  subject: string;
  body: string;
  code?: string | null;
  now: Date;
}

/** Sends one message to a member's contact. */
export type Outbox = (message: OutboxMessage) => Promise<void>;
