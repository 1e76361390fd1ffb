import net from 'node:net';
import path from 'node:path';
import { NOTIFICATION_LANGUAGES, NOTIFICATION_TEMPLATE_NAMES, STAFF_PASSWORD_MIN_LENGTH } from '@roast/domain';
import { z } from 'zod';
import type { DltTemplateIds } from './notifications/msg91';

/**
 * The environment, parsed once at start-up. A bad value stops the server with a message that
 * names the variable. Nothing else in the server reads process.env.
 */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUnset, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(emptyAsUnset, schema.prefault(fallback as never));

const urlWithProtocols = (protocols: string[], what: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a ${what} URL (${protocols.map((p) => `${p}//`).join(' or ')})` },
  );

const email = z.string().regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$|^[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>$/, {
  message: 'must be an email address',
});

/** '10/min', '5/hour', '30/10s': how many in how long. */
const WINDOW_MS: Record<string, number> = { s: 1_000, min: 60_000, hour: 3_600_000, day: 86_400_000 };
const rateLimit = z
  .string()
  .regex(/^\d+\/\d*(?:s|min|hour|day)$/, { message: "must look like '10/min' (a count, then s, min, hour or day)" })
  .transform((value) => {
    const [count, window] = value.split('/') as [string, string];
    const match = /^(\d*)(s|min|hour|day)$/.exec(window)!;
    return { limit: Number(count), windowMs: Number(match[1] || 1) * WINDOW_MS[match[2]!]! };
  });

export const RATE_LIMITS = {
  // Wrong passwords (a right one and a refused attempt count nowhere): for an account from
  // anywhere, over a minute at most (SHORT_WINDOW_LIMITS), for an account from one address, and
  // from one address for any account (decision 31).
  loginPerEmail: ['RATE_LIMIT_LOGIN_PER_EMAIL', '10/min'],
  loginPerEmailAndIp: ['RATE_LIMIT_LOGIN_PER_EMAIL_AND_IP', '20/hour'],
  loginPerIp: ['RATE_LIMIT_LOGIN_PER_IP', '100/hour'],
  registerPerIp: ['RATE_LIMIT_REGISTER_PER_IP', '20/hour'],
  forgotPerEmail: ['RATE_LIMIT_FORGOT_PER_EMAIL', '5/hour'],
  forgotPerIp: ['RATE_LIMIT_FORGOT_PER_IP', '30/hour'],
  verifyLinkPerUser: ['RATE_LIMIT_VERIFY_LINK_PER_USER', '3/hour'],
  verifyLinkPerEmail: ['RATE_LIMIT_VERIFY_LINK_PER_EMAIL', '6/day'],
  verifyLinkPerIp: ['RATE_LIMIT_VERIFY_LINK_PER_IP', '20/hour'],
  bookingPerIp: ['RATE_LIMIT_BOOKING_PER_IP', '30/hour'],
  bookingPerEmail: ['RATE_LIMIT_BOOKING_PER_EMAIL', '10/hour'],
  enrollPerUser: ['RATE_LIMIT_ENROLL_PER_USER', '20/hour'],
  checkoutPerUser: ['RATE_LIMIT_CHECKOUT_PER_USER', '30/hour'],
  contactPerIp: ['RATE_LIMIT_CONTACT_PER_IP', '10/hour'],
  contactPerEmail: ['RATE_LIMIT_CONTACT_PER_EMAIL', '5/hour'],
  applyPerIp: ['RATE_LIMIT_APPLY_PER_IP', '10/hour'],
  applyPerEmail: ['RATE_LIMIT_APPLY_PER_EMAIL', '5/hour'],
  staffLoginPerEmail: ['RATE_LIMIT_STAFF_LOGIN_PER_EMAIL', '5/min'],
  staffLoginPerEmailAndIp: ['RATE_LIMIT_STAFF_LOGIN_PER_EMAIL_AND_IP', '10/hour'],
  staffLoginPerIp: ['RATE_LIMIT_STAFF_LOGIN_PER_IP', '30/hour'],
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;
/**
 * Limits anyone can use up for someone else (wrong passwords for an account, from any address):
 * whatever is configured, their window is a minute at most, so strangers can keep the right
 * password out for no longer.
 */
const SHORT_WINDOW_LIMITS: RateLimitName[] = ['loginPerEmail', 'staffLoginPerEmail'];
const SHORT_WINDOW_MS = 60_000;
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** The provider keys a local store runs with. They are public, so a public address refuses them. */
const SANDBOX_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_sandbox',
  RAZORPAY_KEY_SECRET: 'sandbox-secret',
  RAZORPAY_WEBHOOK_SECRET: 'sandbox-webhook-secret',
} as const;

/** Whether a URL points at this machine only (localhost, 127.x.x.x, [::1]). */
function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether listening on HOST keeps the server on this machine: localhost, 127.x.x.x or ::1. Any
 * other name or address (0.0.0.0, ::, a LAN address, a host name) may be reached from a network.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  const version = net.isIP(name);
  return version !== 0 && LOOPBACK.check(name, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * TRUST_PROXY: which hops of X-Forwarded-For to believe. A client writes whatever it likes in that
 * header, so only the proxies in front of the store may be believed: either how many there are
 * (1 behind deploy/nginx, which overwrites the header with the address it saw) or their addresses
 * and ranges. Believing every hop (the old `true`) let any client choose the address its limits count.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'no longer takes true, which believed any X-Forwarded-For a client sent: give the number of proxies in front of the store (1 behind one nginx) or their addresses (say 127.0.0.1, or 10.0.0.0/24)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value.split(',').map((part) => part.trim());
    const wrong = addresses.filter((address) => !isAddressOrRange(address));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, a number of proxies (1 behind one nginx) or the proxies' addresses and ranges, separated by commas (say 127.0.0.1, or 10.0.0.0/24); not an address: ${wrong.map((w) => `'${w}'`).join(', ')}`,
      });
      return z.NEVER;
    }
    return addresses;
  });

