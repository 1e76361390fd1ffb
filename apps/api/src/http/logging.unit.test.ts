import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('a URL fit for a log line', () => {
  it.each([
    ['/reset-password/Zk3v9QmT1xWb7RcY2nLp4HsA', '/reset-password/[redacted]'],
    ['/api/user/reset-password/Zk3v9QmT1xWb7RcY2nLp4HsA', '/api/user/reset-password/[redacted]'],
    ['/staff/set-password/Zk3v9QmT1xWb7RcY2nLp4HsA', '/staff/set-password/[redacted]'],
    // The page an email confirmation link opens, in any language, with or without a query.
    ['/verify-email/Zk3v9QmT1xWb7RcY2nLp4HsA', '/verify-email/[redacted]'],
    ['/kn/verify-email/Zk3v9QmT1xWb7RcY2nLp4HsA?from=mail', '/kn/verify-email/[redacted]?from=mail'],
    ['/hi/verify-email/Zk3v9QmT1xWb7RcY2nLp4HsA#top', '/hi/verify-email/[redacted]#top'],
  ])('leaves no one-time secret in %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('leaves other addresses as they are', () => {
    expect(redactUrl('/api/user/verify-email')).toBe('/api/user/verify-email');
    expect(redactUrl('/cakes?category=chocolate')).toBe('/cakes?category=chocolate');
  });
});
