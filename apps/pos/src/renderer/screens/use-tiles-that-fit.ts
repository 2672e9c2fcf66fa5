// The product grid's page size and opening tab. A page holds as many tiles as the tile box shows at
// this screen size (whole rows of whole tiles, from the box's measured size and the tile's CSS size:
// `.tiles` sets --tile-min-width and --tile-height), so a 1920×1080 counter is not left with four
// tiles and a 1024×768 one does not scroll inside a page. The grid opens on 즐겨찾기 when something is
// pinned, else on the first category with products, else on 전체 — never on an empty tab.
import { useCallback, useEffect, useState } from 'react';
import type { GridTab } from '../../shared/schemas.ts';

/** Tiles that fit a box: whole columns × whole rows, at least one. */
export function tilesThatFit(box: { width: number; height: number }, tile: { minWidth: number; height: number; gap: number }): number {
  const columns = Math.max(1, Math.floor((box.width + tile.gap) / (tile.minWidth + tile.gap)));
  const rows = Math.max(1, Math.floor((box.height + tile.gap) / (tile.height + tile.gap)));
  return columns * rows;
}

/** The tab the grid opens on, once the pinned count and the categories are known (null before). */
export function openingTab(pinned: number | undefined, categories: readonly { categoryNo: number; count: number }[] | undefined): GridTab | null {
  if (pinned === undefined || categories === undefined) return null;
  if (pinned > 0) return { kind: 'favourites' };
  const first = categories.find((c) => c.count > 0);
  return first ? { kind: 'category', categoryNo: first.categoryNo } : { kind: 'all' };
}

const DEFAULT_PAGE = 12;

/** A ref for the tile box and how many tiles it holds, measured again whenever the box changes size. */
export function useTilesThatFit(): { ref: (el: HTMLElement | null) => void; fit: number } {
  const [el, setEl] = useState<HTMLElement | null>(null);
  const [fit, setFit] = useState(DEFAULT_PAGE);
  const ref = useCallback((node: HTMLElement | null) => setEl(node), []);
  useEffect(() => {
    if (!el) return undefined;
    const measure = () => {
      const style = getComputedStyle(el);
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const size = (name: string, fallback: number) => (parseFloat(style.getPropertyValue(name)) || fallback) * rem;
      const tile = { minWidth: size('--tile-min-width', 9), height: size('--tile-height', 6.5), gap: parseFloat(style.rowGap) || 8 };
      setFit(tilesThatFit({ width: el.clientWidth, height: el.clientHeight }, tile));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return { ref, fit };
}
