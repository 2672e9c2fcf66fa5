// GET /categories: the display categories as a tree and as one flat row per leaf path.
import type { Hono } from 'hono';
import type { CategoryNode } from '../services/catalogue/category-tree.ts';
import { builtFromCategoryTree } from '../services/catalogue/read-model/catalogue-read-model.ts';
import type { AppEnv } from '../http/context.ts';

function treeReply(node: CategoryNode): Record<string, unknown> {
  return {
    categoryNo: node.categoryNo,
    label: node.label,
    depth: node.depth,
    displayOrder: node.displayOrder,
    icon: '',
    content: '',
    managementCode: '',
    children: node.children.map(treeReply),
  };
}

function flatRows(node: CategoryNode, path: CategoryNode[], out: Record<string, unknown>[]): void {
  const here = [...path, node];
  if (node.children.length > 0) {
    for (const child of node.children) flatRows(child, here, out);
    return;
  }
  const row: Record<string, unknown> = { fullCategoryName: here.map((n) => n.label).join('>') };
  // The platform always sends five depths; the ones a path does not reach are null.
  for (let i = 0; i < 5; i++) {
    const n = here[i];
    const d = `depth${i + 1}`;
    row[`${d}CategoryNo`] = n?.categoryNo ?? null;
    row[`${d}Label`] = n?.label ?? null;
    row[`${d}DisplayOrder`] = n?.displayOrder ?? null;
    row[`${d}Icon`] = n ? '' : null;
    row[`${d}Content`] = n ? '' : null;
    row[`${d}ManagementCode`] = n ? '' : null;
  }
  out.push(row);
}

export function registerCategoryRoutes(app: Hono<AppEnv>): void {
  app.get('/categories', async (c) => {
    // Built and serialised once per category tree (the read model keeps it until a category changes).
    const text = await builtFromCategoryTree(c.get('deps').db, 'GET /categories', (tree) => {
      const flatCategories: Record<string, unknown>[] = [];
      for (const root of tree.roots) flatRows(root, [], flatCategories);
      return JSON.stringify({ multiLevelCategories: tree.roots.map(treeReply), flatCategories });
    });
    return c.body(text, 200, { 'content-type': 'application/json' });
  });
}
