import { z } from 'zod';
import { BRIEF_CATEGORIES } from '../briefs.ts';
import { isValidContentUrl } from '../submissions.ts';
import { PROFILE_LIMITS, plainText } from './rules.ts';

// What a creator may change of their public profile, apart from reputation.ts: the web app reads this schema only
// in the profile editor, while reputation.ts's figures and words are on every dashboard's first screen — in one
// module, the schema and Zod came with them (issue 39, docs/performance.md#zod-off-the-first-screen).

export const ZUpdatePublicProfileRequest = z.strictObject({
  displayName: plainText('Display name', PROFILE_LIMITS.displayName).default(''),
  bio: plainText('Bio', PROFILE_LIMITS.bio).default(''),
  location: plainText('Location', PROFILE_LIMITS.location).default(''),
  socialLinks: z
    .array(
      z
        .string()
        .trim()
        .max(PROFILE_LIMITS.socialLink, `Each social link can be at most ${PROFILE_LIMITS.socialLink} characters`)
        .refine(isValidContentUrl, 'Each social link must be an http(s) link'),
    )
    .max(PROFILE_LIMITS.socialLinks, `Add at most ${PROFILE_LIMITS.socialLinks} social links`)
    .default([]),
  categories: z
    .array(z.enum(BRIEF_CATEGORIES, { message: `Categories must be ${BRIEF_CATEGORIES.join(', ')}` }))
    .max(BRIEF_CATEGORIES.length)
    .default([]),
  /** Shown in the brands' creator directory and the public /creators index; unchanged when absent. */
  directoryListed: z.boolean().optional(),
  /** The approved or winning submissions shown in the portfolio (all others are not shown). */
  portfolioSubmissionIds: z
    .array(z.uuid('Each portfolio item must be one of your submissions'))
    .max(PROFILE_LIMITS.portfolio, `Show at most ${PROFILE_LIMITS.portfolio} submissions in your portfolio`)
    .optional(),
});
export type TUpdatePublicProfileRequest = z.infer<typeof ZUpdatePublicProfileRequest>;
