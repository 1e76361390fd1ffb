import path from 'node:path';
import { z } from 'zod';

/**
 * The environment, parsed once at start-up. A bad value stops the server with a message that
 * names the variable. Nothing else in the server reads process.env.
 */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUnset, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(emptyAsUnset, schema.default(fallback as never));

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

const envSchema = z.object({
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), 3000),
  HOST: withDefault(z.string().min(1), '0.0.0.0'),
  PUBLIC_URL: optional(urlWithProtocols(['http:', 'https:'], 'http(s)')),
  DATA_DIR: withDefault(z.string().min(1), './data'),
  DATABASE_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'], 'PostgreSQL')),
  JWT_SECRET: optional(z.string().min(32, { message: 'must be at least 32 characters long' })),
  PAYMENT_PROVIDER: withDefault(z.enum(['sandbox', 'razorpay']), 'sandbox'),
  RAZORPAY_KEY_ID: withDefault(z.string().min(1), 'rzp_test_sandbox'),
  RAZORPAY_KEY_SECRET: withDefault(z.string().min(1), 'sandbox-secret'),
  RAZORPAY_WEBHOOK_SECRET: withDefault(z.string().min(1), 'sandbox-webhook-secret'),
  RAZORPAY_API_BASE: withDefault(urlWithProtocols(['http:', 'https:'], 'http(s)'), 'https://api.razorpay.com'),
  SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'], 'SMTP')),
  MAIL_FROM: withDefault(email, 'Roast <hello@roastcafe.in>'),
  CONTACT_INBOX: withDefault(email, 'contact@roastcafe.in'),
  HR_INBOX: withDefault(email, 'careers@roastcafe.in'),
  REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'], 'Redis')),
  TRUST_PROXY: withDefault(z.enum(['true', 'false']), 'false'),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
});

export type Env = z.input<typeof envSchema>;

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
  };
  mail: {
    smtpUrl: string | undefined;
    from: string;
    contactInbox: string;
    hrInbox: string;
  };
  redisUrl: string | undefined;
  trustProxy: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The built web app; the API alone runs without it. */
  webDist: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
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
  const cwd = options.cwd ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiBase: e.RAZORPAY_API_BASE.replace(/\/+$/, ''),
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      contactInbox: e.CONTACT_INBOX,
      hrInbox: e.HR_INBOX,
    },
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    webDist: options.webDist,
  };
}
