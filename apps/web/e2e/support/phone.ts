// Phone checks shared by the journeys: sideways overflow at the phone widths, and tapping a
// dialog's button only when it is on screen and not covered (a real finger cannot scroll a
// covered button into reach).
import { expect, type Locator, type Page } from '@playwright/test';

export const PHONE_WIDTHS = [320, 375, 390] as const;

export interface Overflow {
  path: string;
  width: number;
  scrollWidth: number;
  /** The outermost elements sticking out past the right edge (tag.class), to know what to fix. */
  culprits: string[];
}

/** The page's width at `width` px: scrollWidth over innerWidth, with what sticks out. */
export async function overflowAt(page: Page, width: number): Promise<Omit<Overflow, 'path'> | null> {
  const height = page.viewportSize()?.height ?? 800;
  await page.setViewportSize({ width, height });
  return page.evaluate(() => {
    const doc = document.documentElement;
    if (doc.scrollWidth <= window.innerWidth) return null;
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= window.innerWidth + 0.5) continue;
      // Report the outermost element only: its children stick out because it does.
      const parentRect = el.parentElement?.getBoundingClientRect();
      if (parentRect && parentRect.right > window.innerWidth + 0.5 && el.parentElement !== document.body) continue;
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      culprits.push(`${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${el.id ? `#${el.id}` : ''} (${Math.round(rect.right)}px)`);
      if (culprits.length >= 5) break;
    }
    return { width: window.innerWidth, scrollWidth: doc.scrollWidth, culprits };
  });
}

export async function overflowAtWidths(page: Page): Promise<Omit<Overflow, 'path'>[]> {
  const found: Omit<Overflow, 'path'>[] = [];
  for (const width of PHONE_WIDTHS) {
    const overflow = await overflowAt(page, width);
    if (overflow) found.push(overflow);
  }
  return found;
}

/** Fails unless `target` is wholly inside the window and the element under its centre is itself. */
export async function expectOnScreenAndUncovered(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const state = await target.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const inside = rect.top >= 0 && rect.left >= 0 && rect.bottom <= window.innerHeight && rect.right <= window.innerWidth;
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return { inside, uncovered: hit !== null && (hit === el || el.contains(hit)), rect: [rect.left, rect.top, rect.right, rect.bottom].map(Math.round) };
  });
  expect(state, `button at ${state.rect.join(',')} is on screen and not covered`).toMatchObject({ inside: true, uncovered: true });
}

/** Taps a dialog button the way a thumb would: it must already be on screen and uncovered. */
export async function tapOnScreen(target: Locator): Promise<void> {
  await expectOnScreenAndUncovered(target);
  await target.tap();
}
