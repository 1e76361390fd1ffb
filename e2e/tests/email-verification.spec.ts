import type { Locator, Page } from '@playwright/test';
import { CI_FACTOR, expect, expectFailedLoad, MIN_TARGET_PX, test } from './fixtures';
import { mailTo } from './outbox';

const PHONE = { width: 360, height: 740 };

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem('roast:home-popup-seen', '1'));
});

/** Nothing is wider than the phone, and the control is one a thumb can press. */
async function fitsThePhone(page: Page, control: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const box = (await control.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

test('a new customer is asked to confirm their email, opens the link from the mail and sees it confirmed', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000 * CI_FACTOR);
  const email = `meera.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.setViewportSize(PHONE);
  await page.goto('/cakes');

  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  await signUp.getByLabel('Name').fill('Meera Iyer');
  await signUp.getByLabel('Phone').fill('9845012345');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('jaggery-walnut-26');
  await signUp.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(signUp).toBeHidden();
  await expect(
    page.getByRole('status').filter({
      hasText: `Welcome to Roast, Meera Iyer! We have sent a link to ${email}: open it to confirm your email address.`,
    }),
  ).toBeVisible();

  // My Account asks, kindly, and the account works meanwhile.
  await page.goto('/myorders');
  const notice = page.getByRole('region', { name: 'Please confirm your email' });
  await expect(notice).toContainText(`Check your inbox for our email to ${email}`);
  await expect(page.getByRole('tab', { name: 'My Orders' })).toBeVisible();
  const sendNew = notice.getByRole('button', { name: 'Send a new link' });
  await fitsThePhone(page, sendNew);
  await sendNew.click();
  await expect(notice.getByRole('status')).toContainText(`We sent a new link to ${email} at`);

  const mail = await mailTo(email, 'Confirm your email for Roast');
  const link = /(http:\/\/127\.0\.0\.1:\d+\/verify-email\/[A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(link, 'the confirmation link in the mail').toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Confirm my email' });
  await fitsThePhone(page, confirm);
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your email address is confirmed.' })).toBeFocused();
  const toAccount = page.getByRole('link', { name: 'Go to My Account' });
  await fitsThePhone(page, toAccount);

  await toAccount.click();
  await expect(page).toHaveURL(/\/myorders\?tab=enrollments$/);
  await expect(page.getByRole('tab', { name: 'My Enrollments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Your data' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Please confirm your email' })).toBeHidden();

  // The link did its job once; opened again, it says so.
  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByRole('heading', { name: 'This link was already used' })).toBeVisible();
  expectFailedLoad(consoleErrors, 409);
});

test('the page of a link reads in Kannada and Hindi, and fits a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/kn/verify-email/not-a-link-we-sent-anyone-0000');
  await expect(page.getByRole('heading', { level: 1, name: 'ನಿಮ್ಮ ಇಮೇಲ್ ಖಚಿತಪಡಿಸಿ' })).toBeVisible();
  await fitsThePhone(page, page.getByRole('button', { name: 'ನನ್ನ ಇಮೇಲ್ ಖಚಿತಪಡಿಸಿ' }));
  await page.goto('/hi/verify-email/not-a-link-we-sent-anyone-0000');
  await expect(page.getByRole('heading', { level: 1, name: 'अपना ईमेल पक्का करें' })).toBeVisible();
  await fitsThePhone(page, page.getByRole('button', { name: 'मेरा ईमेल पक्का करें' }));
});
