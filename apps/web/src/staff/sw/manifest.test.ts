import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_SCOPE } from './rules';

const WEB = path.resolve(import.meta.dirname, '../../../');
const publicFile = (address: string) => path.join(WEB, 'public', address);

interface WebManifest {
  name: string;
  short_name: string;
  id: string;
  start_url: string;
  scope: string;
  display: string;
  orientation: string;
  theme_color: string;
  background_color: string;
  lang: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** The console's page, as the build starts from it. */
const consolePage = () =>
  new DOMParser().parseFromString(readFileSync(path.join(WEB, 'staff.html'), 'utf8'), 'text/html');

describe('the console installs on the counter’s tablet', () => {
  it('is linked from the console’s page, which the store’s page is not', () => {
    const head = consolePage().head;
    expect(head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/staff.webmanifest');
    expect(head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#2B1A12');
    const touch = head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href');
    expect(pngSize(readFileSync(publicFile(touch!)))).toBe('180x180');
    // The store keeps its own manifest: installing the store never installs the console.
    expect(readFileSync(path.join(WEB, 'index.html'), 'utf8')).not.toContain('staff.webmanifest');
  });

  it('is a valid manifest of its own, opening on the board and keeping to the console', () => {
    const manifest = JSON.parse(readFileSync(publicFile('staff.webmanifest'), 'utf8')) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'Roast console',
      id: '/staff/',
      start_url: '/staff/',
      display: 'standalone',
      orientation: 'any',
      // Espresso and Crema, as the store's.
      theme_color: '#2B1A12',
      background_color: '#F6EFE6',
      lang: 'en-IN',
    });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    // The scope is the worker's: the board's own address (/staff, where every link to it goes) is in it.
    expect(manifest.scope).toBe(CONSOLE_SCOPE);
    for (const address of ['/staff', '/staff/', '/staff/menu', manifest.start_url]) {
      expect(address.startsWith(manifest.scope), address).toBe(true);
    }
  });

  it('names icons that exist, at the sizes it says, for any shape and a maskable one', () => {
    const manifest = JSON.parse(readFileSync(publicFile('staff.webmanifest'), 'utf8')) as WebManifest;
    const icons = manifest.icons.map((icon) => {
      expect(icon.type, icon.src).toBe('image/png');
      expect(pngSize(readFileSync(publicFile(icon.src))), icon.src).toBe(icon.sizes);
      return `${icon.sizes} ${icon.purpose ?? 'any'}`;
    });
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });
});
