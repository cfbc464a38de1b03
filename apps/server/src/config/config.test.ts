import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database, port 3000, demo mode', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.demoMode).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.admin).toBeNull();
    expect(config.google).toBeNull();
  });

  it('goes around a transaction pooler with DATABASE_DIRECT_URL, named statements off there unless asked', () => {
    const pooled = { DATABASE_URL: 'postgres://u@pooler:6432/db', DATABASE_DIRECT_URL: 'postgres://u@db:5432/db' };
    expect(loadConfig(pooled).database).toMatchObject({
      url: 'postgres://u@pooler:6432/db',
      directUrl: 'postgres://u@db:5432/db',
      preparedStatements: false,
    });
    // PgBouncer 1.21+ with max_prepared_statements keeps named statements working: the operator may say so.
    expect(loadConfig({ ...pooled, DATABASE_PREPARED_STATEMENTS: 'on' }).database).toMatchObject({
      preparedStatements: true,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@db:5432/db', DATABASE_PREPARED_STATEMENTS: 'off' }).database,
    ).toMatchObject({ directUrl: null, preparedStatements: false });
    expect(() => loadConfig({ ...pooled, DATABASE_PREPARED_STATEMENTS: 'sometimes' })).toThrow(
      /DATABASE_PREPARED_STATEMENTS must be on, off or auto/,
    );
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'postgres://u@db:5432/db' })).toThrow(/needs DATABASE_URL/);
  });

  it('reads public pages from DATABASE_READ_URL, which needs DATABASE_URL (decision 053)', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@db:5432/db', DATABASE_READ_URL: 'postgres://u@replica:5432/db' })
        .database,
    ).toMatchObject({ kind: 'postgres', readUrl: 'postgres://u@replica:5432/db' });
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://u@replica:5432/db' })).toThrow(
      /DATABASE_READ_URL needs DATABASE_URL/,
    );
  });

  it('uses PostgreSQL when DATABASE_URL is set, and leaves demo mode', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@localhost:5432/db',
      directUrl: null,
      readUrl: null,
      preparedStatements: true,
      poolSize: 10,
    });
    expect(config.demoMode).toBe(false);
    // A real database gets no demo accounts (with known passwords) unless SEED_DEMO asks for them.
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db', SEED_DEMO: 'true' })).toMatchObject({
      seedDemo: true,
      demoMode: false,
    });
    expect(loadConfig({ SEED_DEMO: 'false' })).toMatchObject({ seedDemo: false, demoMode: false });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db', DATABASE_POOL_SIZE: '25' }).database,
    ).toMatchObject({ poolSize: 25 });
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db', DATABASE_POOL_SIZE: '0' })).toThrow();
  });

  it('keeps each DATA_DIR apart so two processes can run side by side', () => {
    const a = loadConfig({ DATA_DIR: '/tmp/a', PORT: '3001' });
    const b = loadConfig({ DATA_DIR: '/tmp/b', PORT: '3002' });
    expect(a.database).toEqual({ kind: 'pglite', dataDir: '/tmp/a/pglite' });
    expect(b.database).toEqual({ kind: 'pglite', dataDir: '/tmp/b/pglite' });
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'seventy', ADMIN_EMAIL: 'not-an-email', LOG_LEVEL: 'loud', SEED_DEMO: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/ADMIN_EMAIL/);
      expect(problems).toMatch(/LOG_LEVEL/);
      expect(problems).toMatch(/SEED_DEMO/);
    }
  });

  it('leaves the crash-test pause off unless set, and refuses it in production', () => {
    expect(loadConfig({}).testPauseAt).toBeNull();
    expect(loadConfig({ TEST_PAUSE_AT: 'award-committed' }).testPauseAt).toBe('award-committed');
    expect(() => loadConfig({ TEST_PAUSE_AT: 'somewhere' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_PAUSE_AT: 'payouts-claimed' })).toThrow(
      /cannot be set in production/,
    );
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(/set together/);
    expect(loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'long-enough' }).admin).toEqual({
      email: 'boss@example.com',
      password: 'long-enough',
    });
  });

  it('defaults the Google JWKS URL when only the client id is set', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'abc' }).google).toEqual({
      clientId: 'abc',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    });
  });

  it('runs payments in test mode by default, with the stored random webhook secret and a 10% fee', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/a', DATABASE_URL: 'postgres://u@localhost:5432/db' });
    // Nothing derived from configuration: the secret is made and stored on first start (platform/secrets.ts).
    expect(config.payments).toEqual({ mode: 'test', webhookSecret: null });
    expect(config.platformFeePercent).toBe(10);
    expect(config.jobsEnabled).toBe(true);
    expect(
      loadConfig({ PAYMENTS_WEBHOOK_SECRET: 'whsec_x', PLATFORM_FEE_PERCENT: '12.5', JOBS_ENABLED: 'false' }),
    ).toMatchObject({
      payments: { mode: 'test', webhookSecret: 'whsec_x' },
      platformFeePercent: 12.5,
      jobsEnabled: false,
    });
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', 'everyone', '10.0.0.0/33', '10.0.0.1/8/1', '999.1.1.1', '::1/129', '101']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('keeps the fan-out and the rate limits in PostgreSQL unless REDIS_URL is set (decision 034)', () => {
    expect(loadConfig({}).redis).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'briefly:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://u:p@cache.internal:6380/2', REDIS_KEY_PREFIX: 'staging:' }).redis).toEqual(
      { url: 'rediss://u:p@cache.internal:6380/2', keyPrefix: 'staging:' },
    );
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_URL: 'redis://x', REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('limits sign-in attempts per account, 10 per 15 minutes by default', () => {
    expect(loadConfig({}).authAccountLimit).toEqual({ max: 10, windowMs: 15 * 60_000 });
    expect(loadConfig({ AUTH_ACCOUNT_LIMIT_MAX: '3', AUTH_ACCOUNT_LIMIT_WINDOW_MS: '5000' }).authAccountLimit).toEqual({
      max: 3,
      windowMs: 5000,
    });
    expect(() => loadConfig({ AUTH_ACCOUNT_LIMIT_MAX: '0' })).toThrow(/AUTH_ACCOUNT_LIMIT_MAX/);
  });

  it('emails non-urgent notifications after 10 minutes unless MAIL_BATCH_DELAY_MS says otherwise', () => {
    expect(loadConfig({}).mail.batchDelayMs).toBe(600_000);
    expect(loadConfig({ MAIL_BATCH_DELAY_MS: '2000' }).mail.batchDelayMs).toBe(2000);
    for (const bad of ['-1', '1.5', 'soon', '86400001'])
      expect(() => loadConfig({ MAIL_BATCH_DELAY_MS: bad }), bad).toThrow(/MAIL_BATCH_DELAY_MS/);
  });

  it('uses Stripe when its three keys are set, and says what is missing otherwise', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    };
    expect(loadConfig(stripe).payments).toEqual({
      mode: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      publishableKey: 'pk_test_1',
      apiUrl: null,
    });
    expect(loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments).toMatchObject({
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(() => loadConfig({ ...stripe, STRIPE_API_URL: 'ftp://x/y' })).toThrow(/STRIPE_API_URL/);
    expect(loadConfig({}).paymentsProviderTimeoutMs).toBe(15_000);
    expect(loadConfig({}).jobs).toEqual({ pollIntervalMs: 5_000, retryBaseMs: 5_000 });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'nope' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PLATFORM_FEE_PERCENT: '80' })).toThrow(/PLATFORM_FEE_PERCENT/);
  });
});
