import type { Page } from '@playwright/test';
import { CI_FACTOR, expect, expectFailedLoad, test } from './fixtures';
import { mailTo } from './outbox';

const unique = () => `asha.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function openSignUp(page: Page) {
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  return page.getByRole('dialog', { name: 'Sign Up' });
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem('roast:home-popup-seen', '1'));
});

test('sign up, log out, log in, forget the password, reset it from the mail, log in with the new one', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000 * CI_FACTOR);
  const email = unique();
  await page.goto('/cakes');

  const signUp = await openSignUp(page);
  await signUp.getByLabel('Name').fill('Asha Rao');
  await signUp.getByLabel('Phone').fill('9876543210');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('cardamom-latte');
  await signUp.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(signUp).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Welcome to Roast, Asha Rao!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account: Asha' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toMatch(/^ey/);

  await page.getByRole('button', { name: 'Account: Asha' }).click();
  await expect(page.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/myorders');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The server ended the session: a copy of the token opens nothing.
  expect((await page.request.get('/api/user/details', { headers: { token: token! } })).status()).toBe(401);

  await page.getByRole('button', { name: 'Log in' }).click();
  const loginDialog = page.getByRole('dialog', { name: 'Log in' });
  await loginDialog.getByLabel('Email').fill(email.toUpperCase());
  await loginDialog.getByLabel('Password', { exact: true }).fill('cardamom-latte');
  await loginDialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Account: Asha' })).toBeVisible();
  await page.getByRole('button', { name: 'Account: Asha' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('link', { name: 'Forgot password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Password reset link has been sent to your email.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const mail = await mailTo(email, 'Reset your Roast password');
  const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\/[A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(link, 'the reset link in the mail').toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('New password').fill('filter-coffee-2026');
  await page.getByLabel('Confirm password').fill('filter-coffee-2027');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('filter-coffee-2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password reset successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await mailTo(email, 'Your Roast password was changed');

  await page.getByRole('button', { name: 'Log in' }).click();
  const again = page.getByRole('dialog', { name: 'Log in' });
  await again.getByLabel('Email').fill(email);
  await again.getByLabel('Password', { exact: true }).fill('cardamom-latte');
  await again.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'That email and password do not match an account.' }),
  ).toBeVisible();
  await again.getByLabel('Password', { exact: true }).fill('filter-coffee-2026');
  await again.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Account: Asha' })).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('New password').fill('another-pass-123');
  await page.getByLabel('Confirm password').fill('another-pass-123');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This reset link has expired or was already used. Ask for a new one.' }),
  ).toBeVisible();
  expectFailedLoad(consoleErrors, 401, 400);
});

test('the sign-up form checks its fields and the terms before it sends anything', async ({ page }) => {
  await page.goto('/');
  const signUp = await openSignUp(page);
  await signUp.getByLabel('Phone').fill('98765 abc');
  await signUp.getByLabel('Email').fill('not-an-email');
  await signUp.getByLabel('Password', { exact: true }).fill('short');
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(signUp.getByText('Enter your name.')).toBeVisible();
  await expect(signUp.getByText('Enter your phone number as digits only, like 9876543210.')).toBeVisible();
  await expect(signUp.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  await expect(signUp.getByText('Use at least 8 characters for your password.')).toBeVisible();
  await expect(signUp.getByText('Please agree to the Terms and Conditions and the Privacy Policy.')).toBeVisible();
  await expect(signUp.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('the popup shows and hides the password, locks page scrolling, and closes on Escape', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const password = dialog.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('a failed login shows the server’s message in a toast that closes by itself', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(unique());
  await dialog.getByLabel('Password', { exact: true }).fill('whatever-it-is');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'That email and password do not match an account.' });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 7_000 });
  expectFailedLoad(consoleErrors, 401);
});

test('My Account asks a visitor to log in, and shows its two tabs to a customer', async ({ page, request }) => {
  await page.goto('/myorders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();

  const email = unique();
  const registered = await request.post('/api/user/register', {
    data: { name: 'Kabir', phone: '9811122233', email, password: 'mocha-and-more' },
  });
  const { token } = (await registered.json()) as { token: string };
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto('/myorders');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'My Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'My Orders' }).getByText('No Orders Found')).toBeVisible();
  await page.getByRole('tab', { name: 'My Enrollments' }).click();
  await expect(page.getByRole('tabpanel', { name: 'My Enrollments' }).getByText('No Enrollments Found')).toBeVisible();
});

test('a reset link that does not work says so', async ({ page, consoleErrors }) => {
  await page.goto('/reset-password/not-a-real-token-at-all-00000');
  await page.getByLabel('New password').fill('filter-coffee-2026');
  await page.getByLabel('Confirm password').fill('filter-coffee-2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This reset link has expired or was already used. Ask for a new one.' }),
  ).toBeVisible();
  expectFailedLoad(consoleErrors, 400);
});
