// The local stand-in for the SMS / e-mail provider: messages are written to outbox_messages, and
// GET /sandbox/outbox?target= shows the recent ones as JSON, so tests and the browser sandbox can
// read verification codes. Nothing is ever delivered anywhere.
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ShopDb } from '../db/schema.ts';
import { readQuery } from '../http/request.ts';
import { normaliseTarget, type Outbox, type OutboxMessage } from '../services/members/contacts.ts';
import type { AppEnv } from '../http/context.ts';

/** The app's Outbox (AppDeps.outbox): messages land in outbox_messages. */
export function sandboxOutbox(db: Kysely<ShopDb>): Outbox {
  return (message) => sendToOutbox(db, message);
}

async function sendToOutbox(db: Kysely<ShopDb>, message: OutboxMessage): Promise<void> {
  await db
    .insertInto('outbox_messages')
    .values({
      channel: message.channel,
      target: normaliseTarget(message.target),
      subject: message.subject,
      body: message.body,
      code: message.code ?? null,
      created_at: message.now.toISOString(),
    })
    .execute();
}

const query = z.object({
  target: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export function registerOutbox(app: Hono<AppEnv>): void {
  app.get('/sandbox/outbox', async (c) => {
    const { target, limit } = readQuery(c, query);
    const { db } = c.get('deps');
    let q = db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').limit(limit);
    if (target) q = q.where('target', '=', normaliseTarget(target));
    const rows = await q.execute();
    return c.json({
      items: rows.map((r) => ({
        id: r.id, channel: r.channel, target: r.target, subject: r.subject, body: r.body, code: r.code, createdAt: r.created_at,
      })),
    });
  });
}
