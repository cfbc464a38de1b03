import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// Time-based one-time codes (RFC 6238) with the `otpauth` library: 6 digits, 30-second steps, SHA-1 —
// what every authenticator app reads from a QR code. Decision 028.

const ISSUER = 'Briefly';
const PERIOD_SECONDS = 30;
/** The step before and after the current one count too: phones' clocks drift and people type slowly. */
const WINDOW = 1;

const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_SECONDS });

/** A new 160-bit secret, in base32 (what people type when they cannot scan). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` address the QR code holds, labelled with the account's email. */
export const otpauthUrl = (secret: string, accountLabel: string): string => totpFor(secret, accountLabel).toString();

/** The 30-second step a time falls in. */
export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / PERIOD_SECONDS);

/**
 * The step whose code this is, within one step of `at`, or null when it matches none. The caller keeps the
 * last accepted step so that no code (and no older one) is accepted twice.
 */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  return delta === null ? null : totpStep(at) + delta;
}

/** The code an authenticator app shows at `at` (tests, and nothing else, need to make one). */
export const totpCode = (secret: string, at: Date): string => totpFor(secret).generate({ timestamp: at.getTime() });

// ---------------------------------------------------------------- recovery codes

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i: they are read off paper

/** Ten codes like `k7f3q-x9m2p` (50 bits each), shown once. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]!).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
