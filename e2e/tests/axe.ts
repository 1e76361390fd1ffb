import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsDone, expect } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The serious and critical axe-core violations on the page as a person sees it once it has
 * settled: a dialog still fading in has the colours of neither its start nor its end, so running
 * animations are let finish first. `within` narrows the scan to one part of the page.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  await animationsDone(page);
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (within) builder = builder.include(within);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** No serious or critical violation on the page (or the part of it `within` names). */
export async function expectAccessible(page: Page, what: string, within?: string): Promise<void> {
  expect(await seriousViolations(page, within), what).toEqual([]);
}