/** An IPv4 or IPv6 address, or a range of them written address/prefix-length. */
/** The templates an SMS may carry (not the kitchen's, which goes by WhatsApp), in every language. */
const SMS_TEMPLATE_KEYS = NOTIFICATION_TEMPLATE_NAMES.filter((name) => name !== 'kitchen_new_order').flatMap((name) =>
  NOTIFICATION_LANGUAGES.map((language) => `${name}.${language}` as const),
);

/**
 * DLT template ids as registered on the DLT portal, each template in each language:
 * 'order_confirmed.en=1107172500000000001,order_confirmed.kn=1107172500000000002,…'.
 */
const dltTemplateIds = z.string().transform((text, context) => {
  const ids: DltTemplateIds = {};
  for (const pair of text
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean)) {
    const [key, id] = pair.split('=').map((each) => each.trim());
    if (!key || !(SMS_TEMPLATE_KEYS as string[]).includes(key)) {
      context.addIssue({
        code: 'custom',
        message: `names ${key || pair}, not a template and language like order_ready.kn`,
      });
      return z.NEVER;
    }
    if (!id || !/^\d{19}$/.test(id)) {
      context.addIssue({ code: 'custom', message: `gives ${key} an id that is not DLT's 19 digits` });
      return z.NEVER;
    }
    ids[key as keyof DltTemplateIds] = id;
  }
  return ids;
});

