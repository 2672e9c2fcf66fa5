// GET /server/products?afterProductNo=&pageSize=: every product with its options and stock, in
// product number order, for the shop's own back office (the POS catalogue feed walks it page by
// page). Keyset paging keeps each page an index range read even at 100,000 products.
// GET /server/categories: the display categories, flat, with their full path labels.
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { parseJson } from '../http/json.ts';
import { readQuery } from '../http/request.ts';
import { requireSystemKey } from '../http/system-key.ts';
import { categoryPath, loadCategoryTree } from '../services/catalogue/category-tree.ts';

const listQuery = z.object({
  afterProductNo: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  pageSize: z.coerce.number().int().min(1).max(2000).default(500),
});

export function registerServerProductList(app: Hono<AppEnv>): void {
  // The display categories, flat, for the back office (the counter's product grid tabs).
  app.get('/server/categories', requireSystemKey, async (c) => {
    const tree = await loadCategoryTree(c.get('deps').db);
    const items = [...tree.byNo.values()].map((node) => ({
      categoryNo: node.categoryNo,
      label: node.label,
      fullLabel: categoryPath(tree, node.categoryNo)
        .map((n) => n.label)
        .join(' > '),
      depth: node.depth,
      displayOrder: node.displayOrder,
    }));
    return c.json({ items });
  });

  app.get('/server/products', requireSystemKey, async (c) => {
    const q = readQuery(c, listQuery);
    const db = c.get('deps').db;
    const rows = await db
      .selectFrom('products')
      .select(['product_no', 'product_name', 'sale_price', 'immediate_discount_amt', 'addition_discount_amt', 'sale_status', 'display', 'option_labels_json', 'updated_at'])
      .where('product_no', '>', q.afterProductNo)
      .orderBy('product_no')
      .limit(q.pageSize + 1)
      .execute();
    const page = rows.slice(0, q.pageSize);
    const nos = page.map((p) => p.product_no);
    const options =
      nos.length === 0
        ? []
        : await db
            .selectFrom('options')
            .select(['option_no', 'product_no', 'values_json', 'add_price', 'stock_cnt', 'sale_cnt', 'forced_sold_out', 'management_cd'])
            .where('product_no', 'in', nos)
            .orderBy('product_no')
            .orderBy('display_order')
            .orderBy('option_no')
            .execute();
    const categoryRows =
      nos.length === 0 ? [] : await db.selectFrom('product_categories').select(['product_no', 'category_no']).where('product_no', 'in', nos).orderBy('category_no').execute();
    const categoriesOf = new Map<number, number[]>();
    for (const r of categoryRows) categoriesOf.set(r.product_no, [...(categoriesOf.get(r.product_no) ?? []), r.category_no]);
    const byProduct = new Map<number, typeof options>();
    for (const o of options) {
      const list = byProduct.get(o.product_no) ?? [];
      list.push(o);
      byProduct.set(o.product_no, list);
    }
    return c.json({
      hasMore: rows.length > q.pageSize,
      items: page.map((p) => ({
        productNo: p.product_no,
        productName: p.product_name,
        salePrice: p.sale_price,
        immediateDiscountAmt: p.immediate_discount_amt,
        additionDiscountAmt: p.addition_discount_amt,
        saleStatus: p.sale_status,
        display: p.display === 1,
        optionLabels: parseJson<string[]>(p.option_labels_json, []),
        categoryNos: categoriesOf.get(p.product_no) ?? [],
        updatedAt: p.updated_at,
        options: (byProduct.get(p.product_no) ?? []).map((o) => ({
          optionNo: o.option_no,
          values: parseJson<string[]>(o.values_json, []),
          addPrice: o.add_price,
          stockCnt: o.stock_cnt,
          saleCnt: o.sale_cnt,
          forcedSoldOut: o.forced_sold_out === 1,
          managementCd: o.management_cd,
        })),
      })),
    });
  });
}
