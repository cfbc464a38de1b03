import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer token: 256 random bits. Only its hash is stored. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What newSessionToken makes: 43 base64url characters. Anything else is refused before a lookup. */
export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
