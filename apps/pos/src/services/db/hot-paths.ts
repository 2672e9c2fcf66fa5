// The two paths the cashier waits on: the barcode lookup behind every scan and the sale + outbox
// commit behind every 완료. They run better-sqlite3 statements prepared once for the terminal's one
// connection, not a Kysely query built per call (building and compiling the query cost more than the
// indexed read itself). Everything else stays on Kysely, over the same connection.
//
// The connection is shared with Kysely, whose transactions stay open across awaits. A statement run
// while one is open would join it (and be rolled back with it), so these run at once only when no
// transaction is open, and otherwise wait for Kysely's connection lock like any other query.
import type { Database } from 'better-sqlite3';
import type { SaleRow, TerminalDb } from './schema.ts';

export interface BarcodeItemRow {
  readonly productNo: number;
  readonly optionNo: number;
  readonly name: string;
  readonly label: string;
  readonly price: number;
  readonly stock: number;
}

export interface OutboxInsert {
  readonly id: string;
  readonly kind: string;
  readonly payload: string;
  readonly createdAt: string;
}

/** The statements of one sale's transaction; only valid inside `HotPaths.saleTransaction`. */
export interface SaleStatements {
  saleOfAttempt(attemptId: string): SaleRow | undefined;
  /** The next number of a daily series kept in `meta` (one indexed upsert). */
  nextSequence(key: string): number;
  insertSale(row: SaleRow): void;
  insertOutbox(entry: OutboxInsert): void;
  takeStock(optionNo: number, quantity: number): void;
  deleteHeldSale(id: string): void;
}

export interface HotPaths {
  lookupBarcode(barcode: string): Promise<BarcodeItemRow | undefined>;
  /** Runs `work` in one IMMEDIATE transaction (synchronous=FULL: durable when it resolves). */
  saleTransaction<T>(work: (statements: SaleStatements) => T): Promise<T>;
}

export function createHotPaths(sqlite: Database, db: TerminalDb): HotPaths {
  const lookup = sqlite.prepare<[string], BarcodeItemRow>(
    `select p.product_no as productNo, o.option_no as optionNo, p.name as name, o.label as label, o.price as price, o.stock as stock
       from catalogue_barcodes b
       join catalogue_options o on o.option_no = b.option_no
       join catalogue_products p on p.product_no = o.product_no
      where b.barcode = ?`,
  );
  const saleOfAttempt = sqlite.prepare<[string], SaleRow>('select * from sales where attempt_id = ?');
  const nextSequence = sqlite.prepare<[string], { value: string }>(
    `insert into meta (key, value) values (?, '1')
       on conflict (key) do update set value = cast(cast(meta.value as integer) + 1 as text)
     returning value`,
  );
  const insertSale = sqlite.prepare<[SaleRow]>(
    `insert into sales (id, receipt_no, terminal_id, terminal_name, staff_id, staff_name, sold_at, business_date, subtotal, discount_total, total, payment_kind, payload, attempt_id, acknowledged_at)
     values (@id, @receipt_no, @terminal_id, @terminal_name, @staff_id, @staff_name, @sold_at, @business_date, @subtotal, @discount_total, @total, @payment_kind, @payload, @attempt_id, @acknowledged_at)`,
  );
  const insertOutbox = sqlite.prepare<[OutboxInsert]>(
    `insert into outbox (id, kind, payload, created_at, attempts, settled_at, outcome, result, last_error)
     values (@id, @kind, @payload, @createdAt, 0, null, null, null, null)`,
  );
  const takeStock = sqlite.prepare<[number, number]>('update catalogue_options set stock = stock - ? where option_no = ?');
  const deleteHeld = sqlite.prepare<[string]>('delete from held_sales where id = ?');

  const statements: SaleStatements = {
    saleOfAttempt: (attemptId) => saleOfAttempt.get(attemptId),
    nextSequence: (key) => Number(nextSequence.get(key)?.value),
    insertSale: (row) => void insertSale.run(row),
    insertOutbox: (entry) => void insertOutbox.run(entry),
    takeStock: (optionNo, quantity) => void takeStock.run(quantity, optionNo),
    deleteHeldSale: (id) => void deleteHeld.run(id),
  };
  const transaction = sqlite.transaction((work: (s: SaleStatements) => unknown) => work(statements));

  /** Runs `run` now when no Kysely transaction is open, else once Kysely's connection is free. */
  async function exclusive<T>(run: () => T): Promise<T> {
    if (!sqlite.inTransaction) return run();
    return db.connection().execute(async () => run());
  }

  return {
    lookupBarcode: (barcode) => exclusive(() => lookup.get(barcode)),
    saleTransaction: <T>(work: (s: SaleStatements) => T) => exclusive(() => transaction.immediate(work) as T),
  };
}
