import type { Offer } from '@roast/domain';
import { catalog } from './catalog';
import { expect, expectFailedLoad, test } from './fixtures';

const inr = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

test.describe('gift hampers', () => {
  test('the list shows each active hamper with its price per hamper, and hides inactive ones', async ({
    page,
    request,
  }) => {
    const { offers } = await catalog(request);
    const hidden = offers.find((offer) => offer.isActive && !offer.isSold)!;
    await page.route('**/api/offers', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Offer[] };
      const data = body.data.map((offer) => (offer._id === hidden._id ? { ...offer, isActive: false } : offer));
      await route.fulfill({ response, json: { ...body, data } });
    });
    // Arrive from another page, so the hampers are fetched in the browser (the route above answers it).
    await page.goto('/privacy-policy');
    await page.getByRole('banner').getByRole('link', { name: 'Gift Hampers', exact: true }).click();
    const shown = offers.filter((offer) => offer.isActive && offer._id !== hidden._id);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(shown.length);
    await expect(page.getByRole('heading', { name: hidden.name, exact: true })).toHaveCount(0);

    for (const offer of shown) {
      const card = cards.filter({ has: page.getByRole('heading', { name: offer.name, exact: true }) });
      await expect(card.getByText(`${inr(offer.price)} Per hamper`, { exact: true })).toBeVisible();
      await expect(card.getByText(offer.smalldesc)).toBeVisible();
      await expect(card.getByText('Sold Out', { exact: true })).toHaveCount(offer.isSold ? 1 : 0);
      await expect(card.getByRole('link', { name: offer.name })).toHaveAttribute('href', `/offer-details/${offer._id}`);
    }
  });

  test('a hamper page shows its contents, price, preparation time, outlets and terms', async ({ page, request }) => {
    const { offers } = await catalog(request);
    const hamper = offers.find((offer) => offer.isActive && !offer.isSold && offer.description.length > 0)!;
    await page.goto('/gifthampers');
    await page.getByRole('link', { name: hamper.name }).click();
    await expect(page).toHaveURL(new RegExp(`/offer-details/${hamper._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: hamper.name })).toBeVisible();
    await expect(page.getByText(`${inr(hamper.price)} Per hamper`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Preparation time: ${hamper.preparationTime} hours`, { exact: true })).toBeVisible();
    for (const line of hamper.content) await expect(page.getByRole('listitem').filter({ hasText: line })).toBeVisible();
    const terms = page.getByRole('region', { name: 'Terms' });
    await expect(terms.getByRole('listitem')).toHaveText(hamper.description);
    const outlets = page.getByRole('region', { name: 'Available at' });
    for (const store of hamper.storeSelect) await expect(outlets.getByText(store)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
  });

  test('a sold-out hamper cannot be added', async ({ page, request }) => {
    const { offers } = await catalog(request);
    const sold = offers.find((offer) => offer.isActive && offer.isSold)!;
    await page.goto(`/offer-details/${sold._id}`);
    await expect(page.getByRole('heading', { level: 1, name: sold.name })).toBeVisible();
    const button = page.getByRole('button', { name: 'Sold Out' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveText('Sold Out');
    await expect(page.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
  });

  test('unknown and malformed hamper ids show a way back to the list', async ({ page, consoleErrors }) => {
    const missing = ['00000000-0000-4000-8000-000000000000', 'not-a-hamper'];
    for (const id of missing) {
      await page.goto(`/offer-details/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'We could not find that hamper' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'See all our hampers' })).toHaveAttribute(
        'href',
        '/gifthampers',
      );
    }
    expectFailedLoad(consoleErrors, 404, 400);
  });
});
