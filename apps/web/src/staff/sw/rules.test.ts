import { describe, expect, it } from 'vitest';
import {
  endsKeptReads,
  isAnotherMember,
  isConsolePage,
  isKeptRead,
  isSessionCall,
  KEPT_AT_HEADER,
  keptHeaders,
  MEMBER_HEADER,
  memberOf,
  STALE_HEADER,
  staleHeaders,
} from './rules';

const ORIGIN = 'https://roastcafe.in';
const OUTLET = '7d0f4a3e-1c2b-4e5f-8a9b-0c1d2e3f4a01';
const BOARD = `/api/staff/orders?outlet=${OUTLET}&date=2026-11-27&days=1`;

function request(address: string, { method = 'GET', mode = 'cors' }: { method?: string; mode?: string } = {}) {
  return [{ method, mode }, new URL(address, ORIGIN), ORIGIN] as const;
}
const page = (address: string) => request(address, { mode: 'navigate' });

describe('the console’s pages', () => {
  it('draws every address of the console from its shell, the bare /staff among them', () => {
    for (const address of ['/staff', '/staff/', '/staff/menu?kind=cakes', '/staff/login', '/staff/set-password/a1b2']) {
      expect(isConsolePage(...page(address)), address).toBe(true);
    }
  });

  it('leaves the store’s pages, other sites and anything but a page alone', () => {
    for (const address of ['/', '/cakes', '/staffing', '/staff.html', '/kn/staff', 'https://elsewhere.example/staff']) {
      expect(isConsolePage(...page(address)), address).toBe(false);
    }
    expect(isConsolePage(...request('/staff'))).toBe(false);
    expect(isConsolePage(...request('/staff', { method: 'POST', mode: 'navigate' }))).toBe(false);
  });
});

describe('the reads the console keeps', () => {
  it('keeps the board’s list, who is signed in and their outlets', () => {
    for (const address of [
      BOARD,
      `/api/staff/orders?outlet=${OUTLET}&date=2026-11-27&days=7`,
      '/api/staff/me',
      '/api/staff/outlets',
    ]) {
      expect(isKeptRead(...request(address)), address).toBe(true);
    }
  });

  it('never keeps a write, not even of a kept address', () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      expect(isKeptRead(...request(BOARD, { method })), method).toBe(false);
      expect(isKeptRead(...request('/api/staff/me', { method })), method).toBe(false);
    }
    expect(isKeptRead(...request('/api/staff/orders/CCX-261127-0042', { method: 'PATCH' }))).toBe(false);
  });

  it('never keeps the live stream, an order of its own or any other call of the staff API', () => {
    for (const address of [
      `/api/staff/orders/stream?outlet=${OUTLET}`,
      '/api/staff/orders/CCX-261127-0042',
      '/api/staff/orders',
      `/api/staff/slots?outlet=${OUTLET}&date=2026-11-27`,
      `/api/staff/production?outlet=${OUTLET}&date=2026-11-27`,
      '/api/staff/members',
      '/api/staff/payment-mismatches',
      '/api/staff/sales?from=2026-11-01&to=2026-11-27',
      '/api/staff/catalog/cakes',
      '/api/staff/audit',
      '/api/staff/me/sessions',
    ]) {
      expect(isKeptRead(...request(address)), address).toBe(false);
    }
  });

  it('never keeps the store’s API, another site’s or a page at a kept address', () => {
    for (const address of [
      '/api/cake/list',
      '/api/stores/list',
      '/api/order/all',
      `https://elsewhere.example${BOARD}`,
    ]) {
      expect(isKeptRead(...request(address)), address).toBe(false);
    }
    expect(isKeptRead(...page('/api/staff/me'))).toBe(false);
  });
});

describe('one member’s reads, never the next one’s', () => {
  it('forgets what was kept when a login or logout goes through, or the session is over', () => {
    expect(endsKeptReads(...request('/api/staff/login', { method: 'POST' }), 200)).toBe(true);
    expect(endsKeptReads(...request('/api/staff/logout', { method: 'POST' }), 200)).toBe(true);
    expect(endsKeptReads(...request('/api/staff/me'), 401)).toBe(true);
    expect(endsKeptReads(...request(BOARD), 401)).toBe(true);
  });

  it('keeps them through a refused login, an ordinary answer or another site’s 401', () => {
    expect(endsKeptReads(...request('/api/staff/login', { method: 'POST' }), 429)).toBe(false);
    expect(endsKeptReads(...request('/api/staff/logout', { method: 'POST' }), 500)).toBe(false);
    expect(endsKeptReads(...request(BOARD), 200)).toBe(false);
    expect(endsKeptReads(...request(BOARD), 503)).toBe(false);
    expect(endsKeptReads(...request('/api/order/all'), 401)).toBe(false);
    expect(endsKeptReads(...request('https://elsewhere.example/api/staff/me'), 401)).toBe(false);
  });

  it('watches only logins and logouts go by', () => {
    expect(isSessionCall(...request('/api/staff/login', { method: 'POST' }))).toBe(true);
    expect(isSessionCall(...request('/api/staff/logout', { method: 'POST' }))).toBe(true);
    expect(isSessionCall(...request('/api/staff/login'))).toBe(false);
    expect(isSessionCall(...request('/api/staff/password', { method: 'POST' }))).toBe(false);
    expect(isSessionCall(...request('/api/user/login', { method: 'POST' }))).toBe(false);
  });

  it('reads the member an answer of /me names', () => {
    expect(memberOf({ success: true, staff: { _id: 'm-asha', name: 'Asha' } })).toBe('m-asha');
    for (const answer of [null, 'm-asha', {}, { staff: null }, { staff: { _id: '' } }, { staff: { _id: 7 } }]) {
      expect(memberOf(answer), JSON.stringify(answer)).toBeNull();
    }
  });

  it('drops what was kept before keeping another member’s /me (or nobody’s)', () => {
    expect(isAnotherMember('m-asha', 'm-kiran')).toBe(true);
    expect(isAnotherMember('m-asha', null)).toBe(true);
    expect(isAnotherMember(null, null)).toBe(true);
    expect(isAnotherMember('m-asha', 'm-asha')).toBe(false);
    expect(isAnotherMember(null, 'm-kiran')).toBe(false);
  });
});

describe('a kept copy and the answer it gives offline', () => {
  const keptAt = new Date('2026-11-27T08:35:00.000Z');

  it('keeps when it was kept and whose it is', () => {
    const kept = keptHeaders(new Headers({ 'content-type': 'application/json' }), keptAt, 'm-asha');
    expect(kept.get(KEPT_AT_HEADER)).toBe('2026-11-27T08:35:00.000Z');
    expect(kept.get(MEMBER_HEADER)).toBe('m-asha');
    expect(kept.get('content-type')).toBe('application/json');
    // A read other than /me names nobody, whatever the server's answer carried.
    expect(keptHeaders(new Headers({ [MEMBER_HEADER]: 'm-x' }), keptAt, null).has(MEMBER_HEADER)).toBe(false);
  });

  it('answers offline marked with the time it was kept, and nothing else of the worker’s', () => {
    const answer = staleHeaders(keptHeaders(new Headers({ 'content-type': 'application/json' }), keptAt, 'm-asha'));
    expect(answer.get(STALE_HEADER)).toBe('2026-11-27T08:35:00.000Z');
    expect(answer.has(KEPT_AT_HEADER)).toBe(false);
    expect(answer.has(MEMBER_HEADER)).toBe(false);
    expect(answer.get('content-type')).toBe('application/json');
  });
});
