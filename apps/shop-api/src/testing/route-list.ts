// The Shop API routes this server registers, as `METHOD /path/{param}` (Hono's `:param` rewritten).
import { createApp } from '../app.ts';
import { isOpenPath } from '../http/platform-headers.ts';
import type { AppDeps } from '../services/deps.ts';

export interface RegisteredRoute {
  method: string;
  path: string;
}

export function listRoutes(): RegisteredRoute[] {
  // Registration never touches dependencies, so an empty object stands in for them.
  const app = createApp({} as AppDeps);
  const seen = new Set<string>();
  const routes: RegisteredRoute[] = [];
  for (const r of app.routes) {
    if (r.method === 'ALL' || r.path.includes('*')) continue;
    const path = r.path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');
    const key = `${r.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: r.method, path });
  }
  return routes;
}

/** Routes that are part of the platform contract (not sandbox pages, images, health, server API). */
export function listShopApiRoutes(): RegisteredRoute[] {
  return listRoutes().filter((r) => !isOpenPath(r.path) && !r.path.startsWith('/server/'));
}
