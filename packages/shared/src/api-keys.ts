import { z } from 'zod';

// Brand API keys (docs/product/api.md, decision 049): a brand's programs call the API with
// `Authorization: Bearer bk_live_…` on the routes the key's scopes cover, and nowhere else.

export const API_KEY_SCOPES = [
  'briefs:read',
  'briefs:write',
  'submissions:read',
  'submissions:review',
  'webhooks:manage',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What each scope lets a key do, as Settings › API shows it. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'briefs:read': 'Read your briefs, their invitations and analytics',
  'briefs:write': 'Create, edit and delete briefs; invite creators',
  'submissions:read': 'Read the submissions to your briefs',
  'submissions:review': 'Approve, reject or ask for changes to submissions',
  'webhooks:manage': 'Subscribe and manage webhooks',
};

/** Every key starts with one of these: `bk_live_` where real money moves (Stripe), `bk_test_` in test mode. */
export const API_KEY_PREFIXES = ['bk_live_', 'bk_test_'] as const;
/** Whether a bearer token is an API key rather than a session token (session tokens are base64url, without `_`-words). */
export const isApiKeyToken = (token: string) => API_KEY_PREFIXES.some((prefix) => token.startsWith(prefix));

export const API_KEYS_PER_BRAND = 20;
export const API_KEY_NAME_MAX = 80;

export const API_KEY_MESSAGES = {
  notFound: 'API key not found',
  limitReached: `A brand can keep at most ${API_KEYS_PER_BRAND} API keys. Revoke one to create another.`,
  nameBlank: 'Give the key a name',
  nameTooLong: `The name can be at most ${API_KEY_NAME_MAX} characters`,
  scopesEmpty: 'Choose at least one scope',
  invalid: 'This API key is not valid, or it was revoked.',
  notAllowed: 'API keys cannot be used here: sign in to do this.',
  noFunding: 'API keys cannot fund a brief: create it as a draft, then fund it signed in.',
  scopeMissing: (scope: string) => `This API key lacks the ${scope} scope.`,
} as const;

const ZName = z.string().trim().min(1, API_KEY_MESSAGES.nameBlank).max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong);
export const ZApiKeyScope = z.enum(API_KEY_SCOPES, { message: `scopes must be among ${API_KEY_SCOPES.join(', ')}` });

/** POST /api/brands/api-keys. */
export const ZCreateApiKeyRequest = z.strictObject({
  name: ZName,
  scopes: z
    .array(ZApiKeyScope)
    .min(1, API_KEY_MESSAGES.scopesEmpty)
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  /** The key stops working when the account's password changes (it always dies with the account). */
  revokeOnPasswordChange: z.boolean().optional().default(false),
});
export type TCreateApiKeyRequest = z.input<typeof ZCreateApiKeyRequest>;

export const ZApiKeyIdParams = z.strictObject({ id: z.uuid({ message: 'Invalid API key ID' }) });

export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`bk_live_AbCd`), enough to recognise it; the rest is never shown again. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  revokeOnPasswordChange: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The client address of its last use. */
  lastUsedIp: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeysResponse = z.object({ apiKeys: z.array(ZApiKey), limit: z.number() });
export type TApiKeysResponse = z.infer<typeof ZApiKeysResponse>;
/** The answer to a creation: the only time the secret is shown. */
export const ZCreatedApiKeyResponse = z.object({ apiKey: ZApiKey, secret: z.string() });
export type TCreatedApiKeyResponse = z.infer<typeof ZCreatedApiKeyResponse>;
export const ZRevokeApiKeyResponse = z.object({ id: z.string(), revoked: z.literal(true) });
