import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './errors.ts';

// Stripe's webhook signature scheme: `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "t.body")>`.

export function signatureHeader(secret: string, rawBody: string | Buffer, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${hmac(secret, timestampSeconds, rawBody)}`;
}

/** Checks a signature header against the raw body; throws WebhookSignatureError when it does not hold. */
export function verifySignatureHeader(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  toleranceSeconds: number,
  nowSeconds: number,
): void {
  if (!header) throw new WebhookSignatureError('No signature header');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((text) => text.trim());
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0)
    throw new WebhookSignatureError('Unable to extract timestamp and signatures from header');
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('No signatures found matching the expected signature for payload');
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds)
    throw new WebhookSignatureError('Timestamp outside the tolerance zone');
}

function hmac(secret: string, timestampSeconds: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.`).update(rawBody).digest('hex');
}
