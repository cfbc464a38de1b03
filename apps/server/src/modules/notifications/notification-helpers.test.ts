import { describe, expect, it } from 'vitest';
import { isWebRoute } from '@briefly/shared/routes';
import { links } from './notification-links.ts';
import { renderNotificationMail, renderUnsubscribePage } from './mail-templates.ts';
import { isPermanentMailError } from './mail-transport.ts';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-tokens.ts';
import { browserIdentity } from './user-agent.ts';

// The module's pure parts: links, browser identity, unsubscribe tokens, email rendering.

const ID = '0b0d5e4c-7a36-4e3b-9d51-2f7a1c9e8b10';

describe('notification links', () => {
  it('are pages of the web app', () => {
    const all = [
      links.brandDashboard(),
      links.brandBriefs(),
      links.brandReview(ID),
      links.creatorSubmissions(),
      links.creatorWallet(),
      links.creatorEarnings(),
      links.creatorApply(ID),
      links.brief(ID),
      links.adminWithdrawals(),
      links.dispute(ID),
      links.adminDisputes(),
      ...(['brand', 'creator', 'admin'] as const).map(links.dashboard),
    ];
    for (const link of all) expect(isWebRoute(link.split('?')[0]!), link).toBe(true);
    expect(links.brandReview(ID)).toBe(`/brand/dashboard?tab=manage-rewards&brief=${ID}`);
  });
});

describe('browser identity', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1',
      'Chrome on iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0', 'Firefox on Linux'],
  ])('%s is %s', (userAgent, label) => {
    expect(browserIdentity(userAgent).label).toBe(label);
  });

  it('ignores versions, tells browsers and systems apart', () => {
    const firefox = (version: string, system = 'Windows NT 10.0; Win64; x64') =>
      browserIdentity(`Mozilla/5.0 (${system}; rv:${version}) Gecko/20100101 Firefox/${version}`).key;
    expect(firefox('131.0')).toBe(firefox('132.0'));
    expect(firefox('131.0')).not.toBe(firefox('131.0', 'Macintosh; Intel Mac OS X 14.5'));
    expect(browserIdentity('curl/8.5.0').key).toBe(browserIdentity('curl/8.9.1').key);
    expect(browserIdentity('curl/8.5.0').key).not.toBe(browserIdentity('Wget/1.21').key);
    expect(browserIdentity(null)).toEqual({ key: 'none', label: 'an unknown browser' });
  });
});

describe('unsubscribe tokens', () => {
  const secret = 's'.repeat(40);

  it('carry the user and categories, signed', () => {
    const token = signUnsubscribeToken(secret, { userId: ID, categories: ['winner', 'payment', 'winner'] });
    expect(verifyUnsubscribeToken(secret, token)).toEqual({ userId: ID, categories: ['payment', 'winner'] });
  });

  it('refuse anything altered, foreign or malformed', () => {
    const token = signUnsubscribeToken(secret, { userId: ID, categories: ['payment'] });
    const [payload, signature] = token.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ u: ID, c: ['payment', 'security'] })).toString('base64url');
    for (const candidate of [
      `${other}.${signature}`,
      `${payload}.${signature.slice(0, -1)}`,
      `${payload}.`,
      payload,
      `${token}.x`,
      signUnsubscribeToken('another secret entirely, forty chars....', { userId: ID, categories: ['payment'] }),
      '',
      'x'.repeat(5000),
      42,
      undefined,
    ]) {
      expect(verifyUnsubscribeToken(secret, candidate), String(candidate).slice(0, 40)).toBeNull();
    }
    const badCategory = Buffer.from(JSON.stringify({ u: ID, c: ['lottery'] })).toString('base64url');
    expect(verifyUnsubscribeToken(secret, `${badCategory}.x`)).toBeNull();
  });
});

describe('notification email', () => {
  it('escapes what users wrote and keeps the subject on one line', () => {
    const mail = renderNotificationMail({
      notifications: [
        {
          title: 'New submission\r\nBcc: someone@evil.test',
          message: 'Leo <script>alert(1)</script> submitted to “A & B”.',
          link: '/brand/dashboard?tab=briefs',
          category: 'submission',
        },
      ],
      publicUrl: 'https://briefly.test',
      unsubscribeUrl: 'https://briefly.test/api/notifications/unsubscribe?token=a.b',
    });
    expect(mail.subject).toBe('New submission Bcc: someone@evil.test');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Leo &lt;script&gt;alert(1)&lt;/script&gt; submitted to “A &amp; B”.');
    expect(mail.html).toContain('href="https://briefly.test/brand/dashboard?tab=briefs"');
    expect(mail.text).toContain('Open: https://briefly.test/brand/dashboard?tab=briefs');
  });

  it('names a batch by its count and its categories', () => {
    const mail = renderNotificationMail({
      notifications: [
        { title: 'A', message: 'a', link: null, category: 'winner' },
        { title: 'B', message: 'b', link: null, category: 'payment' },
        { title: 'C', message: 'c', link: null, category: 'wallet' },
      ],
      publicUrl: 'https://briefly.test',
      unsubscribeUrl: 'https://briefly.test/u',
    });
    // A win in the batch names the email (issue 40, item 15).
    expect(mail.subject).toBe('A, and 2 more notifications on Briefly');
    expect(mail.text).toContain('You get these emails for winners, payments and wallet and withdrawals notifications.');
  });

  it('names a batch by its most important notification, or by its count when all are news', () => {
    const subject = (notifications: Array<Parameters<typeof renderNotificationMail>[0]['notifications'][number]>) =>
      renderNotificationMail({
        notifications,
        publicUrl: 'https://briefly.test',
        unsubscribeUrl: 'https://briefly.test/u',
      }).subject;
    const closed = {
      title: 'Brief closed',
      message: 'm',
      link: null,
      category: 'brief' as const,
      priority: 'low' as const,
    };
    const won = {
      title: 'You won 1st Place',
      message: 'm',
      link: null,
      category: 'winner' as const,
      priority: 'high' as const,
    };
    const dispute = {
      title: 'Payment disputed',
      message: 'm',
      link: null,
      category: 'payment' as const,
      priority: 'urgent' as const,
    };
    expect(subject([closed, won])).toBe('You won 1st Place, and 1 more notification on Briefly');
    expect(subject([won, closed, dispute])).toBe('Payment disputed, and 2 more notifications on Briefly');
    expect(subject([closed, { ...closed, title: 'Event moved', category: 'event' as const }])).toBe(
      '2 new notifications on Briefly',
    );
  });

  it('the unsubscribe page escapes its form target', () => {
    expect(
      renderUnsubscribePage({
        state: 'confirm',
        categories: ['payment'],
        actionUrl: '/x?token="><b>',
        publicUrl: 'https://briefly.test',
      }),
    ).toContain('action="/x?token=&quot;&gt;&lt;b&gt;"');
  });
});

describe('permanent mail errors', () => {
  it('are 5xx replies and unusable envelopes; 4xx and network errors are retried', () => {
    expect(isPermanentMailError(Object.assign(new Error('x'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentMailError(Object.assign(new Error('x'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentMailError(Object.assign(new Error('x'), { responseCode: 550, permanent: false }))).toBe(false);
    expect(isPermanentMailError(Object.assign(new Error('x'), { code: 'EENVELOPE' }))).toBe(true);
    expect(isPermanentMailError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(false);
  });
});
