import { expect, test } from './fixtures';

test('the store opens and reads its menu from the API', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Roast/);
  await expect(page.getByText(/\d+ cakes on the menu today\./)).toBeVisible();
});

test('a client route deep link is answered by the app', async ({ page }) => {
  const response = await page.goto('/cakes');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Roast' })).toBeVisible();
});
