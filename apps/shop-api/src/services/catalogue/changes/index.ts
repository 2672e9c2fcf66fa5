// The catalogue's change record (migration 0320): read it with a cursor, or follow it in memory.
export { catalogueChangesSince, isCatalogueCursor, defaultMaxKeys, type CatalogueChanges } from './catalogue-changes.ts';
export { CatalogueFeed, catalogueFeed, sqliteChangeProbe, type CatalogueFollower, type ChangeProbe } from './catalogue-feed.ts';
