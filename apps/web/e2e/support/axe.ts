// axe on a page: only serious and critical violations fail a journey (the bar).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface SeriousViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

export async function seriousViolations(page: Page): Promise<SeriousViolation[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
