// A submission's statuses and messages, and the application form's check (no Zod).

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSION_MESSAGES = {
  contentUrlRequired: 'Content URL is required',
  invalidUrl: 'Please enter a valid URL',
  deleteConfirm: 'Are you sure you want to delete this submission? This action cannot be undone.',
  cannotChangeReviewed: 'Cannot delete approved or rejected submissions',
  cannotEditReviewed: 'Approved or rejected submissions can no longer be edited',
  briefClosed: 'This brief is no longer accepting applications',
  onlyCreators: 'Only creators can apply to briefs. Please log in with a creator account.',
  notPending: 'Only pending submissions can be reviewed',
  /** A winner's submission is what the brand paid for: it stays as it was picked. */
  awarded: 'This submission has won a reward and can no longer be changed',
  cannotRejectWinner: 'A submission that has won a reward cannot be rejected',
  applied: 'Application Submitted!',
  appliedDetail: 'Your application has been sent to the brand. Good luck!',
  updated: 'Application Updated!',
  updatedDetail: 'Your application has been updated successfully!',
  deleted: 'Submission Deleted!',
  accepted: 'Submission accepted and shortlisted!',
  rejected: 'Submission rejected',
  /** The first answer to an application whose link another creator already sent to the brief (decision 048). */
  duplicateLink: 'This link was already submitted to this brief. Submit only content you made.',
  /** Picking a flagged submission as a winner needs the brand's explicit acknowledgement. */
  duplicateNotAcknowledged:
    'This submission uses the same link as an earlier one to this brief. Confirm you checked it is the creator’s own work (acknowledgeDuplicate) to select it.',
} as const;

/**
 * The platforms a content link is recognized on: the same list as CONTENT_PLATFORMS in content-links.ts
 * (a test checks it), spelled here because the contract's schemas read it when their modules load, and the
 * web build may run the module that holds content-links.ts after them (decision 023).
 */
export const SUBMISSION_CONTENT_PLATFORMS = [
  'youtube',
  'tiktok',
  'instagram',
  'x',
  'facebook',
  'vimeo',
  'twitch',
  'linkedin',
  'pinterest',
  'snapchat',
  'other',
] as const;

/** Content links must be http(s) URLs (docs/product/submissions.md#application-form): javascript:, data: and the rest are refused. */
export function isValidContentUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The application form's check (docs/product/submissions.md#application-form). */
export function validateApplication(values: { contentUrl: string }): string | null {
  if (!values.contentUrl || values.contentUrl.trim() === '') return SUBMISSION_MESSAGES.contentUrlRequired;
  if (!isValidContentUrl(values.contentUrl)) return SUBMISSION_MESSAGES.invalidUrl;
  return null;
}
