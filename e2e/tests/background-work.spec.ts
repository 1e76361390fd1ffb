import { expect, expectFailedLoad, test } from './fixtures';
import { logInToConsole, OWNER } from './staff';

// The owner at the counter's tablet, in landscape.
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

test('the owner opens Background work from their menu and is told nothing is failing', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/staff');
  await logInToConsole(page, OWNER.email, OWNER.password);
  expectFailedLoad(consoleErrors, 401);

  await page.getByRole('button', { name: /Owner/ }).tap();
  await page.getByRole('link', { name: 'Background work' }).tap();

  await expect(page.getByRole('heading', { name: 'Background work', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/background-work$/);
  // A fresh store sends its mail to the outbox and refunds in the sandbox: nothing fails.
  const empty = page.getByText('Nothing is failing. Mail, invoices and refunds are all going through.');
  await expect(empty).toBeVisible();
  const box = await empty.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(1024);
});
