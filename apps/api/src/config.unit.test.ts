import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const LIVE_KEYS = {
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_roast',
  RAZORPAY_KEY_SECRET: 'a-secret-nobody-has-seen',
  RAZORPAY_WEBHOOK_SECRET: 'another-secret-nobody-has-seen',
};

describe('configuration', () => {
  it('runs with no configuration at all', () => {
    const config = loadConfig({}, { cwd: '/srv/roast' });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('/srv/roast/data'),
      databaseUrl: undefined,
      payments: { provider: 'sandbox', keyId: 'rzp_test_sandbox' },
      mail: { smtpUrl: undefined, contactInbox: 'contact@roastcafe.in' },
      trustProxy: false,
    });
  });

  it('derives the public URL from the port and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000/' }).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ ...LIVE_KEYS, PUBLIC_URL: 'https://roastcafe.in/' }).publicUrl).toBe('https://roastcafe.in');
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

  it('makes the first owner from OWNER_EMAIL and OWNER_PASSWORD together, with a password of 12 characters or more', () => {
    expect(loadConfig({}).firstOwner).toBeUndefined();
    expect(loadConfig({ OWNER_EMAIL: 'Anita@RoastCafe.in', OWNER_PASSWORD: 'twelve-chars' }).firstOwner).toEqual({
      email: 'anita@roastcafe.in',
      password: 'twelve-chars',
    });
    expect(() => loadConfig({ OWNER_EMAIL: 'anita@roastcafe.in', OWNER_PASSWORD: 'short-pass' })).toThrow(
      /OWNER_PASSWORD must be at least 12 characters long/,
    );
    expect(() => loadConfig({ OWNER_EMAIL: 'anita@roastcafe.in', OWNER_PASSWORD: 'short-pass' })).not.toThrow(
      /short-pass/,
    );
    expect(() => loadConfig({ OWNER_EMAIL: 'anita@roastcafe.in' })).toThrow(/OWNER_PASSWORD must be set too/);
    expect(() => loadConfig({ OWNER_PASSWORD: 'a-long-password' })).toThrow(/OWNER_EMAIL must be set too/);
    expect(() => loadConfig({ OWNER_EMAIL: 'Anita <anita@roastcafe.in>', OWNER_PASSWORD: 'a-long-password' })).toThrow(
      /OWNER_EMAIL must be an email address/,
    );
  });

  it('limits wrong passwords per account over a minute at most, and per address for longer', () => {
    const { rateLimits } = loadConfig({});
    for (const name of ['loginPerEmail', 'staffLoginPerEmail'] as const) {
      expect(rateLimits[name].windowMs).toBeLessThanOrEqual(60_000);
    }
    expect(rateLimits.loginPerEmailAndIp).toEqual({ limit: 20, windowMs: 3_600_000 });
    expect(rateLimits.staffLoginPerIp).toEqual({ limit: 30, windowMs: 3_600_000 });
    expect(loadConfig({ RATE_LIMIT_LOGIN_PER_EMAIL: '3/30s' }).rateLimits.loginPerEmail).toEqual({
      limit: 3,
      windowMs: 30_000,
    });
    expect(() => loadConfig({ RATE_LIMIT_LOGIN_PER_EMAIL: '50/hour' })).toThrow(
      /RATE_LIMIT_LOGIN_PER_EMAIL must count over a minute or less \(got '50\/hour'\)/,
    );
    expect(() => loadConfig({ RATE_LIMIT_STAFF_LOGIN_PER_EMAIL: '5/2min' })).toThrow(
      /RATE_LIMIT_STAFF_LOGIN_PER_EMAIL must count over a minute or less/,
    );
  });

  it('sends WhatsApp through the offline sandbox unless told, and needs Meta’s keys for the Cloud API', () => {
    expect(loadConfig({}).notifications.whatsapp).toEqual({ provider: 'sandbox' });
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_TOKEN: 'EAAG' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET must be set when WHATSAPP_PROVIDER is cloud/,
    );
    expect(() => loadConfig({ WHATSAPP_PHONE_NUMBER_ID: '+91 98450' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID must be/);
    const config = loadConfig({
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_TOKEN: 'EAAG',
      WHATSAPP_PHONE_NUMBER_ID: '1098765',
      WHATSAPP_APP_SECRET: 'an-app-secret-of-meta',
    });
    expect(config.notifications.whatsapp).toEqual({
      provider: 'cloud',
      token: 'EAAG',
      phoneNumberId: '1098765',
      apiBase: 'https://graph.facebook.com',
    });
  });

  it('sends SMS through the offline sandbox unless told, and needs MSG91’s key, a sender and every DLT id', () => {
    expect(loadConfig({}).notifications.sms).toEqual({ provider: 'sandbox' });
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91', SMS_MSG91_AUTHKEY: 'k' })).toThrow(
      /SMS_SENDER_ID, SMS_DLT_TEMPLATE_IDS must be set when SMS_PROVIDER is msg91/,
    );
    expect(() => loadConfig({ SMS_SENDER_ID: 'Roast' })).toThrow(/SMS_SENDER_ID must be the 6-letter sender id/);
    expect(() => loadConfig({ SMS_DLT_TEMPLATE_IDS: 'order_ready.fr=1107000000000000001' })).toThrow(
      /SMS_DLT_TEMPLATE_IDS names order_ready.fr, not a template and language/,
    );
    expect(() => loadConfig({ SMS_DLT_TEMPLATE_IDS: 'order_ready.kn=12345' })).toThrow(
      /SMS_DLT_TEMPLATE_IDS gives order_ready.kn an id that is not DLT's 19 digits/,
    );
    const some = 'order_confirmed.en=1107000000000000001, order_ready.kn=1107000000000000002';
    expect(() =>
      loadConfig({
        SMS_PROVIDER: 'msg91',
        SMS_MSG91_AUTHKEY: 'k',
        SMS_SENDER_ID: 'ROASTC',
        SMS_DLT_TEMPLATE_IDS: some,
      }),
    ).toThrow(/SMS_DLT_TEMPLATE_IDS has no DLT template id for order_confirmed.kn, order_confirmed.hi, order_ready.en/);
    expect(loadConfig({ SMS_DLT_TEMPLATE_IDS: some }).notifications.sms).toEqual({ provider: 'sandbox' });
    expect(loadConfig({}).notifications.timeoutMs).toBe(10_000);
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

describe('payments on a public address', () => {
  const PUBLIC = { PUBLIC_URL: 'https://roastcafe.in' };
  const OWN_SECRETS = {
    RAZORPAY_KEY_ID: 'rzp_test_demo',
    RAZORPAY_KEY_SECRET: 'demo-secret-of-our-own',
    RAZORPAY_WEBHOOK_SECRET: 'demo-webhook-secret-of-our-own',
  };

  it.each(['http://localhost:3000', 'http://127.0.0.1:8080', 'http://127.3.2.1', 'http://[::1]:3000'])(
    'runs the sandbox with its published keys on a loopback address: %s',
    (url) => {
      expect(loadConfig({ PUBLIC_URL: url }).payments).toMatchObject({
        provider: 'sandbox',
        keySecret: 'sandbox-secret',
      });
    },
  );

  it('refuses the default sandbox on a public address, naming what to set', () => {
    expect(() => loadConfig(PUBLIC)).toThrow(ConfigError);
    expect(() => loadConfig(PUBLIC)).toThrow(
      /PAYMENT_PROVIDER is the sandbox.*PUBLIC_URL \(https:\/\/roastcafe\.in\) is not a loopback address/,
    );
    // ALLOW_SANDBOX_PAYMENTS alone is not enough: the sandbox must be asked for by name too.
    expect(() => loadConfig({ ...PUBLIC, ...OWN_SECRETS, ALLOW_SANDBOX_PAYMENTS: 'true' })).toThrow(
      /PAYMENT_PROVIDER is the sandbox/,
    );
    expect(() => loadConfig({ ...PUBLIC, ...OWN_SECRETS, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /ALLOW_SANDBOX_PAYMENTS=true/,
    );
    // 0.0.0.0 and a LAN address reach other machines.
    expect(() => loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' })).toThrow(/PAYMENT_PROVIDER is the sandbox/);
    expect(() => loadConfig({ PUBLIC_URL: 'http://0.0.0.0:3000' })).toThrow(/PAYMENT_PROVIDER is the sandbox/);
  });

  it('runs a sandbox on a public address only when both are set, and only with secrets of its own', () => {
    const both = { ...PUBLIC, PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'true' };
    expect(loadConfig({ ...both, ...OWN_SECRETS }).payments).toMatchObject({
      provider: 'sandbox',
      keySecret: 'demo-secret-of-our-own',
    });
    for (const variable of Object.keys(OWN_SECRETS)) {
      const published = { ...both, ...OWN_SECRETS, [variable]: undefined };
      expect(() => loadConfig(published)).toThrow(new RegExp(`${variable} must be set to your own value`));
    }
  });

  it('refuses each published key for Razorpay too, by name', () => {
    expect(() => loadConfig({ ...PUBLIC, ...LIVE_KEYS, RAZORPAY_KEY_SECRET: 'sandbox-secret' })).toThrow(
      /RAZORPAY_KEY_SECRET must be set to your own value/,
    );
    expect(() => loadConfig({ ...PUBLIC, ...LIVE_KEYS, RAZORPAY_WEBHOOK_SECRET: 'sandbox-webhook-secret' })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET must be set to your own value/,
    );
    expect(() => loadConfig({ ...PUBLIC, ...LIVE_KEYS, RAZORPAY_KEY_ID: 'rzp_test_sandbox' })).toThrow(
      /RAZORPAY_KEY_ID must be set to your own value/,
    );
    expect(loadConfig({ ...PUBLIC, ...LIVE_KEYS }).payments.provider).toBe('razorpay');
  });
});

describe('where the server listens (HOST)', () => {
  const OWN_SECRETS = {
    RAZORPAY_KEY_ID: 'rzp_test_demo',
    RAZORPAY_KEY_SECRET: 'demo-secret-of-our-own',
    RAZORPAY_WEBHOOK_SECRET: 'demo-webhook-secret-of-our-own',
  };

  it.each(['127.0.0.1', 'localhost', 'LOCALHOST', '127.0.0.2', '::1', '[::1]', '0:0:0:0:0:0:0:1'])(
    'runs the sandbox with its published keys when it listens on loopback: %s',
    (host) => {
      expect(loadConfig({ HOST: host }).payments).toMatchObject({ provider: 'sandbox', keySecret: 'sandbox-secret' });
    },
  );

  it('takes an IPv6 address written in brackets as the address itself', () => {
    expect(loadConfig({ HOST: '[::1]' }).host).toBe('::1');
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'fe80::1', 'roast.lan'])(
    'refuses the sandbox and the published keys on a HOST other machines can reach, naming HOST: %s',
    (host) => {
      const refused = () => loadConfig({ HOST: host });
      expect(refused).toThrow(ConfigError);
      expect(refused).toThrow(
        `PAYMENT_PROVIDER is the sandbox, which lets anyone mark an order paid, and HOST (${host}) is not a loopback address`,
      );
      expect(refused).toThrow(/or leave HOST unset to keep the store on this machine \(127\.0\.0\.1\)/);
      for (const variable of Object.keys(OWN_SECRETS)) {
        expect(refused).toThrow(`${variable} must be set to your own value when HOST is not a loopback address`);
      }
    },
  );

  it('names both when PUBLIC_URL and HOST are public', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://roastcafe.in' })).toThrow(
      'PUBLIC_URL (https://roastcafe.in) and HOST (0.0.0.0) are not loopback addresses',
    );
    expect(() => loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://roastcafe.in' })).toThrow(
      'RAZORPAY_KEY_ID must be set to your own value when PUBLIC_URL and HOST are not loopback addresses',
    );
  });

  it('opens to a network with Razorpay and keys of its own, or a sandbox asked for by name with secrets of its own', () => {
    expect(loadConfig({ HOST: '0.0.0.0', ...LIVE_KEYS })).toMatchObject({
      host: '0.0.0.0',
      payments: { provider: 'razorpay' },
    });
    const demo = { HOST: '::', PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'true' };
    expect(loadConfig({ ...demo, ...OWN_SECRETS })).toMatchObject({ host: '::', payments: { provider: 'sandbox' } });
    expect(() => loadConfig({ ...demo, ...OWN_SECRETS, RAZORPAY_KEY_SECRET: 'sandbox-secret' })).toThrow(
      /RAZORPAY_KEY_SECRET must be set to your own value when HOST is not a loopback address/,
    );
    expect(() => loadConfig({ HOST: '0.0.0.0', ...OWN_SECRETS, ALLOW_SANDBOX_PAYMENTS: 'true' })).toThrow(
      /PAYMENT_PROVIDER is the sandbox/,
    );
  });
});

describe('whose word on the client address counts (TRUST_PROXY)', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/24, 192.168.1.5', ['10.0.0.0/24', '192.168.1.5']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ['0.0.0.0/0', ['0.0.0.0/0']],
  ])('reads %o as %o', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it('refuses true, which believed any address a client wrote, and says what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY no longer takes true, .*the number of proxies in front of the store \(1 behind one nginx\) or their addresses/,
    );
  });

  it.each(['yes', '-1', '1.5', '300.1.1.1', '10.0.0.0/33', '::1/129', '10.0.0.0/8/8', '127.0.0.1,', 'nginx.internal'])(
    'stops on %s, naming TRUST_PROXY and what it takes',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must be false, a number of proxies .* or the proxies' addresses and ranges/,
      );
    },
  );
});
