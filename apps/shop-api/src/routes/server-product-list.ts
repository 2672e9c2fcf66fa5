// GET /server/products?afterProductNo=&pageSize=: every product with its options and stock, in
// product number order, for the shop's own back office (the POS catalogue feed walks it page by
// page). Keyset paging keeps each page an index range read even at 100,000 products.
// GET /server/categories: the display categories, flat, with their full path labels.
import type { Hono } from 'hono';
import { z } from 'zod';
import { readQuery } from '../http/request.ts';
import { requireSystemKey } from '../http/system-key.ts';
import { categoryPath } from '../services/catalogue/category-tree.ts';
import { builtFromCategoryTree } from '../services/catalogue/read-model/catalogue-read-model.ts';
import { serverProductPage } from '../services/catalogue/server-products.ts';
import type { AppEnv } from '../http/context.ts';

const listQuery = z.object({
  afterProductNo: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  pageSize: z.coerce.number().int().min(1).max(2000).default(500),
});

export function registerServerProductList(app: Hono<AppEnv>): void {
  // The display categories, flat, for the back office (the counter's product grid tabs).
  app.get('/server/categories', requireSystemKey, async (c) => {
    const text = await builtFromCategoryTree(c.get('deps').db, 'GET /server/categories', (tree) => {
      const items = [...tree.byNo.values()].map((node) => ({
        categoryNo: node.categoryNo,
        label: node.label,
        fullLabel: categoryPath(tree, node.categoryNo)
          .map((n) => n.label)
          .join(' > '),
        depth: node.depth,
        displayOrder: node.displayOrder,
      }));
      return JSON.stringify({ items });
    });
    return c.body(text, 200, { 'content-type': 'application/json' });
  });

  app.get('/server/products', requireSystemKey, async (c) => {
    const q = readQuery(c, listQuery);
    return c.json(await serverProductPage(c.get('deps').db, q.afterProductNo, q.pageSize));
  });
}
