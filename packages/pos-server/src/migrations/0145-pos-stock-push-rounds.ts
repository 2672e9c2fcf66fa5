// 0145 (issue 31): the stock outbox is drained by round, not by push. A round is one option's run of
// pushes (every push of the option after the previous round's last, up to its own last) sent as one
// netted delta under one key; its outcome is written once, on the round. A cursor per option says
// how far its pushes are taken into rounds, so a drain reads only the pushes after it and writes
// nothing per push on the way (a refusal alone still marks its pushes failed, to list them).
// From here a push's state is its round's (stock-push-state.ts); `pos_stock_pushes.status` keeps
// only what was written before this migration and the 'failed' of a refusal.
//
// Pushes still pending when this runs become rounds of their own kind: a netted delta already sent
// keeps its key (so a resend is answered from the platform's record), a push tried alone keeps its
// own, and fresh ones form one new round per option. Never edit once landed.
import { randomBytes } from 'node:crypto';
import { addIdColumn } from '@courtside/db';
import type { Kysely } from 'kysely';

interface PendingPush {
  push_id: number | string;
  option_no: number | string;
  product_no: number | string;
  delta: number | string;
  reason: string;
  attempts: number | string;
  next_attempt_at: string;
  net_key: string | null;
  idempotency_key: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('pos_stock_push_rounds'), 'round_id')
    .addColumn('option_no', 'integer', (c) => c.notNull())
    .addColumn('product_no', 'integer', (c) => c.notNull())
    .addColumn('first_push_id', 'integer', (c) => c.notNull())
    .addColumn('last_push_id', 'integer', (c) => c.notNull())
    .addColumn('push_count', 'integer', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('negative', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('net_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('stock_after', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('pushed_at', 'text')
    // 1 for a round made here from pushes already pending: its pushes are those of its range that
    // carry its key. A later round's pushes are simply every push of its range.
    .addColumn('by_key', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('pos_stock_push_rounds_key_uq').on('pos_stock_push_rounds').column('net_key').unique().execute();
  await db.schema.createIndex('pos_stock_push_rounds_open_ix').on('pos_stock_push_rounds').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('pos_stock_push_rounds_option_ix').on('pos_stock_push_rounds').columns(['option_no', 'last_push_id']).execute();
  await db.schema
    .createTable('pos_stock_push_cursors')
    .addColumn('option_no', 'integer', (c) => c.primaryKey())
    .addColumn('through_push_id', 'integer', (c) => c.notNull())
    .execute();

  // Every option with pushes gets its cursor at its last push; pushes still pending become rounds.
  const t = db as Kysely<{ pos_stock_pushes: PendingPush & { status: string }; pos_stock_push_rounds: Record<string, unknown>; pos_stock_push_cursors: { option_no: number; through_push_id: number } }>;
  const last = await t.selectFrom('pos_stock_pushes').select(['option_no', (eb) => eb.fn.max('push_id').as('last')]).groupBy('option_no').execute();
  for (let i = 0; i < last.length; i += 500) {
    await t.insertInto('pos_stock_push_cursors').values(last.slice(i, i + 500).map((r) => ({ option_no: Number(r.option_no), through_push_id: Number(r.last) }))).execute();
  }
  const pending = await t
    .selectFrom('pos_stock_pushes')
    .select(['push_id', 'option_no', 'product_no', 'delta', 'reason', 'attempts', 'next_attempt_at', 'net_key', 'idempotency_key'])
    .where('status', '=', 'pending')
    .orderBy('option_no')
    .orderBy('push_id')
    .execute();
  const now = new Date().toISOString();
  const fresh = `pos-net:0145${randomBytes(4).toString('hex')}:`;
  const rounds: Record<string, unknown>[] = [];
  let run: PendingPush[] = [];
  const close = () => {
    const head = run[0];
    const tail = run.at(-1);
    if (!head || !tail) return;
    const tried = Number(head.attempts) > 0 || head.net_key !== null;
    rounds.push({
      option_no: Number(head.option_no),
      product_no: Number(head.product_no),
      first_push_id: Number(head.push_id),
      last_push_id: Number(tail.push_id),
      push_count: run.length,
      delta: run.reduce((s, p) => s + Number(p.delta), 0),
      negative: run.reduce((s, p) => s + Math.min(0, Number(p.delta)), 0),
      reason: run.length === 1 ? head.reason : `POS 재고 ${run.length}건 합산`,
      net_key: head.net_key ?? (Number(head.attempts) > 0 ? head.idempotency_key : `${fresh}${head.option_no}:${head.push_id}`),
      status: tried ? 'deferred' : 'sending',
      attempts: Math.max(...run.map((p) => Number(p.attempts))),
      next_attempt_at: tried ? run.map((p) => p.next_attempt_at).sort().at(-1) : now,
      created_at: now,
      by_key: 1,
    });
    run = [];
  };
  const keyOf = (p: PendingPush) => p.net_key ?? (Number(p.attempts) > 0 ? p.idempotency_key : null);
  for (const p of pending) {
    const head = run[0];
    if (head && (head.option_no !== p.option_no || keyOf(head) !== keyOf(p))) close();
    run.push(p);
  }
  close();
  for (let i = 0; i < rounds.length; i += 200) await t.insertInto('pos_stock_push_rounds').values(rounds.slice(i, i + 200)).execute();
  // A round's pushes are found by range and key: give the pushes of a round made here its key.
  for (const r of rounds) {
    await t
      .updateTable('pos_stock_pushes')
      .set({ net_key: r.net_key as string })
      .where('option_no', '=', r.option_no as number)
      .where('push_id', '>=', r.first_push_id as number)
      .where('push_id', '<=', r.last_push_id as number)
      .where('status', '=', 'pending')
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pos_stock_push_cursors').execute();
  await db.schema.dropTable('pos_stock_push_rounds').execute();
}
