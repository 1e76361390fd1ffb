import { describe, expect, it } from 'vitest';
import { createSessionCache, isSessionChange } from './session-cache';

const asha = { id: 'user-asha', name: 'Asha' };
const ravi = { id: 'user-ravi', name: 'Ravi' };
const farAway = new Date('2099-01-01T00:00:00Z');

function cacheAt(start: number, options: { ttlMs?: number; max?: number } = {}) {
  let clock = start;
  const cache = createSessionCache<typeof asha>({
    ttlMs: options.ttlMs ?? 60_000,
    max: options.max ?? 100,
    now: () => clock,
  });
  return { cache, advance: (ms: number) => (clock += ms) };
}

describe('the session cache', () => {
  it('answers a remembered session for its own customer only', () => {
    const { cache } = cacheAt(0);
    cache.remember('s1', asha, farAway, cache.ticket());
    expect(cache.get('s1', asha.id)).toEqual(asha);
    expect(cache.get('s1', ravi.id)).toBeUndefined();
    expect(cache.get('s2', asha.id)).toBeUndefined();
  });

  it('forgets a session after its time in the cache, or when the session expires, whichever is first', () => {
    const { cache, advance } = cacheAt(0, { ttlMs: 60_000 });
    cache.remember('long', asha, farAway, cache.ticket());
    cache.remember('short', ravi, new Date(10_000), cache.ticket());
    advance(9_999);
    expect(cache.get('short', ravi.id)).toEqual(ravi);
    advance(1);
    expect(cache.get('short', ravi.id)).toBeUndefined();
    expect(cache.get('long', asha.id)).toEqual(asha);
    advance(50_000);
    expect(cache.get('long', asha.id)).toBeUndefined();
  });

  it('forgets one session, or every session of a customer', () => {
    const { cache } = cacheAt(0);
    cache.remember('phone', asha, farAway, cache.ticket());
    cache.remember('laptop', asha, farAway, cache.ticket());
    cache.remember('ravi', ravi, farAway, cache.ticket());
    cache.forget({ sessionId: 'phone' });
    expect(cache.get('phone', asha.id)).toBeUndefined();
    expect(cache.get('laptop', asha.id)).toEqual(asha);
    cache.forget({ userId: asha.id });
    expect(cache.get('laptop', asha.id)).toBeUndefined();
    expect(cache.get('ravi', ravi.id)).toEqual(ravi);
    cache.clear();
    expect(cache.get('ravi', ravi.id)).toBeUndefined();
  });

  it('keeps at most its number of sessions, dropping the oldest', () => {
    const { cache } = cacheAt(0, { max: 2 });
    cache.remember('a', asha, farAway, cache.ticket());
    cache.remember('b', asha, farAway, cache.ticket());
    cache.remember('c', asha, farAway, cache.ticket());
    expect(cache.get('a', asha.id)).toBeUndefined();
    expect(cache.get('b', asha.id)).toEqual(asha);
    expect(cache.get('c', asha.id)).toEqual(asha);
  });

  it('remembers nothing when its time is zero', () => {
    const { cache } = cacheAt(0, { ttlMs: 0 });
    cache.remember('a', asha, farAway, cache.ticket());
    expect(cache.get('a', asha.id)).toBeUndefined();
  });

  it('does not put back a session that was logged out while it was being read', () => {
    const { cache } = cacheAt(0);
    // A request misses the cache and reads the session from the database: it is live...
    const ticket = cache.ticket();
    // ...the logout ends it in the database and forgets it here (or the word arrives from another server)...
    cache.forget({ sessionId: 's1' });
    // ...and then the request's read comes back with the session as it was.
    cache.remember('s1', asha, farAway, ticket);
    expect(cache.get('s1', asha.id)).toBeUndefined();
    // The next request reads again, and what it reads after the end may be remembered.
    cache.remember('s2', asha, farAway, cache.ticket());
    expect(cache.get('s2', asha.id)).toEqual(asha);
  });

  it('does not put back any session of a customer all of whose sessions ended while one was being read', () => {
    const { cache } = cacheAt(0);
    const ticket = cache.ticket();
    cache.forget({ userId: asha.id });
    cache.remember('phone', asha, farAway, ticket);
    expect(cache.get('phone', asha.id)).toBeUndefined();
  });

  it('does not put back a session read before the cache was cleared (the bus was away)', () => {
    const { cache } = cacheAt(0);
    const ticket = cache.ticket();
    cache.clear();
    cache.remember('phone', asha, farAway, ticket);
    expect(cache.get('phone', asha.id)).toBeUndefined();
  });

  it('reads only well-formed changes from the bus', () => {
    expect(isSessionChange({ sessionId: 's' })).toBe(true);
    expect(isSessionChange({ userId: 'u' })).toBe(true);
    expect(isSessionChange({ sessionId: 3 })).toBe(false);
    expect(isSessionChange(null)).toBe(false);
    expect(isSessionChange('s')).toBe(false);
  });
});
