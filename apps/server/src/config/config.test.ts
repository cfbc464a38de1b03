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

  it('uses PostgreSQL when DATABASE_URL is set, and leaves demo mode', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@localhost:5432/db' });
    expect(config.demoMode).toBe(false);
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

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(/set together/);
    expect(loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'long-enough' }).admin).toEqual({ email: 'boss@example.com', password: 'long-enough' });
  });

  it('defaults the Google JWKS URL when only the client id is set', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'abc' }).google).toEqual({ clientId: 'abc', jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' });
  });

  it('runs payments in test mode by default, with a derived webhook secret and a 10% fee', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/a' });
    expect(config.payments.mode).toBe('test');
    expect(config.payments.webhookSecret).toMatch(/^whsec_test_/);
    expect(loadConfig({ DATA_DIR: '/tmp/a' }).payments.webhookSecret).toBe(config.payments.webhookSecret);
    expect(loadConfig({ DATA_DIR: '/tmp/b' }).payments.webhookSecret).not.toBe(config.payments.webhookSecret);
    expect(config.platformFeePercent).toBe(10);
    expect(config.jobsEnabled).toBe(true);
    expect(loadConfig({ PAYMENTS_WEBHOOK_SECRET: 'whsec_x', PLATFORM_FEE_PERCENT: '12.5', JOBS_ENABLED: 'false' })).toMatchObject({ payments: { mode: 'test', webhookSecret: 'whsec_x' }, platformFeePercent: 12.5, jobsEnabled: false });
  });

  it('uses Stripe when its three keys are set, and says what is missing otherwise', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' };
    expect(loadConfig(stripe).payments).toEqual({ mode: 'stripe', secretKey: 'sk_test_1', webhookSecret: 'whsec_1', publishableKey: 'pk_test_1' });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'nope' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PLATFORM_FEE_PERCENT: '80' })).toThrow(/PLATFORM_FEE_PERCENT/);
  });
});
