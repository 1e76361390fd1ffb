import type { Page } from '@playwright/test';
import { catalog } from './catalog';
import { expect, test } from './fixtures';

/** Chooses a language in the header's switch; the page loads again in it. */
async function chooseLanguage(page: Page, name: 'English' | 'ಕನ್ನಡ' | 'हिन्दी', path: RegExp) {
  const banner = page.getByRole('banner');
  await banner.locator('summary').click();
  await banner.getByRole('link', { name, exact: true }).click();
  await page.waitForURL(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** The texts a server-rendered page carries for the browser (the page's language only). */
function pageTexts(html: string): string {
  return /<script type="application\/json" id="roast-texts">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
}

test.describe('languages', () => {
  test('switches to Kannada and Hindi and back, and remembers the choice', async ({ page, request }) => {
    const { cakes } = await catalog(request);
    const rasmalai = cakes.find((cake) => cake.name === 'Rasmalai Cake' && cake.isActive)!;
    // The season's pop-up on the home page is seen already: it would cover the header.
    await page.addInitScript(() => window.sessionStorage.setItem('roast:home-popup-seen', '1'));

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Cakes', exact: true })).toBeVisible();

    await chooseLanguage(page, 'ಕನ್ನಡ', /\/kn$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
    const kannadaNav = page.getByRole('banner').getByRole('navigation', { name: 'ಮುಖ್ಯ' });
    await expect(kannadaNav.getByRole('link', { name: 'ಕೇಕ್‌ಗಳು', exact: true })).toBeVisible();
    await expect(kannadaNav.getByRole('link', { name: 'ಮಳಿಗೆಗಳು', exact: true })).toBeVisible();

    // Links inside the app keep the language: the menu, then a cake with the owner's Kannada name.
    await kannadaNav.getByRole('link', { name: 'ಕೇಕ್‌ಗಳು', exact: true }).click();
    await expect(page).toHaveURL(/\/kn\/cakes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ಆರ್ಡರ್‌ಗೆ ತಕ್ಕಂತೆ ಬೇಯಿಸಿದ ಕೇಕ್‌ಗಳು' })).toBeVisible();
    await page.getByRole('link', { name: 'ರಸಮಲಾಯಿ ಕೇಕ್' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/kn/cakeInfo/${rasmalai._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'ರಸಮಲಾಯಿ ಕೇಕ್' })).toBeVisible();
    // The price in Indian digit grouping, then the texts of the page in Kannada.
    const price = rasmalai.pricePermedium ?? rasmalai.pricePerlarge;
    await expect(page.getByText(`₹${price.toLocaleString('en-IN')}++`)).toBeVisible();
    expect(price).toBeGreaterThanOrEqual(1000);
    await expect(page.getByText(`₹${price.toLocaleString('en-IN')}++`)).toHaveText(/^₹\d{1,2}(,\d{2})*,\d{3}\+\+$/);
    await expect(page.getByText('ಗಾತ್ರ', { exact: true })).toBeVisible();

    // Remembered: a reload stays in Kannada, and so does an English address typed in later.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'ರಸಮಲಾಯಿ ಕೇಕ್' })).toBeVisible();
    await page.goto('/outlets');
    await expect(page).toHaveURL(/\/kn\/outlets$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ನಮ್ಮ ಮಳಿಗೆಗಳು' })).toBeVisible();

    await chooseLanguage(page, 'हिन्दी', /\/hi\/outlets$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'हमारे आउटलेट' })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'केक', exact: true }),
    ).toBeVisible();

    await chooseLanguage(page, 'English', /\/outlets$/);
    await expect(page).not.toHaveURL(/\/(kn|hi)\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'Our outlets' })).toBeVisible();
    // English is remembered too: the English address stays English.
    await page.goto('/cakes');
    await expect(page).toHaveURL(/\/cakes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cakes baked to order' })).toBeVisible();
  });

  test('renders /kn/cakes on the server, in Kannada, with <html lang="kn">', async ({ request }) => {
    const response = await request.get('/kn/cakes');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="kn">');
    expect(html).toContain('ಆರ್ಡರ್‌ಗೆ ತಕ್ಕಂತೆ ಬೇಯಿಸಿದ ಕೇಕ್‌ಗಳು');
    expect(html).toContain('ರಸಮಲಾಯಿ ಕೇಕ್');
    // Only Kannada's texts travel with the page, and the English page carries only English ones.
    const kannadaTexts = pageTexts(html);
    expect(kannadaTexts).toContain('"language":"kn"');
    expect(kannadaTexts).not.toContain('Cakes baked to order');
    const english = await (await request.get('/cakes')).text();
    expect(english).toContain('<html lang="en-IN">');
    const englishTexts = pageTexts(english);
    expect(englishTexts).toContain('Cakes baked to order');
    expect(englishTexts).not.toMatch(/\p{Script=Kannada}|\p{Script=Devanagari}/u);
  });

  test('shows a Hindi page without scripts', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/hi/gifthampers');
    await expect(page.getByRole('heading', { level: 1, name: 'प्यार से सजाए हैम्पर' })).toBeVisible();
    await expect(page.getByText('क्रिसमस प्लम केक हैम्पर')).toBeVisible();
    await context.close();
  });
});
