// Query strings as the Shop API reads them: dotted keys (`order.by`, `filter.keywords`) stay as they
// are, lists are comma-joined (`productNos=1,2`), and absent values are left out rather than sent empty.

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** Returns `''` when nothing is left to send, otherwise `?key=value&…` in the order given. */
export function buildQueryString(params: QueryParams): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (isList(value)) {
      if (value.length === 0) continue;
      // Each item is encoded on its own so the separating commas stay literal.
      pairs.push(`${encodeURIComponent(key)}=${value.map((item) => encodeURIComponent(String(item))).join(',')}`);
    } else {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

function isList(value: QueryScalar | readonly QueryScalar[]): value is readonly QueryScalar[] {
  return Array.isArray(value);
}

/** Drops the query and fragment of a URL: a signed upload URL becomes the file's public address. */
export function stripQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}
