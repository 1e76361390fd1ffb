import { sql } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';

function fixtureWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'roast-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Roast</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("roast")');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(path.join(dir, 'sw.js.br'), brotliCompressSync('self.skipWaiting();'));
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Roast"}');
  writeFileSync(path.join(dir, 'staff-sw.js'), 'self.skipWaiting();');
  writeFileSync(path.join(dir, 'staff.webmanifest'), '{"name":"Roast console"}');
  return dir;
}

const t = useTestApp({ webDist: fixtureWebDist(), reset: 'once' });

describe('security headers', () => {
  it('sends a CSP that allows only our own scripts and no plugins or framing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/cakes' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain('frame-src https://www.google.com');
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).not.toContain('razorpay');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
    // Served over plain http (a local store): no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends a static file only the headers a file needs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('sends the same headers on API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cake/categories' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("object-src 'none'");
  });
});

describe('security headers on a public https address', () => {
  const live = useTestApp({
    reset: 'once',
    env: {
      PUBLIC_URL: 'https://roastcafe.in',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_roast',
      RAZORPAY_KEY_SECRET: 'a-secret-of-our-own',
      RAZORPAY_WEBHOOK_SECRET: 'a-webhook-secret-of-our-own',
    },
  });

  it('asks browsers to keep to https for at least a year, and to upgrade what is not', async () => {
    const response = await live.app.inject({ method: 'GET', url: '/api/cake/categories' });
    const hsts = String(response.headers['strict-transport-security']);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe('CORS', () => {
  it('lets our own origin read the API', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/stores/list',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('gives a foreign origin nothing to read with, on requests and preflights', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/stores/list',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/cake/list',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('the web app', () => {
  it('answers client routes with index.html, never cached', async () => {
    for (const url of ['/', '/cakes', '/cakeInfo/5f0c', '/roast-ccx', '/reset-password/abc']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year and other files for an hour', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the service workers never from a cache, compressed or not, and the manifests as manifests', async () => {
    for (const encoding of ['identity', 'br']) {
      const worker = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(worker.statusCode, encoding).toBe(200);
      expect(worker.headers['content-type'], encoding).toContain('javascript');
      expect(worker.headers['cache-control'], encoding).toBe('no-cache');
    }
    // The console's worker, at the root beside the store's, registered for /staff alone.
    const consoleWorker = await t.app.inject({ method: 'GET', url: '/staff-sw.js' });
    expect(consoleWorker.statusCode).toBe(200);
    expect(consoleWorker.headers['content-type']).toContain('javascript');
    expect(consoleWorker.headers['cache-control']).toBe('no-cache');
    for (const url of ['/manifest.webmanifest', '/staff.webmanifest']) {
      const manifest = await t.app.inject({ method: 'GET', url });
      expect(manifest.statusCode, url).toBe(200);
      expect(manifest.headers['content-type'], url).toContain('application/manifest+json');
      expect(manifest.headers['cache-control'], url).toBe('public, max-age=3600');
    }
  });

  it('answers a missing file or API path with 404 JSON, not the app', async () => {
    for (const url of ['/assets/missing.js', '/api/nothing-here', '/images/missing.webp']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: 'We could not find that.' });
    }
  });

  it('does not serve files outside the images folder', async () => {
    for (const url of ['/images/../package.json', '/images/%2e%2e/package.json', '/images/..%2f..%2fpackage.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain('@roast/api');
    }
  });

  it('has a real robots.txt and a sitemap of public pages', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Disallow: \/api\/$/m);
    expect(robots.body).toMatch(/^Disallow: \/verify-email\/$/m);
    expect(robots.body).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/cakes</loc>');
    expect(sitemap.body).toMatch(/<loc>http:\/\/localhost:3000\/cakeInfo\/[0-9a-f-]{36}<\/loc>/);
  });
});

describe('health and docs', () => {
  it('reports the database answering', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('is ready only when the database holds every migration of this build', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toMatchObject({
      status: 'ready',
      migrated: true,
      migration: expect.stringMatching(/^\d{4}_/),
    });
    // Without the newest migration the server is alive but not ready for traffic.
    const newest = (await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
    )) as unknown as { rows: { hash: string; created_at: string }[] };
    try {
      const behind = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toMatchObject({ status: 'unavailable', migrated: false });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      const [row] = newest.rows;
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${row!.created_at})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/cake/list',
        '/api/cake/cake-details/{id}',
        '/api/stores/{id}',
        '/api/careers/list',
      ]),
    );
    const detail = doc.paths['/api/cake/cake-details/{id}']?.get as { responses: Record<string, unknown> };
    expect(Object.keys(detail.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
    expect(JSON.stringify(detail.responses['200'])).toContain('pricePerlarge');
  });
});
