// 0330 (issue 33): boards' articles in the catalogue's change record (0320's catalogue_changes), as
// ('board', board_no), so the storefront's cached notice list and FAQ (apps/web app/cached/) are
// revalidated when an article is written, edited or removed. Reading an article adds one to its
// view count: that update is not recorded (a read would invalidate the list at every view), so a
// cached list shows view counts as of its last change.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '@courtside/db';

/** The columns a board's pages show, apart from the view count. */
const shown = ['board_no', 'category_no', 'title', 'content', 'notice', 'secreted', 'writer_name', 'attachments_json', 'registered_at'];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // Row triggers: PostgreSQL allows no column list on a trigger with transition tables, and
    // articles change one at a time.
    await sql.raw(`create function catalogue_changes_articles() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then insert into catalogue_changes (kind, ref) values ('board', old.board_no); end if;
        if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.board_no is distinct from old.board_no) then
          insert into catalogue_changes (kind, ref) values ('board', new.board_no);
        end if;
        return null;
      end $$`).execute(db);
    await sql.raw(`create trigger catalogue_changes_articles after insert or delete or update of ${shown.join(', ')} on articles
      for each row execute function catalogue_changes_articles()`).execute(db);
    return;
  }
  const log = (ref: string) => `insert into catalogue_changes (kind, ref) values ('board', ${ref}.board_no);`;
  await sql.raw(`create trigger catalogue_changes_articles_insert after insert on articles begin ${log('new')} end`).execute(db);
  await sql.raw(`create trigger catalogue_changes_articles_delete after delete on articles begin ${log('old')} end`).execute(db);
  await sql.raw(`create trigger catalogue_changes_articles_update after update of ${shown.join(', ')} on articles
    when ${shown.map((c) => `new.${c} is not old.${c}`).join(' or ')}
    begin ${log('old')} insert into catalogue_changes (kind, ref) select 'board', new.board_no where new.board_no is not old.board_no; end`).execute(db);
}
