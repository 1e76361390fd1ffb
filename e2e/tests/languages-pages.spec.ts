import { expect, test } from './fixtures';

/** Pages rendered on the server in Kannada and Hindi, each with its heading in the language. */
const PAGES = [
  { path: '/kn/contact', lang: 'kn', heading: 'ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ' },
  { path: '/hi/careers', lang: 'hi', heading: 'हमारे साथ काम करें' },
  { path: '/kn/aboutus', lang: 'kn', heading: 'ಒಳ್ಳೆಯ ಕಾಫಿ, ನಿಮಗಾಗಿಯೇ ಬೇಕ್ ಮಾಡಿದ ಕೇಕ್‌ಗಳು' },
  { path: '/hi/blogs', lang: 'hi', heading: 'Roast की कहानियाँ' },
  { path: '/kn/privacy-policy', lang: 'kn', heading: 'ಗೌಪ್ಯತಾ ನೀತಿ' },
  { path: '/hi/terms-and-conditions', lang: 'hi', heading: 'नियम और शर्तें' },
  { path: '/kn/return-and-refund', lang: 'kn', heading: 'ಹಿಂತಿರುಗಿಸುವಿಕೆ ಮತ್ತು ಮರುಪಾವತಿ ನೀತಿ' },
  { path: '/hi/cart', lang: 'hi', heading: 'आपका कार्ट' },
  { path: '/kn/forgot-password', lang: 'kn', heading: 'ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿರಾ?' },
  { path: '/hi/myorders', lang: 'hi', heading: 'मेरा खाता' },
] as const;

test.describe('customer pages in Kannada and Hindi', () => {
  for (const { path, lang, heading } of PAGES) {
    test(`renders ${path} on the server in its language`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(heading);
    });
  }

  test('reads the privacy notice in Kannada, and its links keep the language', async ({ page }) => {
    await page.goto('/kn/privacy-policy');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1, name: 'ಗೌಪ್ಯತಾ ನೀತಿ' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ಸಂಕ್ಷಿಪ್ತವಾಗಿ' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'ನಾವು ಇಟ್ಟುಕೊಳ್ಳುವ ವೈಯಕ್ತಿಕ ಮಾಹಿತಿ, ಸರಳ ಮಾತುಗಳಲ್ಲಿ' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'ನಮ್ಮ ನೀತಿಗಳು' })
      .getByRole('link', { name: 'ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು' })
      .click();
    await expect(page).toHaveURL(/\/kn\/terms-and-conditions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು' })).toBeVisible();
  });

  test('shows an empty cart in Hindi, whose links stay in Hindi', async ({ page }) => {
    await page.goto('/hi/cart');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(page.getByText('आपका कार्ट खाली है')).toBeVisible();
    await page.getByRole('link', { name: 'केक देखें' }).click();
    await expect(page).toHaveURL(/\/hi\/cakes$/);
  });
});
