import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';

/**
 * A built web app whose server entry renders a known page, so what the API does with a rendered
 * page (template, title, preloads, state, status, cache) can be checked exactly.
 */
function webBuildWithServerEntry(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'roast-site-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="The template\'s words"><title>Roast</title><script defer src="/boot.js" data-entry="/assets/index.js" data-preload="/assets/shared.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/features/cakes/cakes-page.tsx': { file: 'assets/cakes-page.js', imports: ['_shared.js', '_card.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      '_card.js': { file: 'assets/card.js' },
    }),
  );
  writeFileSync(
    path.join(root, 'dist-server', 'entry-server.js'),
    `globalThis.roastRenders = 0;
export async function render(url, lookup, options) {
  globalThis.roastRenders += 1;
  if (url === '/boom') throw new Error('render failed');
  const cakes = await lookup(['catalog', 'cakes']);
  const missing = await lookup(['catalog', 'cakes', '00000000-0000-4000-8000-000000000000']);
  const cart = await lookup(['cart']);
  return {
    html: '<main><h1>' + cakes.data.length + ' cakes at ' + url + '</h1></main>',
    state: { note: '</script><script>alert(1)</script>', missingFound: missing.found, cart: cart === undefined, url },
    status: url === '/nothing-here' ? 404 : 200,
    title: 'Cakes | Roast',
    modules: url === '/cakes' ? ['src/features/cakes/cakes-page.tsx'] : [],
    head: url.startsWith('/cakes') ? '<meta name="description" content="Cakes"><link rel="canonical" href="' + options.publicUrl + '/cakes">' : undefined,
  };
}`,
  );
  return dist;
}

const t = useTestApp({ webDist: webBuildWithServerEntry(), reset: 'once' });
const renders = () => (globalThis as unknown as { roastRenders: number }).roastRenders;

describe('pages rendered on the server', () => {
  it("puts text from the request into the page literally, never as a replacement pattern ($', $&, $`)", async () => {
    // Over a real socket, as a browser sends it: the quote is not percent-encoded.
    const url = "/cakes?booking=QQ$'ZZ$&YY$`XX";
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const html = await new Promise<string>((resolve, reject) => {
      http
        .get({ host: address.hostname, port: address.port, path: url }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
    expect(html).toContain(`"url":${JSON.stringify(url)}`);
    // The template appears once: no part of it was copied into the page.
    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/id="roast-state"/g)).toHaveLength(1);
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('puts the rendered page, its title, its state and its chunks into index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/cakes' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toMatch(/<div id="root"><main><h1>\d+ cakes at \/cakes<\/h1><\/main><\/div>/);
    expect(html).toContain('<title>Cakes | Roast</title>');
    expect(html).not.toContain('<title>Roast</title>');
    expect(html).toContain('data-preload="/assets/cakes-page.js /assets/card.js /assets/shared.js"');
    const state = /<script type="application\/json" id="roast-state">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state!)).toEqual({
      url: '/cakes',
      note: '</script><script>alert(1)</script>',
      missingFound: false,
      cart: true,
    });
    expect(state).not.toContain('</script>');
  });

  it("puts the page's head tags, built for the public address, in place of the template's description", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/cakes' })).body;
    const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1];
    expect(head).toContain(
      '<meta name="description" content="Cakes"><link rel="canonical" href="http://localhost:3000/cakes">',
    );
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // A page without head tags keeps the template's description.
    expect((await t.app.inject({ method: 'GET', url: '/outlets' })).body).toContain("The template's words");
  });

  it('answers with the catalog the server holds', async () => {
    const cakes = (await t.app.inject({ method: 'GET', url: '/api/cake/list' })).json() as { data: unknown[] };
    const response = await t.app.inject({ method: 'GET', url: '/cakes?from=test' });
    expect(response.body).toContain(`<h1>${cakes.data.length} cakes at /cakes?from=test</h1>`);
  });

  it('answers 404 when the page says nothing is there', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('cakes at /nothing-here');
  });

  it('renders a page once and serves it compressed until the catalog changes', async () => {
    await t.app.inject({ method: 'GET', url: '/outlets' });
    const before = renders();
    const again = await t.app.inject({ method: 'GET', url: '/outlets', headers: { 'accept-encoding': 'br' } });
    expect(renders()).toBe(before);
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toContain('cakes at /outlets');

    t.app.catalog.invalidate('events');
    await t.app.inject({ method: 'GET', url: '/outlets' });
    expect(renders()).toBe(before + 1);
  });

  it('does not keep pages that are not found', async () => {
    await t.app.inject({ method: 'GET', url: '/nothing-here' });
    const before = renders();
    await t.app.inject({ method: 'GET', url: '/nothing-here' });
    expect(renders()).toBe(before + 1);
  });

  it('falls back to the bare index.html when rendering fails, so the browser renders the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Roast</title>');
  });
});
