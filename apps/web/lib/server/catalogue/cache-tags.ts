// The tags of the catalogue's cached reads (issue 33). Every Shop API read a cached page makes is
// tagged by what it shows, and the page carries the union of its reads' tags, so one change on the
// platform revalidates exactly the pages that show it:
//   catalogue                 every cached read (a restart, a lost cursor or a feed outage → all)
//   catalogue:lists           product searches (home, best/new/restock, categories): any product
//   catalogue:product:{no}    one product's detail and options
//   catalogue:categories      the category tree (list headings)
//   catalogue:board:{id}      one board's articles; catalogue:boards the boards' configuration
// Pure: the proxy-free server code (shop.ts's tagged reads, invalidation.ts) and their tests use it.

export const CATALOGUE_TAG = 'catalogue';
export const LISTS_TAG = 'catalogue:lists';
export const CATEGORIES_TAG = 'catalogue:categories';
export const BOARDS_TAG = 'catalogue:boards';
export const productTag = (productNo: number): string => `catalogue:product:${productNo}`;
export const boardTag = (board: number | string): string => `catalogue:board:${board}`;

/** A tag this module writes (the revalidation route accepts nothing else). */
export const CATALOGUE_TAG_PATTERN = /^catalogue(?::(?:lists|categories|boards|product:\d{1,12}|board:[A-Za-z0-9_-]{1,40}))?$/;

/** The product lists' reads: searches, the best sellers (ranked from orders, which take stock), the restocked products. */
const LIST_PATHS = new Set(['/products/search', '/products/best-seller/search', '/products/restocked']);

/** The tags of one Shop API read, from its path (`/products/100001/options`, `/boards/272902/articles`). */
export function tagsForPath(pathname: string): string[] {
  const tags = [CATALOGUE_TAG];
  const product = /^\/products\/(\d{1,12})(?:\/options)?$/.exec(pathname);
  if (product) tags.push(productTag(Number(product[1])));
  else if (LIST_PATHS.has(pathname)) tags.push(LISTS_TAG);
  else if (pathname === '/categories') tags.push(CATEGORIES_TAG);
  else if (pathname === '/boards/configurations') tags.push(BOARDS_TAG);
  else {
    const board = /^\/boards\/([A-Za-z0-9_-]{1,40})\/articles(?:\/\d+)?$/.exec(pathname);
    if (board) tags.push(boardTag(board[1] as string));
  }
  return tags;
}

/** One entry of the platform's change record, as the storefront reads it. */
export type CatalogueChange =
  | { kind: 'product'; productNo: number }
  | { kind: 'category' }
  | { kind: 'board'; boardNo: number | string }
  | { kind: 'display' };

/** The tags a batch of changes revalidates (each once). */
export function tagsForChanges(changes: readonly CatalogueChange[]): string[] {
  const tags = new Set<string>();
  for (const change of changes) {
    switch (change.kind) {
      case 'product':
        // Price, stock, sale state and display show on the product page and on every list.
        tags.add(productTag(change.productNo));
        tags.add(LISTS_TAG);
        break;
      case 'category':
        tags.add(CATEGORIES_TAG);
        tags.add(LISTS_TAG);
        break;
      case 'board':
        tags.add(boardTag(change.boardNo));
        break;
      case 'display':
        tags.add(LISTS_TAG);
        break;
    }
  }
  return [...tags];
}
