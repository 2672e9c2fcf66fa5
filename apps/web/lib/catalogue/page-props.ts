/** What Next 16 hands a page: both are promises. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;
