// 0220 (issue 12): the count, price range and facets of a one-word search without reading its
// postings. At 100,000 products a one-syllable word (스, 코) has tens of thousands of posting rows,
// and counting them on every search costs tens of milliseconds; here they are counted once, when
// the rows change.
//
// search_facets holds, per term and per combination of what a search filters on (display, sale
// status, sellable) and what it groups by (brand, depth-1 category): how many posting rows (n),
// how many products (heads: rows with head = 1), and the lowest and highest discounted price.
// Triggers on search_postings keep it in step with every insert, delete and relevant update —
// whichever path writes (the indexer, the products → postings sync triggers of 0110 on stock,
// price or status changes). A removed row whose price was the group's lowest or highest makes
// the trigger look the group's price up again from the postings (rare: one product of a group).
// A bulk load sets search_meta 'facets_paused', writes the postings, and adds their counts itself.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '@courtside/db';

const group = ['term', 'display', 'sale_status', 'sellable', 'brand_no', 'depth1_no'] as const;

/** The postings of the removed row's group, as a correlated condition on `p`. */
const sameGroup = group.map((c) => (c === 'brand_no' ? `coalesce(p.brand_no, 0) = coalesce(old.brand_no, 0)` : `p.${c} = old.${c}`)).join(' and ');
const oldGroup = group.map((c) => (c === 'brand_no' ? `brand_no = coalesce(old.brand_no, 0)` : `${c} = old.${c}`)).join(' and ');
const changed = [...group, 'head', 'price'].map((c) => `old.${c} is distinct from new.${c}`).join(' or ');

function removeOld(): string {
  return `update search_facets set n = n - 1, heads = heads - old.head,
      min_price = case when old.price > min_price then min_price else (select min(p.price) from search_postings p where ${sameGroup}) end,
      max_price = case when old.price < max_price then max_price else (select max(p.price) from search_postings p where ${sameGroup}) end
    where ${oldGroup}`;
}

function addNew(postgres: boolean): string {
  const least = postgres ? 'least' : 'min';
  const greatest = postgres ? 'greatest' : 'max';
  return `insert into search_facets (term, display, sale_status, sellable, brand_no, depth1_no, n, heads, min_price, max_price)
    values (new.term, new.display, new.sale_status, new.sellable, coalesce(new.brand_no, 0), new.depth1_no, 1, new.head, new.price, new.price)
    on conflict (term, display, sale_status, sellable, brand_no, depth1_no) do update set
      n = search_facets.n + 1, heads = search_facets.heads + excluded.heads,
      min_price = case when search_facets.n = 0 then excluded.min_price else ${least}(search_facets.min_price, excluded.min_price) end,
      max_price = case when search_facets.n = 0 then excluded.max_price else ${greatest}(search_facets.max_price, excluded.max_price) end`;
}

const paused = `exists (select 1 from search_meta where key = 'facets_paused')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db);
  const pg = postgres === 'postgres';
  await sql.raw(`create table search_facets (term text not null, display integer not null, sale_status text not null,
    sellable integer not null, brand_no integer not null, depth1_no integer not null,
    n integer not null, heads integer not null, min_price integer, max_price integer,
    primary key (term, display, sale_status, sellable, brand_no, depth1_no))${pg ? '' : ' without rowid'}`).execute(db);
  await sql.raw(`insert into search_facets select term, display, sale_status, sellable, coalesce(brand_no, 0), depth1_no,
    count(*), sum(head), min(price), max(price) from search_postings group by term, display, sale_status, sellable, coalesce(brand_no, 0), depth1_no`).execute(db);

  if (pg) {
    await sql.raw(`create function search_facets_sync() returns trigger language plpgsql as $$
      begin
        if ${paused} then return null; end if;
        if tg_op = 'UPDATE' and not (${changed}) then return null; end if;
        if tg_op in ('DELETE', 'UPDATE') then ${removeOld()}; end if;
        if tg_op in ('INSERT', 'UPDATE') then ${addNew(true)}; end if;
        return null;
      end $$`).execute(db);
    await sql.raw(`create trigger search_postings_facets after insert or delete or update on search_postings
      for each row execute function search_facets_sync()`).execute(db);
  } else {
    const sqliteChanged = [...group, 'head', 'price'].map((c) => `old.${c} is not new.${c}`).join(' or ');
    await sql.raw(`create trigger search_facets_insert after insert on search_postings when not ${paused} begin ${addNew(false)}; end`).execute(db);
    await sql.raw(`create trigger search_facets_delete after delete on search_postings when not ${paused} begin ${removeOld()}; end`).execute(db);
    await sql.raw(`create trigger search_facets_update after update on search_postings when not ${paused} and (${sqliteChanged})
      begin ${removeOld()}; ${addNew(false)}; end`).execute(db);
  }
}
