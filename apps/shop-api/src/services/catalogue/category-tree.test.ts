import { describe, expect, it } from 'vitest';
import type { CategoryNode, CategoryTree } from './category-tree.ts';
import { categoryPath, depth1Of, withDescendants } from './category-tree.ts';

function tree(): CategoryTree {
  const node = (categoryNo: number, parentNo: number | null, depth: number): CategoryNode => ({ categoryNo, label: `c${categoryNo}`, parentNo, depth, displayOrder: 0, children: [] });
  const root = node(1, null, 1);
  const child = node(2, 1, 2);
  const grandchild = node(3, 2, 3);
  root.children.push(child);
  child.children.push(grandchild);
  const other = node(9, null, 1);
  return { roots: [root, other], byNo: new Map([root, child, grandchild, other].map((n) => [n.categoryNo, n])) };
}

describe('category tree', () => {
  it('includes every descendant of a filtered category, and keeps unknown numbers', () => {
    expect(withDescendants(tree(), [1]).sort()).toEqual([1, 2, 3]);
    expect(withDescendants(tree(), [2, 77]).sort((a, b) => a - b)).toEqual([2, 3, 77]);
  });

  it('walks from the depth-1 ancestor down', () => {
    expect(categoryPath(tree(), 3).map((n) => n.categoryNo)).toEqual([1, 2, 3]);
    expect(depth1Of(tree(), 3)).toBe(1);
    expect(depth1Of(tree(), 404)).toBeNull();
  });
});
