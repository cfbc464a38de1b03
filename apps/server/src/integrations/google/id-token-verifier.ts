import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

export type GoogleIdTokenVerifier = (credential: string) => Promise<GoogleIdentity>;

export class InvalidGoogleToken extends Error {}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies a Google ID token's signature (against the configured JWKS), issuer, audience and expiry.
 * The JWKS is fetched once and cached by jose; a local JWKS URL makes it testable offline.
 */
export function createGoogleIdTokenVerifier(options: { clientId: string; jwksUrl: string }): GoogleIdTokenVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });
  return async (credential) => {
    try {
      const { payload } = await jwtVerify(credential, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        clockTolerance: 5,
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
        throw new InvalidGoogleToken('token has no subject or email');
      }
      return {
        subject: payload.sub,
        email: payload.email,
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name : null,
      };
    } catch (error) {
      if (error instanceof InvalidGoogleToken) throw error;
      throw new InvalidGoogleToken(error instanceof Error ? error.message : 'invalid token');
    }
  };
}