function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** scrypt's cost as log2(N): 17 is N = 131072 (about 0.4 s a hash). Only tests may go lower. */
export const PRODUCTION_SCRYPT_LOG_N = 17;

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  SCRYPT_LOG_N: optional(z.coerce.number().int().min(10).max(20)),
  ...Object.fromEntries(
    Object.values(RATE_LIMITS).map(([variable, fallback]) => [variable, withDefault(rateLimit, fallback)]),
  ),
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), 3000),
  HOST: withDefault(z.string().trim().min(1), '127.0.0.1'),
  PUBLIC_URL: optional(urlWithProtocols(['http:', 'https:'], 'http(s)')),
  DATA_DIR: withDefault(z.string().min(1), './data'),
  DATABASE_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'], 'PostgreSQL')),
  JWT_SECRET: optional(z.string().min(32, { message: 'must be at least 32 characters long' })),
  PAYMENT_PROVIDER: withDefault(z.enum(['sandbox', 'razorpay']), 'sandbox'),
  ALLOW_SANDBOX_PAYMENTS: withDefault(z.enum(['true', 'false']), 'false'),
  RAZORPAY_KEY_ID: withDefault(z.string().min(1), SANDBOX_KEYS.RAZORPAY_KEY_ID),
  RAZORPAY_KEY_SECRET: withDefault(z.string().min(1), SANDBOX_KEYS.RAZORPAY_KEY_SECRET),
  RAZORPAY_WEBHOOK_SECRET: withDefault(z.string().min(1), SANDBOX_KEYS.RAZORPAY_WEBHOOK_SECRET),
  RAZORPAY_API_BASE: withDefault(urlWithProtocols(['http:', 'https:'], 'http(s)'), 'https://api.razorpay.com'),
  SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'], 'SMTP')),
  MAIL_FROM: withDefault(email, 'Roast <hello@roastcafe.in>'),
  CONTACT_INBOX: withDefault(email, 'contact@roastcafe.in'),
  HR_INBOX: withDefault(email, 'careers@roastcafe.in'),
  WHATSAPP_PROVIDER: withDefault(z.enum(['sandbox', 'cloud']), 'sandbox'),
  WHATSAPP_TOKEN: optional(z.string().min(1)),
  WHATSAPP_PHONE_NUMBER_ID: optional(
    z.string().regex(/^\d+$/, { message: 'must be the phone number id Meta gives (digits)' }),
  ),
  WHATSAPP_API_BASE: withDefault(urlWithProtocols(['http:', 'https:'], 'http(s)'), 'https://graph.facebook.com'),
  WHATSAPP_APP_SECRET: optional(z.string().min(16, { message: 'must be at least 16 characters long' })),
  WHATSAPP_VERIFY_TOKEN: optional(z.string().min(8, { message: 'must be at least 8 characters long' })),
  SMS_PROVIDER: withDefault(z.enum(['sandbox', 'msg91']), 'sandbox'),
  SMS_MSG91_AUTHKEY: optional(z.string().min(1)),
  SMS_SENDER_ID: optional(
    z.string().regex(/^[A-Z]{6}$/, { message: 'must be the 6-letter sender id (header) registered with DLT' }),
  ),
  SMS_DLT_TEMPLATE_IDS: optional(dltTemplateIds),
  SMS_API_BASE: withDefault(urlWithProtocols(['http:', 'https:'], 'http(s)'), 'https://api.msg91.com'),
  MESSAGE_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(60_000), 10_000),
  REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'], 'Redis')),
  TRUST_PROXY: withDefault(trustProxy, 'false'),
  SANDBOX_WEBHOOK_DELAY_MS: withDefault(z.coerce.number().int().min(0).max(600_000), 3000),
  RECONCILE_INTERVAL_MS: withDefault(z.coerce.number().int().min(0).max(86_400_000), 60_000),
  SESSION_CACHE_MS: withDefault(z.coerce.number().int().min(0).max(300_000), 60_000),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  OWNER_EMAIL: optional(z.string().regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, { message: 'must be an email address' })),
  OWNER_PASSWORD: optional(
    z
      .string()
      .min(STAFF_PASSWORD_MIN_LENGTH, { message: `must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long` }),
  ),
});

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  payments: {
    provider: 'sandbox' | 'razorpay';
    keyId: string;
    keySecret: string;
    webhookSecret: string;
    apiBase: string;
    /** The sandbox calls the webhook this long after a payment (0: never). */
    sandboxWebhookDelayMs: number;
    /** How often unpaid orders are checked with the provider (0: never). */
    reconcileIntervalMs: number;
  };
  mail: {
    smtpUrl: string | undefined;
    from: string;
    contactInbox: string;
    hrInbox: string;
  };
  notifications: {
    /** Where WhatsApp messages go: the offline sandbox (the default), or Meta's Cloud API. */
    whatsapp: { provider: 'sandbox' } | { provider: 'cloud'; token: string; phoneNumberId: string; apiBase: string };
    /** Where SMS go: the offline sandbox (the default), or MSG91 with each template's DLT id. */
    sms:
      | { provider: 'sandbox' }
      | { provider: 'msg91'; authKey: string; senderId: string; templateIds: DltTemplateIds; apiBase: string };
    /** How long a provider may take to answer one message before it is tried again later. */
    timeoutMs: number;
    /** Signs WhatsApp's webhook calls (X-Hub-Signature-256); without it the webhook refuses every call. */
    whatsappAppSecret: string | undefined;
    /** What Meta sends to prove the webhook's address is ours; without it the handshake is refused. */
    whatsappVerifyToken: string | undefined;
  };
  redisUrl: string | undefined;
  rateLimits: Record<RateLimitName, RateLimitRule>;
  /** log2 of scrypt's N. */
  scryptLogN: number;
  /** How long a server remembers a live session's customer (0: asks the database every time). */
  sessionCacheMs: number;
  /**
   * Whose word on the client's address to take (X-Forwarded-For): nobody's (false), the last this
   * many proxies', or the proxies at these addresses and ranges.
   */
  trustProxy: false | number | string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The built web app; the API alone runs without it. */
  webDist: string | undefined;
  /** The first owner of the console, created at start-up when no member has this email. */
  firstOwner: { email: string; password: string } | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * On an address other people can reach, the sandbox would let anyone mark any order paid, and the
 * default keys are published in this repository: both are refused unless asked for by name. The
 * store is reachable when its PUBLIC_URL is, and also when it listens beyond this machine (HOST),
 * whatever PUBLIC_URL says.
 */
