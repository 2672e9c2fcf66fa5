// GET /server/catalogue-changes?cursor=: what changed in the catalogue since a cursor (migration
// 0320's change record, 0330's boards), for the shop's own servers that keep catalogue pages or data
// cached — the storefront revalidates its cached pages' tags from it (apps/web
// lib/server/catalogue/invalidation.ts). Without a cursor (or with `reset: true` in the reply):
// start from the returned cursor and drop everything kept. A change may be reported twice.
import type { Hono } from 'hono';
import { z } from 'zod';
import { readQuery } from '../http/request.ts';
import { requireSystemKey } from '../http/system-key.ts';
import { catalogueChangesSince, isCatalogueCursor } from '../services/catalogue/changes/index.ts';
import type { AppEnv } from '../http/context.ts';

const changesQuery = z.object({
  cursor: z.string().max(40).refine(isCatalogueCursor, '변경 기록 커서').optional(),
});

export function registerServerCatalogueChanges(app: Hono<AppEnv>): void {
  app.get('/server/catalogue-changes', requireSystemKey, async (c) => {
    const { cursor } = readQuery(c, changesQuery);
    const changes = await catalogueChangesSince(c.get('deps').db, cursor ?? null);
    return c.json({
      cursor: changes.cursor,
      reset: changes.reset,
      productNos: changes.productNos,
      categoryNos: changes.categoryNos,
      brandNos: changes.brandNos,
      boardNos: changes.byKind.board ?? [],
    });
  });
}
