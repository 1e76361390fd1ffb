import { expect, type Page } from '@playwright/test';

/** The console's first owner, made at start-up from OWNER_EMAIL and OWNER_PASSWORD (playwright.config.ts). */
export const OWNER = { email: 'owner@roastcafe.in', password: 'counter-owner-2026' };

/** Logs in on the console's login page, as a person types. */
export async function logInToConsole(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
