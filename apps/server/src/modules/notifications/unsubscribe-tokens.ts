import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@briefly/shared/notifications';

// One-click unsubscribe links (docs/product/notifications.md#unsubscribing): the user and the
// categories an email was about, signed with HMAC-SHA256. They do not expire: a link in an old
// email must still work, and all it can do is switch email off.

export interface UnsubscribeClaim {
  userId: string;
  categories: NotificationCategory[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_TOKEN_LENGTH = 1000;

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`briefly-unsubscribe:${payload}`).digest();

export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(JSON.stringify({ u: claim.userId, c: [...new Set(claim.categories)].sort() })).toString(
    'base64url',
  );
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The claim of a token this server signed; null for anything else (altered, truncated, foreign). */
export function verifyUnsubscribeToken(secret: string, token: unknown): UnsubscribeClaim | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload, signature] = parts as [string, string];
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; c?: unknown };
    if (typeof value.u !== 'string' || !UUID.test(value.u) || !Array.isArray(value.c) || value.c.length === 0)
      return null;
    const categories = value.c.filter((category): category is NotificationCategory =>
      NOTIFICATION_CATEGORIES.includes(category as NotificationCategory),
    );
    if (categories.length !== value.c.length) return null;
    return { userId: value.u, categories };
  } catch {
    return null;
  }
}
