// Multi-row inserts without Kysely's query builder (issue 31): building, freezing and compiling a
// 500-row VALUES list per statement cost more than running it. The statement text is made once
// per table, column list, row count and dialect and kept (SQLite then reuses the prepared
// statement: @courtside/db keeps them per text); each call only flattens the rows' values into the
// parameters. The columns are the first row's keys, so a column added to the row builders
// (ledger.ts) is written without touching this file; every row must have the same keys.
import { CompiledQuery, type Kysely } from 'kysely';
import { dialectOf } from '@courtside/db';

/** Parameters per statement, under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 1000;

const texts = new Map<string, string>();

function insertText(postgres: boolean, table: string, columns: readonly string[], rows: number, returning: readonly string[], ignoreConflictOn: string | null): string {
  const key = `${postgres ? 'p' : 's'}|${table}|${columns.join(',')}|${rows}|${returning.join(',')}|${ignoreConflictOn ?? ''}`;
  let text = texts.get(key);
  if (text === undefined) {
    let n = 0;
    const tuple = () => `(${columns.map(() => (postgres ? `$${++n}` : '?')).join(', ')})`;
    const values = Array.from({ length: rows }, tuple).join(', ');
    const conflict = ignoreConflictOn ? ` on conflict (${ignoreConflictOn}) do nothing` : '';
    text = `insert into ${table} (${columns.join(', ')}) values ${values}${conflict}${returning.length > 0 ? ` returning ${returning.join(', ')}` : ''}`;
    if (texts.size > 500) texts.clear();
    texts.set(key, text);
  }
  return text;
}

/** Any Kysely handle or transaction (only its executor is used). */
type Handle = Pick<Kysely<unknown>, 'executeQuery' | 'getExecutor'>;

/**
 * Inserts the rows in as few statements as the parameter limit allows, in order, and answers the
 * `returning` columns of every row in insertion order (empty without `returning`). With
 * `ignoreConflictOn` (a unique column), a row whose value is already there is left out.
 */
export async function insertRows<R extends object, Out = Record<string, unknown>>(
  db: Handle,
  table: string,
  rows: readonly R[],
  returning: readonly string[] = [],
  ignoreConflictOn: string | null = null,
): Promise<Out[]> {
  const first = rows[0];
  if (!first) return [];
  const postgres = dialectOf(db as unknown as Kysely<unknown>) === 'postgres';
  const columns = Object.keys(first);
  const perStatement = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  const out: Out[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const part = rows.slice(start, start + perStatement);
    const parameters: unknown[] = [];
    for (const row of part) for (const column of columns) parameters.push((row as Record<string, unknown>)[column] ?? null);
    const result = await db.executeQuery(CompiledQuery.raw(insertText(postgres, table, columns, part.length, returning, ignoreConflictOn), parameters));
    if (returning.length > 0) out.push(...(result.rows as Out[]));
  }
  return out;
}
