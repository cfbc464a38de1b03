import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from '../server-root.ts';
import { databaseConfig, databaseEnv, refineDatabaseEnv, type DatabaseConfig } from './database.ts';
import { booleanFromEnv, optionalBooleanFromEnv, optionalString } from './env-values.ts';

// Environment parsed once at boot. Nothing else reads process.env (ESLint enforces it).

/**
 * Which proxies' X-Forwarded-For to believe (docs/decisions/011-hostile-input-and-sign-in-limits.md):
 * nothing by default, a hop count, or addresses and CIDR ranges (and proxy-addr's names for the
 * loopback, link-local and private ranges). Believing any header would let a client pick its own
 * address, and so its own rate-limit bucket.
 */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const trustProxyFromEnv = optionalString.transform((value, ctx): false | number | string[] => {
  if (value === undefined || ['false', 'no', '0'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 100) ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY hop count must be 0–100' });
    return hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!isProxyAddressOrRange(entry))
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY: "${entry}" is not a hop count, an IP address or a CIDR range`,
      });
  }
  return entries;
});

function isProxyAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./.data'),
    ...databaseEnv,
    /** Default: on for the embedded database, off with DATABASE_URL (a real database gets no demo accounts unless asked). */
    SEED_DEMO: optionalBooleanFromEnv,
    ADMIN_EMAIL: optionalString.pipe(z.email({ message: 'ADMIN_EMAIL must be an email address' }).optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional()),
    PUBLIC_URL: optionalString.pipe(z.url({ message: 'PUBLIC_URL must be a URL' }).optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_JWKS_URL: optionalString.pipe(z.url({ message: 'GOOGLE_JWKS_URL must be a URL' }).optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Admin sign-ins expire sooner than other sessions. */
    ADMIN_SESSION_TTL_HOURS: z.coerce
      .number()
      .int('ADMIN_SESSION_TTL_HOURS must be a whole number')
      .min(1)
      .max(24 * 30)
      .default(12),
    /** What needs attention: cash held this many days for a creator whose payout account is not active. */
    ATTENTION_HELD_CASH_DAYS: z.coerce
      .number()
      .int('ATTENTION_HELD_CASH_DAYS must be a whole number')
      .min(0)
      .max(365)
      .default(7),
    /** What needs attention: a transfer, withdrawal or pool refund still unfinished after this many minutes. */
    ATTENTION_STUCK_MINUTES: z.coerce
      .number()
      .int('ATTENTION_STUCK_MINUTES must be a whole number')
      .min(1)
      .max(7 * 24 * 60)
      .default(60),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    /** Calls per brand API key per minute (decision 049). */
    API_KEY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(120),
    AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    /** Sign-in attempts per account (every sign-in route and address together) per window. */
    AUTH_ACCOUNT_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10),
    AUTH_ACCOUNT_LIMIT_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(15 * 60_000),
    WEB_DIST_DIR: optionalString,
    SERVER_RENDERING: optionalString.pipe(
      z.enum(['on', 'off'], { message: 'SERVER_RENDERING must be on or off' }).optional(),
    ),
    STRIPE_SECRET_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_/, 'STRIPE_SECRET_KEY must start with sk_test_, sk_live_, rk_test_ or rk_live_')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(
      z.string().startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional(),
    ),
    /** Another address for Stripe's API (a local stripe-mock, the fault tests' fake); Stripe's own otherwise. */
    STRIPE_API_URL: optionalString.pipe(
      z
        .string()
        .regex(/^https?:\/\/[^\s/]+\/?$/, 'STRIPE_API_URL must be an http:// or https:// origin')
        .optional(),
    ),
    STRIPE_PUBLISHABLE_KEY: optionalString.pipe(
      z.string().startsWith('pk_', 'STRIPE_PUBLISHABLE_KEY must start with pk_').optional(),
    ),
    /** Test mode signs its events with this; by default a random one stored in the database on first start. */
    PAYMENTS_WEBHOOK_SECRET: optionalString,
    TRUST_PROXY: trustProxyFromEnv,
    /** Shared rate limits and the realtime fan-out in Redis instead of PostgreSQL (decision 034). */
    REDIS_URL: optionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\/[^\s]*$/, 'REDIS_URL must be a redis:// or rediss:// URL')
        .optional(),
    ),
    /** Namespaces this deployment's keys and channel in a shared Redis. */
    REDIS_KEY_PREFIX: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'REDIS_KEY_PREFIX: letters, digits and _ . : - only, at most 64')
        .optional(),
    ),
    /** Bearer token that GET /metrics asks for; unset, /metrics is not served. */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
    PLATFORM_FEE_PERCENT: z.coerce
      .number()
      .min(0, 'PLATFORM_FEE_PERCENT must be 0–50')
      .max(50, 'PLATFORM_FEE_PERCENT must be 0–50')
      .default(10),
    /** Scheduled jobs (archive expired briefs) run in-process unless disabled. */
    JOBS_ENABLED: booleanFromEnv(true),
    /** The longest any one call to the payments provider may take before it counts as unavailable. */
    PAYMENTS_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** How often an idle job runner looks for due work (wake-ups come through LISTEN too; retries are found by polling). */
    JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
    /** A failed job's first retry waits this long, doubling with each attempt up to 15 minutes. */
    JOBS_RETRY_BASE_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
    /** Notification email (docs/product/notifications.md#email): SMTP when both are set, else kept in mail_outbox. */
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: optionalString.pipe(
      z
        .string()
        .max(300)
        .regex(
          /^(?:[^<>\r\n]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/,
          'MAIL_FROM must be an address, or a name and <address>',
        )
        .optional(),
    ),
    /** Signs unsubscribe links; by default a random one stored in the database. */
    /** How long a non-urgent notification waits before it is emailed (read ones are then let go). */
    MAIL_BATCH_DELAY_MS: z.coerce
      .number()
      .int('MAIL_BATCH_DELAY_MS must be a whole number of milliseconds')
      .min(0, 'MAIL_BATCH_DELAY_MS must be 0–86400000')
      .max(86_400_000, 'MAIL_BATCH_DELAY_MS must be 0–86400000')
      .default(600_000),
    /** `off` lifts the verified-address gate (decision 020): for tests and journeys that do not care. */
    EMAIL_VERIFICATION: z.enum(['on', 'off'], { message: 'EMAIL_VERIFICATION must be on or off' }).default('on'),
    /** `required` holds an admin without two-factor sign-in at enrollment (default in production; decision 028). */
    ADMIN_2FA: optionalString.pipe(
      z.enum(['required', 'optional'], { message: 'ADMIN_2FA must be required or optional' }).optional(),
    ),
    MAIL_UNSUBSCRIBE_SECRET: optionalString.pipe(
      z.string().min(32, 'MAIL_UNSUBSCRIBE_SECRET must be at least 32 characters').optional(),
    ),
    /**
     * Crash tests only, off by default and refused in production: the request that reaches this point
     * never goes on, so the test can kill the process there (`award-committed`: distribute's awards
     * committed, their transfers not started; `payouts-claimed`: process-payouts' transfer claims
     * committed, no transfer started).
     */
    TEST_PAUSE_AT: z.enum(['award-committed', 'payouts-claimed']).optional(),
    /** Tests only, refused in production: webhooks may go to 127.0.0.0/8, and no other private address. */
    WEBHOOKS_ALLOW_LOOPBACK: booleanFromEnv(false),
    /** Messages (text, files, new conversations) one user may send per window, across processes. */
    MESSAGE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(30),
    MESSAGE_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    /** Message attachments go to this S3-compatible bucket when set (else under DATA_DIR/files). */
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    /** For S3-compatible services other than AWS (MinIO, R2…). */
    S3_ENDPOINT: optionalString.pipe(z.url({ message: 'S3_ENDPOINT must be a URL' }).optional()),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFromEnv(false),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    refineDatabaseEnv(env, ctx);
    if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_JWKS_URL) {
      // Google's public keys; set explicitly to use another issuer (tests use a local JWKS).
      env.GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
    }
    if (env.STRIPE_SECRET_KEY && (!env.STRIPE_WEBHOOK_SECRET || !env.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY',
      });
    }
    const testOnly = { TEST_PAUSE_AT: 'crash tests', WEBHOOKS_ALLOW_LOOPBACK: 'tests' } as const;
    for (const [name, what] of Object.entries(testOnly) as Array<[keyof typeof testOnly, string]>) {
      const message = `${name} is for ${what} and cannot be set in production`;
      if (env[name] && env.NODE_ENV === 'production') ctx.addIssue({ code: 'custom', path: [name], message });
    }
    if (Boolean(env.SMTP_URL) !== Boolean(env.MAIL_FROM)) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'SMTP_URL and MAIL_FROM must be set together' });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is needed with the other S3_ settings' });
    }
  });

export type PaymentsConfig =
  /** webhookSecret null: the random one stored in the database (platform/secrets.ts). */
  | { mode: 'test'; webhookSecret: string | null }
  | { mode: 'stripe'; secretKey: string; webhookSecret: string; publishableKey: string; apiUrl: string | null };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  seedDemo: boolean;
  /** Demo mode = the embedded default: demo data and demo admin credentials are shown. */
  demoMode: boolean;
  admin: { email: string; password: string } | null;
  publicUrl: string;
  google: { clientId: string; jwksUrl: string } | null;
  logLevel: string;
  /** Fastify's trustProxy: false (the default), a hop count, or proxy addresses and ranges. */
  trustProxy: false | number | string[];
  /** The bearer token of GET /metrics (METRICS_TOKEN); null: /metrics answers 404 like any unknown address. */
  metricsToken: string | null;
  /** REDIS_URL: rate-limit counters and the realtime fan-out in Redis (decision 034); null: in PostgreSQL. */
  redis: { url: string; keyPrefix: string } | null;
  sessionTtlMs: number;
  /** Sessions of admins (ADMIN_SESSION_TTL_HOURS). */
  adminSessionTtlMs: number;
  /** The admin's "needs attention" thresholds. */
  attention: { heldCashDays: number; stuckMs: number };
  authRateLimit: { max: number; windowMs: number };
  /** API_KEY_RATE_LIMIT_MAX: calls per brand API key per minute. */
  apiKeyRateLimit: { max: number; windowMs: number };
  authAccountLimit: { max: number; windowMs: number };
  webDistDir: string;
  /** Whether public pages' bodies are drawn on the server when the web build has its renderer (decision 036). */
  serverRendering: boolean;
  payments: PaymentsConfig;
  /** Taken from each monetary reward when it is awarded (docs/product/rewards-and-payouts.md#platform-fee). */
  platformFeePercent: number;
  jobsEnabled: boolean;
  jobs: { pollIntervalMs: number; retryBaseMs: number };
  /** `allowLoopback`: tests may deliver webhooks to 127.0.0.0/8. */
  webhooks: { allowLoopback: boolean };
  /** PAYMENTS_PROVIDER_TIMEOUT_MS (integrations/payments/call-timeout.ts). */
  paymentsProviderTimeoutMs: number;
  /** smtp null: emails are kept in mail_outbox only. unsubscribeSecret null: a random one stored in the database. */
  mail: { smtp: { url: string; from: string } | null; unsubscribeSecret: string | null; batchDelayMs: number };
  /** Whether unverified addresses get no mail but verification and resets, and no money leaves for them (decision 020). */
  emailVerificationRequired: boolean;
  /** Whether an admin must set up two-factor sign-in before anything else (ADMIN_2FA; decision 028). */
  adminTwoFactorRequired: boolean;
  /** Crash tests only: where the process stops for good so a test can kill it there (null: never). */
  testPauseAt: 'award-committed' | 'payouts-claimed' | null;
  messaging: { rateLimit: { max: number; windowMs: number } };
  /** Where uploaded files go: null = the data directory; else an S3-compatible bucket (credentials null: the SDK's default chain). */
  s3: {
    bucket: string;
    region: string;
    endpoint: string | null;
    forcePathStyle: boolean;
    credentials: { accessKeyId: string; secretAccessKey: string } | null;
  } | null;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`));
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: databaseConfig(env, dataDir),
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    demoMode: !env.DATABASE_URL && (env.SEED_DEMO ?? true),
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : null,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_JWKS_URL
        ? { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL }
        : null,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    metricsToken: env.METRICS_TOKEN ?? null,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX ?? 'briefly:' } : null,
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    adminSessionTtlMs: env.ADMIN_SESSION_TTL_HOURS * 60 * 60 * 1000,
    attention: { heldCashDays: env.ATTENTION_HELD_CASH_DAYS, stuckMs: env.ATTENTION_STUCK_MINUTES * 60_000 },
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowMs: env.AUTH_RATE_LIMIT_WINDOW_MS },
    apiKeyRateLimit: { max: env.API_KEY_RATE_LIMIT_MAX, windowMs: 60_000 },
    authAccountLimit: { max: env.AUTH_ACCOUNT_LIMIT_MAX, windowMs: env.AUTH_ACCOUNT_LIMIT_WINDOW_MS },
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : path.resolve(SERVER_ROOT, '../web/dist'),
    serverRendering: env.SERVER_RENDERING !== 'off',
    payments:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PUBLISHABLE_KEY
        ? {
            mode: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            apiUrl: env.STRIPE_API_URL ?? null,
          }
        : { mode: 'test', webhookSecret: env.PAYMENTS_WEBHOOK_SECRET ?? null },
    platformFeePercent: env.PLATFORM_FEE_PERCENT,
    jobsEnabled: env.JOBS_ENABLED,
    jobs: { pollIntervalMs: env.JOBS_POLL_INTERVAL_MS, retryBaseMs: env.JOBS_RETRY_BASE_MS },
    webhooks: { allowLoopback: env.WEBHOOKS_ALLOW_LOOPBACK },
    paymentsProviderTimeoutMs: env.PAYMENTS_PROVIDER_TIMEOUT_MS,
    mail: {
      smtp: env.SMTP_URL && env.MAIL_FROM ? { url: env.SMTP_URL, from: env.MAIL_FROM } : null,
      unsubscribeSecret: env.MAIL_UNSUBSCRIBE_SECRET ?? null,
      batchDelayMs: env.MAIL_BATCH_DELAY_MS,
    },
    emailVerificationRequired: env.EMAIL_VERIFICATION === 'on',
    adminTwoFactorRequired: (env.ADMIN_2FA ?? (env.NODE_ENV === 'production' ? 'required' : 'optional')) === 'required',
    testPauseAt: env.TEST_PAUSE_AT ?? null,
    messaging: { rateLimit: { max: env.MESSAGE_RATE_LIMIT_MAX, windowMs: env.MESSAGE_RATE_LIMIT_WINDOW_MS } },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT ?? null,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : null,
        }
      : null,
  };
}
