/*
 * axe on the state a visitor sees: modals and banners fade in (opacity 0 → 1 over 200 ms), and a page checked
 * mid-fade reads blended colours as a contrast failure of text that is fine once shown. Every running
 * animation and transition that ends is let finish first.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeScope {
  /** Selectors to check; the whole page when empty. */
  include?: string[];
  /** Rule tags to run; every rule when absent. */
  tags?: string[];
}

/** The violations axe finds, one line each: `rule: target, target`. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  // Endless ones (a loading spinner) are left running: they would never finish.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page });
  for (const selector of scope.include ?? []) builder = builder.include(selector);
  if (scope.tags) builder = builder.withTags(scope.tags);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
