// 0040: the POS tables (terminals, staff, sessions, barcodes, applied sync ids, sales ledger, stock
// pushes, conflicts, catalogue change log, Z reports). Never edit once landed; add 0041… instead.
import { addIdColumn } from '@courtside/db';
import { sql, type Kysely } from 'kysely';

/** [column, type, nullable?, default?] — columns are NOT NULL unless marked nullable. */
type Column = readonly [string, 'text' | 'integer' | 'bigint', ('null' | undefined)?, (string | number)?];

async function create(db: Kysely<unknown>, table: string, idColumn: string | null, columns: readonly Column[], primaryKey?: readonly string[]): Promise<void> {
  let builder = db.schema.createTable(table);
  if (idColumn) builder = addIdColumn(db, builder, idColumn);
  for (const [name, type, nullable, fallback] of columns) {
    builder = builder.addColumn(name, type, (col) => {
      const required = nullable === 'null' ? col : col.notNull();
      return fallback === undefined ? required : required.defaultTo(fallback);
    });
  }
  if (primaryKey) builder = builder.addPrimaryKeyConstraint(`${table}_pk`, primaryKey as never);
  await builder.execute();
}

async function index(db: Kysely<unknown>, name: string, table: string, columns: readonly string[], unique = false): Promise<void> {
  let builder = db.schema.createIndex(name).on(table).columns([...columns]);
  if (unique) builder = builder.unique();
  await builder.execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await create(db, 'pos_terminals', 'terminal_id', [
    ['name', 'text'], ['key_hash', 'text'], ['active', 'integer', undefined, 1], ['registered_at', 'text'], ['last_seen_at', 'text', 'null'],
  ]);
  await index(db, 'pos_terminals_key_uq', 'pos_terminals', ['key_hash'], true);

  await create(db, 'pos_staff', 'staff_id', [
    ['name', 'text'], ['pin_hash', 'text'], ['role', 'text'], ['active', 'integer', undefined, 1],
    ['failed_attempts', 'integer', undefined, 0], ['locked_until', 'text', 'null'], ['created_at', 'text'], ['updated_at', 'text'],
  ]);
  await index(db, 'pos_staff_name_uq', 'pos_staff', ['name'], true);

  await create(db, 'pos_staff_sessions', null, [
    ['token_hash', 'text'], ['staff_id', 'integer'], ['terminal_id', 'integer'], ['created_at', 'text'], ['expires_at', 'text'],
    ['revoked', 'integer', undefined, 0],
  ], ['token_hash']);

  await create(db, 'pos_barcodes', null, [
    ['barcode', 'text'], ['symbology', 'text'], ['product_no', 'integer'], ['option_no', 'integer'], ['in_store', 'integer', undefined, 0],
    ['created_at', 'text'], ['updated_at', 'text'],
  ], ['barcode']);
  await index(db, 'pos_barcodes_product_ix', 'pos_barcodes', ['product_no', 'option_no']);

  await create(db, 'pos_applied_entries', null, [
    ['client_id', 'text'], ['kind', 'text'], ['terminal_id', 'integer'], ['staff_id', 'integer'], ['payload_hash', 'text'],
    ['result_json', 'text'], ['applied_at', 'text'],
  ], ['client_id']);

  await create(db, 'pos_sales', 'sale_no', [
    ['client_id', 'text'], ['terminal_id', 'integer'], ['staff_id', 'integer'], ['receipt_no', 'text'], ['sold_at', 'text'],
    ['business_date', 'text'], ['subtotal', 'integer'], ['line_discount', 'integer'], ['sale_discount', 'integer'], ['total', 'integer'],
    ['payment_kind', 'text'], ['refunded_total', 'integer', undefined, 0], ['payload_json', 'text'], ['applied_at', 'text'],
  ]);
  await index(db, 'pos_sales_client_uq', 'pos_sales', ['client_id'], true);
  await index(db, 'pos_sales_day_terminal_ix', 'pos_sales', ['business_date', 'terminal_id']);
  await index(db, 'pos_sales_day_staff_ix', 'pos_sales', ['business_date', 'staff_id']);

  await create(db, 'pos_sale_lines', null, [
    ['sale_no', 'integer'], ['line_no', 'integer'], ['product_no', 'integer'], ['option_no', 'integer'], ['barcode', 'text', 'null'],
    ['name', 'text'], ['option_name', 'text', 'null'], ['qty', 'integer'], ['unit_price', 'integer'], ['discount', 'integer'],
    ['amount', 'integer'], ['refunded_qty', 'integer', undefined, 0], ['refunded_amount', 'integer', undefined, 0],
  ], ['sale_no', 'line_no']);

  await create(db, 'pos_refunds', 'refund_no', [
    ['client_id', 'text'], ['sale_no', 'integer'], ['terminal_id', 'integer'], ['staff_id', 'integer'], ['refund_ref', 'text'],
    ['refunded_at', 'text'], ['business_date', 'text'], ['total', 'integer'], ['reason', 'text'], ['payload_json', 'text'], ['applied_at', 'text'],
  ]);
  await index(db, 'pos_refunds_client_uq', 'pos_refunds', ['client_id'], true);
  await index(db, 'pos_refunds_sale_ix', 'pos_refunds', ['sale_no']);
  await index(db, 'pos_refunds_day_ix', 'pos_refunds', ['business_date', 'terminal_id']);

  await create(db, 'pos_payments', 'payment_id', [
    ['sale_no', 'integer', 'null'], ['refund_no', 'integer', 'null'], ['direction', 'text'], ['method', 'text'], ['amount', 'integer'],
    ['approval_no', 'text', 'null'], ['terminal_id', 'integer'], ['staff_id', 'integer'], ['business_date', 'text'],
  ]);
  await index(db, 'pos_payments_day_ix', 'pos_payments', ['business_date', 'terminal_id']);

  await create(db, 'pos_stock_pushes', 'push_id', [
    ['idempotency_key', 'text'], ['client_id', 'text'], ['entry_kind', 'text'], ['line_no', 'integer'], ['terminal_id', 'integer'],
    ['staff_id', 'integer'], ['product_no', 'integer'], ['option_no', 'integer'], ['delta', 'integer'], ['reason', 'text'],
    ['status', 'text'], ['attempts', 'integer', undefined, 0], ['next_attempt_at', 'text'], ['last_error', 'text', 'null'],
    ['stock_after', 'integer', 'null'], ['created_at', 'text'], ['pushed_at', 'text', 'null'],
  ]);
  await index(db, 'pos_stock_pushes_key_uq', 'pos_stock_pushes', ['idempotency_key'], true);
  await index(db, 'pos_stock_pushes_status_ix', 'pos_stock_pushes', ['status', 'next_attempt_at']);

  await create(db, 'pos_conflicts', 'conflict_id', [
    ['kind', 'text'], ['status', 'text'], ['idempotency_key', 'text'], ['client_id', 'text'], ['entry_kind', 'text'],
    ['terminal_id', 'integer'], ['staff_id', 'integer'], ['product_no', 'integer'], ['option_no', 'integer'], ['delta', 'integer'],
    ['stock_before', 'integer', 'null'], ['stock_after', 'integer', 'null'], ['detail', 'text', 'null'], ['detected_at', 'text'],
    ['resolved_at', 'text', 'null'], ['resolved_by', 'integer', 'null'], ['note', 'text', 'null'],
  ]);
  await index(db, 'pos_conflicts_key_uq', 'pos_conflicts', ['idempotency_key'], true);
  await index(db, 'pos_conflicts_status_ix', 'pos_conflicts', ['status', 'terminal_id']);

  await create(db, 'pos_catalogue_items', null, [
    ['item_key', 'text'], ['seq', 'integer'], ['kind', 'text'], ['hash', 'text'], ['removed', 'integer', undefined, 0],
    ['body_json', 'text', 'null'], ['search_text', 'text', 'null'], ['product_no', 'integer', 'null'], ['updated_at', 'text'],
  ], ['item_key']);
  await index(db, 'pos_catalogue_items_seq_uq', 'pos_catalogue_items', ['seq'], true);
  await index(db, 'pos_catalogue_items_product_ix', 'pos_catalogue_items', ['kind', 'product_no']);

  await create(db, 'pos_counters', null, [['name', 'text'], ['value', 'bigint']], ['name']);
  // The catalogue sequence row exists from the start, so taking numbers is always one UPDATE.
  await sql`insert into pos_counters (name, value) values ('catalogue_seq', 0), ('catalogue_swept_at', 0)`.execute(db);

  await create(db, 'pos_z_reports', 'z_no', [
    ['terminal_id', 'integer'], ['business_date', 'text'], ['closed_at', 'text'], ['closed_by', 'integer'], ['report_json', 'text'],
  ]);
  await index(db, 'pos_z_reports_day_uq', 'pos_z_reports', ['terminal_id', 'business_date'], true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'pos_z_reports', 'pos_counters', 'pos_catalogue_items', 'pos_conflicts', 'pos_stock_pushes', 'pos_payments', 'pos_refunds',
    'pos_sale_lines', 'pos_sales', 'pos_applied_entries', 'pos_barcodes', 'pos_staff_sessions', 'pos_staff', 'pos_terminals',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
