// The one contract of the terminal ↔ own server routes (/api/pos/*), assembled from its areas: each
// area file (auth, shop, catalogue, products, sync, reports) owns its request schemas (the server
// parses with them), reply schemas (the terminal's client parses every reply with them; the server's
// test harness checks every reply it sends) and its route specs. The own server (packages/pos-server)
// routes by POS_ROUTES, the terminal's client (apps/pos) calls through it, and the request and reply
// types are derived from the schemas (z.input / z.infer), so none of them can drift.
// zod is plain JS (no Node, no DOM), so it may live in core.
import type { z } from 'zod';
import { AUTH_ROUTES } from './auth.ts';
import { CATALOGUE_ROUTES } from './catalogue.ts';
import { posIssueFields, type PosRouteSpec } from './kit.ts';
import { PRODUCT_ROUTES } from './products.ts';
import { RECEIPT_ROUTES } from './receipts.ts';
import { REPORT_ROUTES } from './reports.ts';
import { SHOP_ROUTES } from './shop.ts';
import { SYNC_ROUTES } from './sync.ts';

export * from './auth.ts';
export * from './catalogue.ts';
export * from './entry-schemas.ts';
export { posIssueFields } from './kit.ts';
export type { PosAuth, PosMethod, PosRouteSpec } from './kit.ts';
export * from './legacy-entries.ts';
export * from './products.ts';
export * from './receipts.ts';
export * from './reports.ts';
export * from './roles.ts';
export * from './shop.ts';
export * from './sync-entries.ts';
export * from './sync.ts';

// Order matters: matchPosRoute takes the first route whose path matches.
export const POS_ROUTES = { ...AUTH_ROUTES, ...SHOP_ROUTES, ...CATALOGUE_ROUTES, ...SYNC_ROUTES, ...REPORT_ROUTES, ...PRODUCT_ROUTES, ...RECEIPT_ROUTES } as const satisfies Record<string, PosRouteSpec>;

export type PosRoutes = typeof POS_ROUTES;
export type PosRouteKey = keyof PosRoutes;

type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}` ? N | ParamNames<`/${Rest}`> : P extends `${string}:${infer N}` ? N : never;
/** The path parameters of a route, by name. */
export type PosRouteParams<K extends PosRouteKey> = Record<ParamNames<PosRoutes[K]['path']>, string | number>;
/** What the server reads: the parsed body / query (defaults applied). */
export type PosRouteBody<K extends PosRouteKey> = PosRoutes[K] extends { body: infer S extends z.ZodType } ? z.output<S> : undefined;
export type PosRouteQuery<K extends PosRouteKey> = PosRoutes[K] extends { query: infer S extends z.ZodType } ? z.output<S> : undefined;
export type PosRouteReply<K extends PosRouteKey> = z.output<PosRoutes[K]['reply']>;

/**
 * A reply checked against its route's reply schema: the parsed reply, or the fields that do not
 * match (the terminal's client refuses such a reply; the server's test harness fails on it).
 */
export function parsePosReply<K extends PosRouteKey>(key: K, body: unknown): { ok: true; reply: PosRouteReply<K> } | { ok: false; fields: string } {
  const parsed = POS_ROUTES[key].reply.safeParse(body);
  if (parsed.success) return { ok: true, reply: parsed.data as PosRouteReply<K> };
  return { ok: false, fields: posIssueFields(parsed.error).slice(0, 5).join(', ') };
}

/** What a caller sends: params for `:name` segments, the query, the body (each only where the route has one). */
export type PosRouteInput<K extends PosRouteKey> = (ParamNames<PosRoutes[K]['path']> extends never ? unknown : { readonly params: PosRouteParams<K> }) &
  (PosRoutes[K] extends { query: infer S extends z.ZodType } ? { readonly query?: Partial<Record<keyof z.input<S>, string | number | null | undefined>> } : unknown) &
  (PosRoutes[K] extends { body: infer S extends z.ZodType } ? { readonly body: z.input<S> } : unknown);

/** The route's path with its parameters filled in (URI-encoded). */
export function posRoutePath<K extends PosRouteKey>(key: K, params?: Readonly<Record<string, string | number>>): string {
  return POS_ROUTES[key].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new RangeError(`${key}: 경로 값 ${name}이(가) 없습니다.`);
    return encodeURIComponent(String(value));
  });
}

const compiled = (Object.keys(POS_ROUTES) as PosRouteKey[]).map((key) => {
  const names: string[] = [];
  const pattern = new RegExp(`^${POS_ROUTES[key].path.replace(/:(\w+)/g, (_, n: string) => (names.push(n), '([^/]+)'))}$`);
  return { key, pattern, names };
});

/**
 * Which route a method and path name. `route: null`: no such route — `pathKnown` when the path
 * exists with other methods (405), else 404. Parameters come back URI-decoded (null when a
 * parameter is not valid URI encoding).
 */
export function matchPosRoute(method: string, pathname: string): { route: PosRouteKey; params: Record<string, string> } | { route: null; pathKnown: boolean } {
  let pathKnown = false;
  for (const { key, pattern, names } of compiled) {
    const m = pattern.exec(pathname);
    if (!m) continue;
    pathKnown = true;
    if (POS_ROUTES[key].method !== method) continue;
    const params: Record<string, string> = {};
    for (const [i, n] of names.entries()) {
      try {
        params[n] = decodeURIComponent(m[i + 1] ?? '');
      } catch {
        params[n] = '';
      }
    }
    return { route: key, params };
  }
  return { route: null, pathKnown };
}
