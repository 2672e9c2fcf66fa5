// `@courtside/shop-api/testing`: what tests of other workspaces may use from the platform stand-in
// (the seed's fixed identities and numbers), by package name — never by a path into this app.
export * from '../seed/fixtures.ts';
