import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs with no configuration at all', () => {
    const config = loadConfig({}, { cwd: '/srv/roast' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('/srv/roast/data'),
      databaseUrl: undefined,
      payments: { provider: 'sandbox', keyId: 'rzp_test_sandbox' },
      mail: { smtpUrl: undefined, contactInbox: 'contact@roastcafe.in' },
    });
  });

  it('derives the public URL from the port and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://roastcafe.in/' }).publicUrl).toBe('https://roastcafe.in');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT .* \(got 'eighty'\)/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://localhost/roast' }, /DATABASE_URL must be a PostgreSQL URL/],
    [{ PUBLIC_URL: 'roastcafe.in' }, /PUBLIC_URL must be a http\(s\) URL/],
    [{ PAYMENT_PROVIDER: 'paypal' }, /PAYMENT_PROVIDER/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must be a SMTP URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters long$/],
    [{ CONTACT_INBOX: 'not an email' }, /CONTACT_INBOX must be an email address/],
  ])('stops on a bad value and names the variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never echoes a secret it refuses', () => {
    expect(() => loadConfig({ JWT_SECRET: 'hunter2' })).toThrow(/^(?![\s\S]*hunter2)/);
  });

  it('requires real Razorpay keys when Razorpay is the provider', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(
      /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET must be set/,
    );
    const config = loadConfig({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    });
    expect(config.payments.provider).toBe('razorpay');
  });
});
