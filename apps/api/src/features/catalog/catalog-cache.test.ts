import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('catalog cache', () => {
  it('answers with a weak ETag and a revalidation policy', async () => {
    const response = await get('/api/cake/list');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers 304 with no body when the ETag still matches', async () => {
    const first = await get('/api/stores/list');
    const again = await get('/api/stores/list', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('answers 200 when the ETag is someone else’s', async () => {
    const response = await get('/api/stores/list', { 'if-none-match': 'W/"something-else"' });
    expect(response.statusCode).toBe(200);
  });

  it('serves brotli and gzip bodies that decode to the same JSON', async () => {
    const plain = await get('/api/cake/list');
    const br = await get('/api/cake/list', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/api/cake/list', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('respects q=0 in Accept-Encoding', async () => {
    const response = await get('/api/cake/list', { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('shows a changed slot count once the list is invalidated, with a new ETag', async () => {
    const before = await get('/api/events/list');
    const event = (before.json() as { data: { _id: string; slots: number }[] }).data.find((e) => e.slots > 2)!;
    await t.db
      .update(events)
      .set({ slots: event.slots - 2 })
      .where(eq(events.id, event._id));

    // Until a writer invalidates the list, the cached bytes are served (that is the point).
    expect((await get('/api/events/list')).headers.etag).toBe(before.headers.etag);

    t.app.catalog.invalidate('events');
    const after = await get('/api/events/list');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const updated = (after.json() as { data: { _id: string; slots: number }[] }).data.find((e) => e._id === event._id);
    expect(updated?.slots).toBe(event.slots - 2);
    const detail = await get(`/api/events/list/${event._id}`);
    expect((detail.json() as { data: { slots: number } }).data.slots).toBe(event.slots - 2);
    expect((await get('/api/events/list', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
  });

  it('builds a list once when many requests arrive together', async () => {
    t.app.catalog.invalidate('cakes');
    const responses = await Promise.all(Array.from({ length: 20 }, () => get('/api/cake/list')));
    expect(new Set(responses.map((r) => r.headers.etag)).size).toBe(1);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
  });
});
