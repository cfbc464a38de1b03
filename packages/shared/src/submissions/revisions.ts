import { z } from 'zod';
import { contentUrl } from './content-url.ts';
import { SUBMISSION_CONTENT_PLATFORMS as CONTENT_PLATFORMS } from './rules.ts';

// ---------------------------------------------------------------- revisions (docs/product/submissions.md#revisions)

export const REVISION_NOTE_MAX = 1000;

export const REVISION_MESSAGES = {
  noteRequired: 'Please say what should change',
  noteTooLong: `The note is too long (${REVISION_NOTE_MAX.toLocaleString('en-US')} characters at most)`,
  notRevisable: 'Changes can be requested only on pending or shortlisted submissions',
  alreadyRequested: 'Changes were already requested: wait for the creator to resubmit',
  limitReached: (limit: number) =>
    limit === 0
      ? 'This brief allows no revision requests'
      : `This submission has reached the brief's limit of ${limit} revision request${limit === 1 ? '' : 's'}`,
  deadlinePassed: "The brief's deadline has passed: changes can no longer be requested",
  nothingRequested: 'No changes were requested on this submission',
  requested: 'Changes requested',
  requestedDetail: 'The creator has been told what to change.',
  resubmitted: 'Submission resubmitted',
  resubmittedDetail: 'The brand has been told your changes are ready.',
} as const;

/** POST /api/submissions/:id/resubmit: the new link, and new details (left out: the current ones are kept). */
export const ZResubmitRequest = z.strictObject({
  contentUrl,
  additionalInfo: z.string().max(5000).optional(),
});
export type TResubmitRequest = z.infer<typeof ZResubmitRequest>;

/** One entry of a submission's history, oldest first: a version of the work, or a request for changes. */
export const ZSubmissionHistoryEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('version'),
    /** 1 for the first application. */
    version: z.number().int(),
    contentUrl: z.string(),
    contentPlatform: z.enum(CONTENT_PLATFORMS),
    additionalInfo: z.string(),
    /** When this version was made (its last edit). */
    at: z.string(),
    /** The version the brand is looking at now. */
    current: z.boolean(),
  }),
  z.object({
    kind: z.literal('revision_requested'),
    note: z.string(),
    at: z.string(),
  }),
]);
export type TSubmissionHistoryEntry = z.infer<typeof ZSubmissionHistoryEntry>;

/** GET /api/submissions/:id/history (the creator's own, or a submission to the brand's brief). */
export const ZSubmissionHistoryResponse = z.object({ history: z.array(ZSubmissionHistoryEntry) });
export type TSubmissionHistoryResponse = z.infer<typeof ZSubmissionHistoryResponse>;
