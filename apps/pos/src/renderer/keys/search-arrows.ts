// ↓/↑ in the sale screen's search results (sale-search.tsx), kept pure so it is tested without a DOM.

/** ↓/↑ between the field and the hits: the next element to focus, or null to leave the key alone. */
export function searchArrowTarget(key: string, from: number | 'field', hits: number): number | 'field' | null {
  if (hits === 0 || (key !== 'ArrowDown' && key !== 'ArrowUp')) return null;
  if (from === 'field') return key === 'ArrowDown' ? 0 : null;
  if (key === 'ArrowDown') return Math.min(hits - 1, from + 1);
  return from === 0 ? 'field' : from - 1;
}
