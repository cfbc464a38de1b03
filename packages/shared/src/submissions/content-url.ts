import { z } from 'zod';
import { normalizeContentLink } from '../content-links.ts';
import { isValidContentUrl, SUBMISSION_MESSAGES } from './rules.ts';

// The content link field of the application and the resubmission (not part of the contract:
// submissions.ts does not re-export it).

export const contentUrl = z
  .string({ message: SUBMISSION_MESSAGES.contentUrlRequired })
  .max(2000, 'The link is too long')
  .refine((value) => value.trim() !== '', SUBMISSION_MESSAGES.contentUrlRequired)
  .refine(isValidContentUrl, SUBMISSION_MESSAGES.invalidUrl)
  // Stored normalized: no tracking, one form per video (docs/product/submissions.md#content-links).
  .transform((value) => normalizeContentLink(value).url);
