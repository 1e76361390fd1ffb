import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, expectFailedLoad, openInApp, test } from './fixtures';
import { mailTo } from './outbox';

const CONTACT_INBOX = 'contact@roastcafe.in';

const form = (page: Page) => page.getByRole('region', { name: 'Send Us a Message' });
const box = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });

async function fillIn(page: Page, name: string, email: string) {
  const contact = form(page);
  await box(page, 'Name').fill(name);
  await box(page, 'Email').fill(email);
  await box(page, 'Phone').fill('+91 98765 43210');
  await contact.getByRole('radio', { name: 'Phone' }).check();
  await box(page, 'Message').fill('Could you bake a 2 kg eggless chocolate cake for Saturday evening?');
}

test('a visitor sends a message: it is confirmed, the form clears, and the cafe’s inbox gets it', async ({ page }) => {
  await page.goto('/contact');
  await expect(form(page).getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
  expect(await seriousViolations(page, 'form')).toEqual([]);

  const name = `Meera ${Date.now().toString(36)}`;
  const email = `meera-${Date.now()}@example.com`;
  await fillIn(page, name, email);
  await form(page).getByRole('button', { name: 'Send Message' }).click();

  await expect(form(page).getByRole('status')).toHaveText('Message sent successfully!');
  await expect(box(page, 'Name')).toHaveValue('');
  await expect(box(page, 'Email')).toHaveValue('');
  await expect(box(page, 'Phone')).toHaveValue('');
  await expect(box(page, 'Message')).toHaveValue('');
  await expect(form(page).getByRole('radio', { name: 'Phone' })).not.toBeChecked();

  const mail = await mailTo(CONTACT_INBOX, `Website message from ${name}`);
  expect(mail).toContain(`Reply-To: ${email}`);
  expect(mail).toContain('Preferred method: Phone');
  expect(mail).toContain('Could you bake a 2 kg eggless chocolate cake for Saturday evening?');
  expect(mail).not.toMatch(/^(Cc|Bcc):/m);
});

test('every field is required, and the errors are tied to their fields', async ({ page }) => {
  await page.goto('/contact');
  await form(page).getByRole('button', { name: 'Send Message' }).click();

  const contact = form(page);
  await expect(box(page, 'Name')).toHaveAccessibleDescription('Enter your name.');
  await expect(box(page, 'Name')).toBeFocused();
  await expect(box(page, 'Email')).toHaveAccessibleDescription('Enter your email address.');
  await expect(box(page, 'Phone')).toHaveAccessibleDescription('Enter your phone number.');
  await expect(contact.getByRole('group', { name: 'Preferred method' })).toHaveAccessibleDescription(
    'Choose how we should reply: Email or Phone.',
  );
  await expect(box(page, 'Message')).toHaveAccessibleDescription('Write your message.');

  await box(page, 'Email').fill('not-an-email');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(box(page, 'Email')).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
  expect(await seriousViolations(page, 'form')).toEqual([]);
  await expect(contact.getByText('Message sent successfully!')).toHaveCount(0);
});

test('a failure keeps what was typed and says so', async ({ page, consoleErrors }) => {
  await page.route('**/api/mail/send', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Down"}' }),
  );
  await openInApp(page, '/contact');
  await fillIn(page, 'Ravi', 'ravi@example.com');
  await form(page).getByRole('button', { name: 'Send Message' }).click();

  await expect(form(page).getByRole('alert')).toHaveText('Failed to send message. Please try again later.');
  await expect(box(page, 'Name')).toHaveValue('Ravi');
  expectFailedLoad(consoleErrors, 500);
});
