import type { Blog, CafeEvent, Cake, Job, Offer } from '@roast/domain';
import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';

const item = <T>(fields: Partial<T>) => fields as T;

describe('the sitemap', () => {
  const xml = sitemapXml('https://roastcafe.in', {
    cakes: [item<Cake>({ _id: 'truffle', isActive: true }), item<Cake>({ _id: 'retired', isActive: false })],
    offers: [item<Offer>({ _id: 'festive', isActive: true })],
    events: [item<CafeEvent>({ _id: 'jazz', isActive: true })],
    workshops: [item<CafeEvent>({ _id: 'latte', isActive: true })],
    jobs: [item<Job>({ _id: 'barista', isActive: true }), item<Job>({ _id: 'filled', isActive: false })],
    blogs: [item<Blog>({ _id: 'story', isActive: true })],
  });
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(m[1]!)![1]!,
    alternates: [...m[1]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => `${a[1]} ${a[2]}`),
  }));
  const locs = entries.map((entry) => entry.loc);

  it('lists each public page in English, Kannada and Hindi, each naming all three and English as the default', () => {
    for (const path of [
      '/cakes',
      '/cakeInfo/truffle',
      '/offer-details/festive',
      '/event/jazz',
      '/workshop/latte',
      '/blogs/story',
      '/careers/barista',
    ]) {
      const versions = ['', '/kn', '/hi'].map((prefix) => `https://roastcafe.in${prefix}${path}`);
      for (const loc of versions) {
        expect(entries.find((entry) => entry.loc === loc)?.alternates).toEqual([
          `en-IN ${versions[0]}`,
          `kn-IN ${versions[1]}`,
          `hi-IN ${versions[2]}`,
          `x-default ${versions[0]}`,
        ]);
      }
    }
    expect(locs).toEqual(
      expect.arrayContaining(['https://roastcafe.in/', 'https://roastcafe.in/kn', 'https://roastcafe.in/hi']),
    );
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('leaves out what is not on sale and the private pages', () => {
    expect(xml).not.toContain('retired');
    expect(xml).not.toContain('filled');
    for (const path of ['/cart', '/myorders', '/paymentsuccess', '/reset-password', '/forgot-password', '/staff']) {
      expect(locs.some((loc) => loc.includes(path))).toBe(false);
    }
  });
});
