import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { signatureHeader, verifySignatureHeader } from './signing.ts';
import { WebhookSignatureError } from './errors.ts';

const SECRET = 'whsec_test_signing';
const BODY = Buffer.from('{"id":"evt_1"}');
const NOW = 1_800_000_000;

describe("Stripe's webhook signature scheme", () => {
  it('signs as t=…,v1=HMAC-SHA256(secret, "t.body") and verifies its own header', () => {
    const header = signatureHeader(SECRET, BODY, NOW);
    const expected = createHmac('sha256', SECRET).update(`${NOW}.${BODY.toString()}`).digest('hex');
    expect(header).toBe(`t=${NOW},v1=${expected}`);
    expect(() => verifySignatureHeader(SECRET, BODY, header, 300, NOW + 299)).not.toThrow();
  });

  it('accepts a header with several signatures when one matches (secret rotation)', () => {
    const good = signatureHeader(SECRET, BODY, NOW).split(',')[1];
    expect(() =>
      verifySignatureHeader(SECRET, BODY, `t=${NOW},v1=${'0'.repeat(64)},${good},v0=ignored`, 300, NOW),
    ).not.toThrow();
  });

  it.each([
    ['no header', undefined, NOW],
    ['no timestamp', 'v1=abc', NOW],
    ['another secret', signatureHeader('whsec_other', BODY, NOW), NOW],
    ['a stale timestamp', signatureHeader(SECRET, BODY, NOW), NOW + 301],
    ['a timestamp from the future', signatureHeader(SECRET, BODY, NOW + 301), NOW],
    ['a body that was changed', signatureHeader(SECRET, Buffer.from('{"id":"evt_2"}'), NOW), NOW],
  ])('refuses %s', (_name, header, now) => {
    expect(() => verifySignatureHeader(SECRET, BODY, header, 300, now)).toThrow(WebhookSignatureError);
  });
});
