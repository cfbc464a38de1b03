import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer token: 256 random bits. Only its hash is stored. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
