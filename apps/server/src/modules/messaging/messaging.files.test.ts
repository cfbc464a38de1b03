import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { checkFileLink, contentDisposition, headMatches, SIGNED_LINK_TTL_MS, signFileLink } from './messaging.files.ts';
import { parseRange } from './messaging.attachments.ts';

// The pure parts of attachments: byte checks, signed links, ranges, headers, and their settings.

const SECRET = 'test-secret-test-secret-test-secret';
const ID = '4f1c2d3e-0000-4000-8000-000000000001';

describe('signed file links', () => {
  const now = new Date('2026-11-24T12:00:30Z');
  const { url, expiresAt } = signFileLink(SECRET, ID, now);
  const query = new URL(url, 'http://x').searchParams;
  const expires = query.get('expires')!;
  const sig = query.get('sig')!;

  it('hold for about five minutes (rounded up to the minute), then expire', () => {
    expect(expiresAt.getTime() - now.getTime()).toBeGreaterThanOrEqual(SIGNED_LINK_TTL_MS);
    expect(expiresAt.getTime() - now.getTime()).toBeLessThan(SIGNED_LINK_TTL_MS + 60_000);
    expect(checkFileLink(SECRET, ID, expires, sig, now)).toBe('valid');
    expect(checkFileLink(SECRET, ID, expires, sig, expiresAt)).toBe('expired');
  });

  it('are tied to the message, the expiry and the key', () => {
    expect(checkFileLink(SECRET, ID.replace(/1$/, '2'), expires, sig, now)).toBe('invalid');
    expect(checkFileLink(SECRET, ID, String(Number(expires) + 60_000), sig, now)).toBe('invalid');
    expect(checkFileLink('another-secret', ID, expires, sig, now)).toBe('invalid');
    expect(checkFileLink(SECRET, ID, 'soon', sig, now)).toBe('invalid');
    expect(checkFileLink(SECRET, ID, expires, '', now)).toBe('invalid');
  });
});

describe('byte ranges', () => {
  it.each([
    [undefined, null],
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=5-', { start: 5, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=9-3', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=-', 'unsatisfiable'],
    ['bytes=0-1,5-6', 'unsatisfiable'],
    ['items=0-1', 'unsatisfiable'],
  ])('%s of 100 bytes → %j', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});

describe('magic bytes', () => {
  it('refuses a web page or an executable under a picture or document name', () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const exe = Buffer.from('MZ\x90\x00\x03\x00', 'latin1');
    for (const extension of ['png', 'jpg', 'gif', 'pdf', 'doc', 'docx', 'mp4', 'mov'] as const) {
      expect(headMatches(extension, html), extension).toBe(false);
      expect(headMatches(extension, exe), extension).toBe(false);
    }
    expect(headMatches('txt', html)).toBe(false);
    expect(headMatches('txt', Buffer.from('  <svg onload=alert(1)>'))).toBe(false);
    expect(headMatches('txt', Buffer.from('Just notes < and > are fine'))).toBe(true);
  });

  it('accepts older QuickTime atoms for .mov only', () => {
    const moov = Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('moov')]);
    expect(headMatches('mov', moov)).toBe(true);
    expect(headMatches('mp4', moov)).toBe(false);
  });
});

it('names a download safely in both forms', () => {
  expect(contentDisposition('résumé "v2".pdf', false)).toBe(
    `attachment; filename="r_sum_ _v2_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22v2%22.pdf`,
  );
  expect(contentDisposition('a.png', true)).toMatch(/^inline; /);
});

describe('messaging settings', () => {
  it('keep files in the data directory unless an S3 bucket is configured', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(
      loadConfig({
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET/);
  });

  it('limit sending to 30 a minute per user unless configured', () => {
    expect(loadConfig({}).messaging.rateLimit).toEqual({ max: 30, windowMs: 60_000 });
    expect(
      loadConfig({ MESSAGE_RATE_LIMIT_MAX: '5', MESSAGE_RATE_LIMIT_WINDOW_MS: '10000' }).messaging.rateLimit,
    ).toEqual({ max: 5, windowMs: 10_000 });
    expect(() => loadConfig({ MESSAGE_RATE_LIMIT_MAX: '0' })).toThrow(/MESSAGE_RATE_LIMIT_MAX/);
  });
});
