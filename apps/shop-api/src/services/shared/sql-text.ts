// Case-insensitive "contains" for both dialects: lower(column) LIKE '%text%' ESCAPE '\', with the
// wildcard characters of the text taken literally. (SQLite has no default LIKE escape character.)
import { sql, type RawBuilder } from 'kysely';

export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** `column` is a trusted column reference such as 'products.product_name'. */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}
