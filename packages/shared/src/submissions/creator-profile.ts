import { z } from 'zod';

// ---------------------------------------------------------------- creator profile (docs/product/creator-dashboard.md#profile)

export const ZCreatorProfile = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  userName: z.string(),
  socialInstagram: z.string(),
  socialTikTok: z.string(),
  socialYouTube: z.string(),
  socialTwitter: z.string(),
  socialLinkedIn: z.string(),
  createdAt: z.string(),
});
export type TCreatorProfile = z.infer<typeof ZCreatorProfile>;

export const ZUpdateCreatorProfileRequest = z.strictObject({
  fullName: z.string().trim().min(1, 'Full name is required').max(200),
  userName: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters long')
    .max(40)
    .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, numbers, dots, dashes and underscores'),
  socialInstagram: z.string().trim().max(500).default(''),
  socialTikTok: z.string().trim().max(500).default(''),
  socialYouTube: z.string().trim().max(500).default(''),
  socialTwitter: z.string().trim().max(500).default(''),
  socialLinkedIn: z.string().trim().max(500).default(''),
});
export type TUpdateCreatorProfileRequest = z.infer<typeof ZUpdateCreatorProfileRequest>;

/** GET and PUT /api/creators/profile. */
export const ZCreatorProfileResponse = z.object({ profile: ZCreatorProfile });
export type TCreatorProfileResponse = z.infer<typeof ZCreatorProfileResponse>;
