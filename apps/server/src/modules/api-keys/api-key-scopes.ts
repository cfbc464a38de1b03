import type { ApiKeyScope } from '@briefly/shared/api-keys';

// Which routes an API key may call (docs/product/api.md#scopes, decision 049): ONE table, keyed by the
// operationId of the published document. A key works on an operation listed here when it holds that
// operation's scope (403 naming the scope otherwise), and on no other operation (403: money-moving routes
// such as funding, distribution, refunds and withdrawals, and account routes are never listed). The
// OpenAPI document marks each listed operation with the `apiKey` security scheme and its scope, and
// api-key-scopes.test.ts checks every row against that document.

export const API_KEY_OPERATION_SCOPES = {
  // briefs:read: the brand's briefs, one brief (drafts included), invitations, analytics
  listBrandBriefs: 'briefs:read',
  getPublicBrief: 'briefs:read',
  listBriefInvitations: 'briefs:read',
  getBrandAnalytics: 'briefs:read',
  // briefs:write: a brief's content and invitations; never its funding (money)
  createBrief: 'briefs:write',
  updateBrief: 'briefs:write',
  deleteBrief: 'briefs:write',
  inviteCreatorsToBrief: 'briefs:write',
  withdrawBriefInvitation: 'briefs:write',
  // submissions:read
  listBrandSubmissions: 'submissions:read',
  getSubmissionHistory: 'submissions:read',
  // submissions:review: decisions on a submission; assigning and paying rewards stay with a signed-in brand
  approveSubmission: 'submissions:review',
  rejectSubmission: 'submissions:review',
  requestSubmissionRevision: 'submissions:review',
  // The brand's webhook endpoints and their delivery log (/api/brands/webhooks*, decision 050).
  listWebhookEndpoints: 'webhooks:manage',
  createWebhookEndpoint: 'webhooks:manage',
  updateWebhookEndpoint: 'webhooks:manage',
  deleteWebhookEndpoint: 'webhooks:manage',
  rotateWebhookSecret: 'webhooks:manage',
  listWebhookDeliveries: 'webhooks:manage',
  replayWebhookDelivery: 'webhooks:manage',
  sendWebhookTestEvent: 'webhooks:manage',
} as const satisfies Record<string, ApiKeyScope>;

export type ApiKeyOperation = keyof typeof API_KEY_OPERATION_SCOPES;

/** The scope an operation needs from a key, or null when no key may call it. */
export function scopeForOperation(operationId: string | undefined): ApiKeyScope | null {
  if (!operationId || !Object.hasOwn(API_KEY_OPERATION_SCOPES, operationId)) return null;
  return API_KEY_OPERATION_SCOPES[operationId as ApiKeyOperation];
}
