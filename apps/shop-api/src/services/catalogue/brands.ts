// Brands for the display pages: those with displayed products (and how many), and the brand search.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { containsText } from '../shared/sql-text.ts';
import { withDescendants } from './category-tree.ts';
import { currentCategoryTree } from './read-model/catalogue-read-model.ts';

/**
 * Brands with their number of displayed products, optionally only those whose name contains `name`
 * and only products in `categoryNos` (or below them).
 */
export async function brandsWithProductCounts(db: Kysely<ShopDb>, filter: { name?: string; categoryNos: number[] | null }) {
  const categoryNos = filter.categoryNos ? withDescendants(await currentCategoryTree(db), filter.categoryNos) : null;
  let query = db.selectFrom('brands')
    .innerJoin('products', 'products.brand_no', 'brands.brand_no')
    .where('products.display', '=', 1)
    .select(['brands.brand_no', 'brands.name', 'brands.name_en', 'brands.logo_image_url'])
    .select((eb) => eb.fn.countAll().as('product_count'))
    .groupBy(['brands.brand_no', 'brands.name', 'brands.name_en', 'brands.logo_image_url']);
  if (filter.name) {
    query = query.where(containsText('brands.name', filter.name));
  }
  if (categoryNos) {
    const nos = categoryNos;
    query = query.where(({ exists, selectFrom }) => exists(
      selectFrom('product_categories').select('product_categories.product_no')
        .whereRef('product_categories.product_no', '=', 'products.product_no')
        .where('product_categories.category_no', 'in', nos),
    ));
  }
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, product_count: Number(r.product_count) }));
}

/** Brands whose Korean or English name contains `brandName`, by name or by likes, one page. */
export async function searchBrands(
  db: Kysely<ShopDb>,
  q: { brandName?: string; sortCriterion: 'BRAND_NAME' | 'LIKE_COUNT'; sortDirection: 'ASC' | 'DESC'; pageNumber: number; pageSize: number },
): Promise<Array<{ brand_no: number; name: string }>> {
  let query = db.selectFrom('brands').select(['brand_no', 'name']);
  if (q.brandName) {
    const name = q.brandName;
    query = query.where(({ or }) => or([containsText('name', name), containsText('name_en', name)]));
  }
  const dir = q.sortDirection === 'ASC' ? 'asc' : 'desc';
  query = q.sortCriterion === 'LIKE_COUNT' ? query.orderBy('like_count', dir).orderBy('brand_no') : query.orderBy('name', dir);
  return query.limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize).execute();
}
