import { z } from 'zod';
import { contentUrl } from './content-url.ts';
import { SUBMISSION_STATUSES } from './rules.ts';
import { ZBrandSubmission, ZCreatorBrief, ZCreatorSubmission } from './views.ts';

// ---------------------------------------------------------------- request and response envelopes

/** POST /api/briefs/:id/apply. `amount` is the reward as a string some clients send; kept for display only. */
export const ZApplyRequest = z.strictObject({
  contentUrl,
  additionalInfo: z.string().max(5000).default(''),
  amount: z.union([z.string().max(40), z.number()]).optional(),
  /**
   * Our extension (decision 048): the creator confirms a link another creator already sent to this brief
   * is their own. Without it such an application is answered 409 DUPLICATE_LINK and nothing is written.
   */
  acknowledgeDuplicate: z.boolean().optional(),
});
export type TApplyRequest = z.infer<typeof ZApplyRequest>;

/** PUT /api/creators/submissions/:id */
export const ZUpdateSubmissionRequest = z.strictObject({
  contentUrl,
  additionalInfo: z.string().max(5000).default(''),
});
export type TUpdateSubmissionRequest = z.infer<typeof ZUpdateSubmissionRequest>;

/** POST /api/briefs/:id/apply → 201 (new) or 200 (the pending application was updated). */
export const ZApplyResponse = z.object({ submission: ZCreatorSubmission, created: z.boolean() });
export type TApplyResponse = z.infer<typeof ZApplyResponse>;

/** GET and PUT /api/creators/submissions/:id. */
export const ZCreatorSubmissionResponse = z.object({ submission: ZCreatorSubmission });
export type TCreatorSubmissionResponse = z.infer<typeof ZCreatorSubmissionResponse>;

/** GET /api/creators/submissions: the creator's own, newest first. */
export const ZCreatorSubmissionsResponse = z.object({ submissions: z.array(ZCreatorSubmission) });
export type TCreatorSubmissionsResponse = z.infer<typeof ZCreatorSubmissionsResponse>;

/** DELETE /api/creators/submissions/:id. */
export const ZDeleteSubmissionResponse = z.object({ id: z.string(), deleted: z.literal(true) });

/** GET /api/creators/briefs: published briefs the creator can see (public, and private ones they were invited to), newest first. */
export const CREATOR_BRIEFS_LIMIT = 100;
export const ZCreatorBriefsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(CREATOR_BRIEFS_LIMIT),
});
export const ZCreatorBriefsResponse = z.object({ briefs: z.array(ZCreatorBrief) });
export type TCreatorBriefsResponse = z.infer<typeof ZCreatorBriefsResponse>;

/** GET /api/brands/submissions: submissions to the brand's own briefs, newest first. */
export const BRAND_SUBMISSIONS_LIMIT = 200;
export const ZBrandSubmissionsQuery = z.strictObject({
  briefId: z.uuid({ message: 'Invalid brief ID' }).optional(),
  status: z.enum(SUBMISSION_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(BRAND_SUBMISSIONS_LIMIT),
});
export type TBrandSubmissionsQuery = z.infer<typeof ZBrandSubmissionsQuery>;
export const ZBrandSubmissionsResponse = z.object({ submissions: z.array(ZBrandSubmission) });
export type TBrandSubmissionsResponse = z.infer<typeof ZBrandSubmissionsResponse>;

/** POST /api/brands/submissions/:id/approve | /reject (no body): the reviewed submission. */
export const ZReviewSubmissionResponse = z.object({ submission: ZBrandSubmission });
export type TReviewSubmissionResponse = z.infer<typeof ZReviewSubmissionResponse>;
