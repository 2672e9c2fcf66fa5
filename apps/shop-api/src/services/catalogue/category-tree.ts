// The display categories as a tree. The table is small (tens of rows), so it is read whole and
// walked in memory: paths for product detail, descendants for category filters.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';

export interface CategoryNode {
  categoryNo: number;
  label: string;
  parentNo: number | null;
  depth: number;
  displayOrder: number;
  children: CategoryNode[];
}

export interface CategoryTree {
  roots: CategoryNode[];
  byNo: Map<number, CategoryNode>;
}

/** No categories: what a read that never looks at the tree is given. */
export const emptyCategoryTree: CategoryTree = { roots: [], byNo: new Map() };

export async function loadCategoryTree(db: Kysely<ShopDb>): Promise<CategoryTree> {
  const rows = await db.selectFrom('categories').selectAll().orderBy('display_order').orderBy('category_no').execute();
  const byNo = new Map<number, CategoryNode>();
  for (const r of rows) {
    byNo.set(r.category_no, { categoryNo: r.category_no, label: r.label, parentNo: r.parent_no, depth: r.depth, displayOrder: r.display_order, children: [] });
  }
  const roots: CategoryNode[] = [];
  for (const node of byNo.values()) {
    const parent = node.parentNo === null ? undefined : byNo.get(node.parentNo);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return { roots, byNo };
}

/** From the depth-1 ancestor down to the category itself. */
export function categoryPath(tree: CategoryTree, categoryNo: number): CategoryNode[] {
  const path: CategoryNode[] = [];
  let node = tree.byNo.get(categoryNo);
  while (node && path.length < 10) {
    path.unshift(node);
    node = node.parentNo === null ? undefined : tree.byNo.get(node.parentNo);
  }
  return path;
}

/** The categories and all their descendants (a filter on a parent includes its children). */
export function withDescendants(tree: CategoryTree, categoryNos: readonly number[]): number[] {
  const out = new Set<number>();
  const visit = (node: CategoryNode) => {
    if (out.has(node.categoryNo)) return;
    out.add(node.categoryNo);
    node.children.forEach(visit);
  };
  for (const no of categoryNos) {
    const node = tree.byNo.get(no);
    if (node) visit(node);
    else out.add(no);
  }
  return [...out];
}

/** categoryNo → its depth-1 ancestor's number. */
export function depth1Of(tree: CategoryTree, categoryNo: number): number | null {
  return categoryPath(tree, categoryNo)[0]?.categoryNo ?? null;
}