function publicPaymentProblems(
  env: Record<string, string | undefined>,
  provider: 'sandbox' | 'razorpay',
  publicUrl: string,
  host: string,
): string[] {
  const reachable = [
    ...(isLoopbackUrl(publicUrl) ? [] : [`PUBLIC_URL (${publicUrl})`]),
    ...(isLoopbackHost(host) ? [] : [`HOST (${host})`]),
  ];
  if (reachable.length === 0) return [];
  const names = reachable.map((what) => what.replace(/ \(.*$/, ''));
  const notLoopback = (list: string[]) =>
    list.length === 1 ? `${list[0]} is not a loopback address` : `${list.join(' and ')} are not loopback addresses`;
  const keepLocal = isLoopbackHost(host) ? '' : ', or leave HOST unset to keep the store on this machine (127.0.0.1)';
  const problems: string[] = [];
  if (provider === 'sandbox' && !(env.PAYMENT_PROVIDER === 'sandbox' && env.ALLOW_SANDBOX_PAYMENTS === 'true')) {
    problems.push(
      `PAYMENT_PROVIDER is the sandbox, which lets anyone mark an order paid, and ${notLoopback(reachable)}: set PAYMENT_PROVIDER=razorpay with your keys, or set both PAYMENT_PROVIDER=sandbox and ALLOW_SANDBOX_PAYMENTS=true for a demo${keepLocal}`,
    );
  }
  for (const [variable, published] of Object.entries(SANDBOX_KEYS)) {
    const value = env[variable];
    if (value === undefined || value === '' || value === published) {
      problems.push(`${variable} must be set to your own value when ${notLoopback(names)} (the default is public)`);
    }
  }
  return problems;
}

export function loadConfig(
  env: Record<string, string | undefined>,
  options: { cwd?: string; webDist?: string } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      const value = env[variable];
      const shown = value === undefined || /SECRET|PASSWORD/.test(variable) ? '' : ` (got '${value}')`;
      return `${variable} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.PAYMENT_PROVIDER === 'razorpay') {
    const missing = (['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const).filter(
      (name) => !env[name],
    );
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  ${missing.join(', ')} must be set when PAYMENT_PROVIDER is razorpay`,
      );
    }
  }
  if (e.WHATSAPP_PROVIDER === 'cloud') {
    const missing = (['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET'] as const).filter(
      (name) => !env[name],
    );
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  ${missing.join(', ')} must be set when WHATSAPP_PROVIDER is cloud`,
      );
    }
  }
  if (e.SMS_PROVIDER === 'msg91') {
    const missing = (['SMS_MSG91_AUTHKEY', 'SMS_SENDER_ID', 'SMS_DLT_TEMPLATE_IDS'] as const).filter(
      (name) => !env[name],
    );
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration:\n  ${missing.join(', ')} must be set when SMS_PROVIDER is msg91`);
    }
    const unregistered = SMS_TEMPLATE_KEYS.filter((key) => !e.SMS_DLT_TEMPLATE_IDS![key]);
    if (unregistered.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  SMS_DLT_TEMPLATE_IDS has no DLT template id for ${unregistered.join(', ')}`,
      );
    }
  }
  if (Boolean(e.OWNER_EMAIL) !== Boolean(e.OWNER_PASSWORD)) {
    throw new ConfigError(
      `Invalid configuration:\n  ${e.OWNER_EMAIL ? 'OWNER_PASSWORD' : 'OWNER_EMAIL'} must be set too: OWNER_EMAIL and OWNER_PASSWORD make the first owner together`,
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const host = e.HOST.replace(/^\[(.*)\]$/, '$1');
  const paymentProblems = publicPaymentProblems(env, e.PAYMENT_PROVIDER, publicUrl, host);
  if (paymentProblems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${paymentProblems.join('\n  ')}`);
  if (e.SCRYPT_LOG_N !== undefined && e.SCRYPT_LOG_N < PRODUCTION_SCRYPT_LOG_N && e.NODE_ENV !== 'test') {
    throw new ConfigError(
      `Invalid configuration:\n  SCRYPT_LOG_N below ${PRODUCTION_SCRYPT_LOG_N} is only allowed in tests (NODE_ENV=test)`,
    );
  }
  const parsedLimits = e as unknown as Record<string, RateLimitRule>;
  const longWindows = SHORT_WINDOW_LIMITS.map((name) => RATE_LIMITS[name][0]).filter(
    (variable) => parsedLimits[variable]!.windowMs > SHORT_WINDOW_MS,
  );
  if (longWindows.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${longWindows
        .map(
          (variable) =>
            `${variable} must count over a minute or less (got '${env[variable]}'): wrong passwords from anyone lock the account for that long`,
        )
        .join('\n  ')}`,
    );
  }
  const cwd = options.cwd ?? process.cwd();
  return {
    port: e.PORT,
    host,
    publicUrl,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiBase: e.RAZORPAY_API_BASE.replace(/\/+$/, ''),
      sandboxWebhookDelayMs: e.SANDBOX_WEBHOOK_DELAY_MS,
      reconcileIntervalMs: e.RECONCILE_INTERVAL_MS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      contactInbox: e.CONTACT_INBOX,
      hrInbox: e.HR_INBOX,
    },
    notifications: {
      whatsapp:
        e.WHATSAPP_PROVIDER === 'cloud'
          ? {
              provider: 'cloud',
              token: e.WHATSAPP_TOKEN!,
              phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
              apiBase: e.WHATSAPP_API_BASE,
            }
          : { provider: 'sandbox' },
      sms:
        e.SMS_PROVIDER === 'msg91'
          ? {
              provider: 'msg91',
              authKey: e.SMS_MSG91_AUTHKEY!,
              senderId: e.SMS_SENDER_ID!,
              templateIds: e.SMS_DLT_TEMPLATE_IDS!,
              apiBase: e.SMS_API_BASE,
            }
          : { provider: 'sandbox' },
      timeoutMs: e.MESSAGE_TIMEOUT_MS,
      whatsappAppSecret: e.WHATSAPP_APP_SECRET,
      whatsappVerifyToken: e.WHATSAPP_VERIFY_TOKEN,
    },
    redisUrl: e.REDIS_URL,
    rateLimits: Object.fromEntries(
      Object.entries(RATE_LIMITS).map(([name, [variable]]) => [name, parsedLimits[variable]!]),
    ) as Record<RateLimitName, RateLimitRule>,
    scryptLogN: e.SCRYPT_LOG_N ?? PRODUCTION_SCRYPT_LOG_N,
    sessionCacheMs: e.SESSION_CACHE_MS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: options.webDist,
    firstOwner:
      e.OWNER_EMAIL && e.OWNER_PASSWORD
        ? { email: e.OWNER_EMAIL.toLowerCase(), password: e.OWNER_PASSWORD }
        : undefined,
  };
}
