import { CAKE_CATEGORIES, formatPrice, type Cake, type Offer } from '@roast/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { atShopTime } from '../../test/shop';
import { signedInMember } from '../../test/staff';

const t = useTestApp();
beforeEach(atShopTime);

async function menuText(): Promise<{ text: string; etag: string }> {
  const response = await t.app.inject({ url: '/cake-menu.pdf' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const document = await getDocumentProxy(new Uint8Array(response.rawPayload));
  const { text } = await extractText(document, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), etag: String(response.headers.etag) };
}

const listOf = async <T>(url: string) => ((await t.app.inject({ url })).json() as { data: T[] }).data;

// Making and reading a PDF of several pages takes a while on a busy machine.
describe('the cake menu PDF', { timeout: 60_000 }, () => {
  it('lists every active cake by category with its prices, the hampers and the outlets with their hours', async () => {
    const cakes = (await listOf<Cake>('/api/cake/list')).filter((cake) => cake.isActive);
    const hampers = (await listOf<Offer>('/api/offers')).filter((offer) => offer.isActive);
    const { text } = await menuText();
    const withMedium = cakes.find((cake) => cake.pricePermedium !== undefined)!;
    expect(text).toContain('Cake Menu');
    expect(text).toContain(withMedium.name);
    expect(text).toContain(`₹${formatPrice(withMedium.pricePermedium!)}`);
    expect(text).toContain(`₹${formatPrice(withMedium.pricePerlarge)}`);
    expect(text).toContain(CAKE_CATEGORIES.find((category) => category._id === withMedium.category)!.catname);
    for (const cake of cakes) expect(text).toContain(cake.name);
    for (const hamper of hampers) expect(text).toContain(hamper.name);
    expect(text).toContain('Eggless');
    expect(text).toContain('Roast 24 Seven, Koramangala');
    expect(text).toContain('Open 24 hours');
    expect(text).toContain('8:00 AM to 11:00 PM');
  });

  it('is kept until the catalog changes, and then drops a cake taken off the menu', async () => {
    const first = await menuText();
    const again = await t.app.inject({ url: '/cake-menu.pdf', headers: { 'if-none-match': first.etag } });
    expect(again.statusCode).toBe(304);

    const cakes = (await listOf<Cake>('/api/cake/list')).filter((item) => item.isActive);
    // One whose name is not part of another's, so its absence is its own.
    const cake = cakes.find((item) => !cakes.some((other) => other !== item && other.name.includes(item.name)))!;
    expect(first.text).toContain(cake.name);
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const removed = await console.call('DELETE', `/api/staff/catalog/cakes/${cake._id}`);
    expect(removed.statusCode, removed.body).toBe(200);

    const after = await menuText();
    expect(after.etag).not.toBe(first.etag);
    expect(after.text).not.toContain(cake.name);
  });
});
