// Another process writing to a shop database (tests of what other processes' commits do to a
// running server): `node --import tsx sql-writer-process.ts <database url> <JSON list of SQL>`
// runs each statement in order, each committed on its own, then exits.
import { sql } from 'kysely';
import { openDatabase } from '@courtside/db';

const [url, statements] = process.argv.slice(2) as [string, string];
const opened = openDatabase<unknown>(url);
try {
  for (const text of JSON.parse(statements) as string[]) await sql.raw(text).execute(opened.db);
} finally {
  await opened.close();
}
