import { cakeSchema, offerSchema, storeSchema } from '@roast/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/harness';

const t = useTestApp({ reset: 'once' });

async function getJson(url: string): Promise<unknown> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

describe("the catalog's Kannada and Hindi", () => {
  it("serves the owner's translations with each cake, in the list and on its own", async () => {
    const cakes = z.array(cakeSchema).parse(((await getJson('/api/cake/list')) as { data: unknown }).data);
    const rasmalai = cakes.find((cake) => cake.name === 'Rasmalai Cake')!;
    expect(rasmalai.translations?.kn).toMatchObject({ name: 'ರಸಮಲಾಯಿ ಕೇಕ್' });
    expect(rasmalai.translations?.hi).toMatchObject({ name: 'रसमलाई केक' });
    expect(typeof rasmalai.translations?.kn?.smalldesc).toBe('string');

    const detail = cakeSchema.parse(
      ((await getJson(`/api/cake/cake-details/${rasmalai._id}`)) as { data: unknown }).data,
    );
    expect(detail.translations).toEqual(rasmalai.translations);

    // A cake the owner has not translated says so with an empty set: its pages read in English.
    const untranslated = cakes.filter((cake) => Object.keys(cake.translations ?? {}).length === 0);
    expect(untranslated.length).toBeGreaterThan(0);
    for (const cake of untranslated) expect(cake.translations).toEqual({});
  });

  it('serves them with hampers and outlets too', async () => {
    const hampers = z.array(offerSchema).parse(((await getJson('/api/offers')) as { data: unknown }).data);
    const morning = hampers.find((hamper) => hamper.name === 'Morning Ritual')!;
    expect(morning.translations?.kn?.name).toBe('ಬೆಳಗಿನ ಕಾಫಿ ಪೆಟ್ಟಿಗೆ');
    expect(morning.translations?.hi?.name).toBe('सुबह की रस्म');

    const stores = z.array(storeSchema).parse(((await getJson('/api/stores/list')) as { stores: unknown }).stores);
    for (const store of stores) expect(store.translations).toBeTypeOf('object');
  });
});
