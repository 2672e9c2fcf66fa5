// Category names for headings, from GET /categories (the tree, searched at any depth).
import 'server-only';
import { cache } from 'react';
import type { Category } from '@courtside/core/api';
import { catalogueApi, rethrowNextSignals, type CatalogueReads } from './shop';

const categoryTree = cache(async (reads: CatalogueReads): Promise<Category[] | null> => {
  try {
    return (await catalogueApi(reads).products.getCategories()).multiLevelCategories;
  } catch (error) {
    rethrowNextSignals(error);
    console.error('[shop] categories failed', error);
    return null;
  }
});

function find(categories: readonly Category[], categoryNo: number): Category | null {
  for (const category of categories) {
    if (category.categoryNo === categoryNo) return category;
    const inner = find(category.children ?? [], categoryNo);
    if (inner) return inner;
  }
  return null;
}

/**
 * The category's label, or null when the platform does not know it. When the category list itself
 * cannot be read, a neutral heading is used so the products still show.
 */
export async function categoryLabel(categoryNo: number, reads: CatalogueReads = 'per-request'): Promise<string | null> {
  const tree = await categoryTree(reads);
  if (tree === null) return '카테고리';
  return find(tree, categoryNo)?.label ?? null;
}
