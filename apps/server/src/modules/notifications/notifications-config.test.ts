import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config.ts';

// The mail settings (docs/product/notifications.md#email): read once at start, checked together.

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('mail configuration', () => {
  it('keeps email in the outbox unless SMTP_URL and MAIL_FROM are both set', () => {
    expect(loadConfig({}).mail).toEqual({ smtp: null, unsubscribeSecret: null, batchDelayMs: 600_000 });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_FROM: 'Briefly <hello@briefly.example>',
        MAIL_UNSUBSCRIBE_SECRET: 'x'.repeat(32),
      }).mail,
    ).toEqual({
      smtp: { url: 'smtps://user:pass@mail.example.com:465', from: 'Briefly <hello@briefly.example>' },
      unsubscribeSecret: 'x'.repeat(32),
      batchDelayMs: 600_000,
    });
  });

  it('refuses incomplete or malformed settings without echoing them', () => {
    expect(problems({ SMTP_URL: 'smtp://mail.example.com' })).toEqual([
      'SMTP_URL: SMTP_URL and MAIL_FROM must be set together',
    ]);
    expect(problems({ MAIL_FROM: 'hello@briefly.example' })).toEqual([
      'SMTP_URL: SMTP_URL and MAIL_FROM must be set together',
    ]);
    expect(
      problems({ SMTP_URL: 'https://user:secret-password@mail.example.com', MAIL_FROM: 'hello@briefly.example' }),
    ).toEqual(['SMTP_URL: SMTP_URL must be an smtp:// or smtps:// URL']);
    expect(problems({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'not an address' })).toEqual([
      'MAIL_FROM: MAIL_FROM must be an address, or a name and <address>',
    ]);
    expect(problems({ MAIL_UNSUBSCRIBE_SECRET: 'short' })).toEqual([
      'MAIL_UNSUBSCRIBE_SECRET: MAIL_UNSUBSCRIBE_SECRET must be at least 32 characters',
    ]);
    expect(
      problems({ SMTP_URL: 'https://user:secret-password@mail.example.com', MAIL_FROM: 'x' }).join(' '),
    ).not.toContain('secret-password');
  });
});
