// The stand-in partner's order state (issue 32's HTTP partner protocol: status and cancel): when an
// order the shop sent was cancelled. Never edit once landed; add 0196… instead.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pod_received_orders').addColumn('cancelled_at', 'text').execute();
}
