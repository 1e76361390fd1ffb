import { describe, expect, it } from 'vitest';
import { isCatalogImage, isCatalogRead, isStoreAsset, isStorePage } from './rules';

const ORIGIN = 'https://roastcafe.in';

function request(
  address: string,
  {
    method = 'GET',
    mode = 'cors',
    headers = {},
  }: { method?: string; mode?: string; headers?: Record<string, string> } = {},
) {
  return [{ method, mode, headers: new Headers(headers) }, new URL(address, ORIGIN), ORIGIN] as const;
}
const page = (address: string, headers: Record<string, string> = {}) => request(address, { mode: 'navigate', headers });

describe('the pages the worker keeps', () => {
  it('keeps the store’s pages, in every language', () => {
    for (const address of [
      '/',
      '/cakes',
      '/cakes?category=3',
      '/outlets',
      '/roast-ccx',
      '/kn/cakes',
      '/hi/outlets',
      '/kn',
    ]) {
      expect(isStorePage(...page(address)), address).toBe(true);
    }
  });

  it('never keeps the console, a customer’s own pages or a page whose address holds a secret', () => {
    for (const address of [
      '/staff',
      '/staff/orders',
      '/cart',
      '/cart?payment=failed',
      '/myorders',
      '/kn/myorders',
      '/hi/cart',
      '/paymentsuccess?reference=R1',
      '/reset-password/secret-token',
      '/forgot-password',
      '/verify-email/secret-token',
      '/hi/verify-email/secret-token',
    ]) {
      expect(isStorePage(...page(address)), address).toBe(false);
    }
  });

  it('keeps only navigations of this site', () => {
    expect(isStorePage(...request('/cakes'))).toBe(false);
    expect(isStorePage(...page('https://elsewhere.example/cakes'))).toBe(false);
    expect(isStorePage(...page('/api/cake/list'))).toBe(false);
  });
});

describe('the reads the worker keeps', () => {
  it('keeps the catalog’s public reads', () => {
    for (const address of [
      '/api/cake/list',
      '/api/cake/categories',
      '/api/cake/cake-details/5f0c',
      '/api/offers',
      '/api/offers/7',
      '/api/stores/list',
      '/api/stores/5f0c',
      '/api/events/list',
      '/api/events/list/9',
      '/api/workshop/list',
      '/api/workshop/list/9',
      '/api/blogs/list',
      '/api/careers/list',
      '/api/careers/list/3',
    ]) {
      expect(isCatalogRead(...request(address)), address).toBe(true);
    }
  });

  it('never keeps a signed-in read, even of the catalog', () => {
    expect(isCatalogRead(...request('/api/cake/list', { headers: { token: 'abc' } }))).toBe(false);
    expect(isCatalogRead(...request('/api/stores/list', { headers: { authorization: 'Bearer abc' } }))).toBe(false);
  });

  it('never keeps private answers, the console’s API or anything but a GET', () => {
    for (const address of [
      '/api/order/all',
      '/api/user/export',
      '/api/staff/orders',
      '/api/staff/catalog/cakes',
      '/api/getkey',
      '/api/stores/5f0c/slots',
      '/api/order/invoice/1',
    ]) {
      expect(isCatalogRead(...request(address)), address).toBe(false);
    }
    expect(isCatalogRead(...request('/api/cake/list', { method: 'POST' }))).toBe(false);
    expect(isCatalogRead(...request('https://elsewhere.example/api/cake/list'))).toBe(false);
  });

  it('keeps the catalog’s pictures, and only the store’s own built files', () => {
    expect(isCatalogImage(...request('/images/cake-rasmalai-cake-400.avif'))).toBe(true);
    expect(isCatalogImage(...request('/images/cake-rasmalai-cake-400.avif', { method: 'POST' }))).toBe(false);
    expect(isCatalogImage(...request('https://elsewhere.example/images/x.avif'))).toBe(false);
    const store = new Set(['/assets/kn-abc.js']);
    expect(isStoreAsset(...request('/assets/kn-abc.js'), store)).toBe(true);
    expect(isStoreAsset(...request('/assets/staff-abc.js'), store)).toBe(false);
  });
});
