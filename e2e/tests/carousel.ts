import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A carousel showing 3 of more than 3 cards (reduced motion: no autoplay): a dot for each
 * position, arrows that move one card, and the first dot back at the start.
 */
export async function expectCarouselOfThree(page: Page, region: string, titles: string[]): Promise<void> {
  expect(titles.length).toBeGreaterThan(3);
  const carousel = page.getByRole('region', { name: region });
  const title = (name: string) => carousel.getByRole('heading', { name });
  await expect(carousel.getByRole('article')).toHaveCount(3);
  await expect(carousel.getByRole('button', { name: /^Show slide/ })).toHaveCount(titles.length - 2);
  await expect(title(titles[0]!)).toBeVisible();
  await expect(title(titles[3]!)).toHaveCount(0);

  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(title(titles[3]!)).toBeVisible();
  await expect(title(titles[0]!)).toHaveCount(0);

  await carousel.getByRole('button', { name: 'Show slide 1' }).click();
  await expect(title(titles[0]!)).toBeVisible();
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(title(titles.at(-1)!)).toBeVisible();
}
