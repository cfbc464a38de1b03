import { z } from 'zod';

// The limits and the plain-text rule of profiles and reviews, which reputation.ts and its parts share.

export const PROFILE_LIMITS = {
  displayName: 80,
  bio: 1_000,
  location: 100,
  socialLinks: 5,
  socialLink: 500,
  portfolio: 50,
} as const;

/** Markup in a plain-text field: a tag opening (`<b`, `</`, `<!`) — refused rather than stored. */
export const hasMarkup = (value: string) => /<\s*[a-z!/?]/i.test(value);

/** A plain-text field of a profile or a review: trimmed, at most `max` characters, no markup. */
export const plainText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max.toLocaleString('en-US')} characters`)
    .refine((value) => !hasMarkup(value), `${label} cannot contain HTML or scripts`);
