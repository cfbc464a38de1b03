import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@briefly/shared/limits';
import type { Access } from './access.ts';

// The published contract (docs/decisions/043-the-contract-checked.md): an OpenAPI 3.1 document built from the
// routes' own Zod schemas, served at /api/docs/json. Each route's schema names its operationId, tags, summary
// and every answer it gives; what follows from the route's configuration is added here rather than written 209
// times: its security (config.access), the answers every route can give (bad input, an expired session, a
// missing role, a full body, a rate limit, a failure, a closing server) and whether a request body is needed.

/** One tag per module, with what it covers (the order of the reference page). */
export const API_TAGS = [
  { name: 'system', description: 'Health, readiness and the settings the web app needs before sign-in.' },
  {
    name: 'auth',
    description: 'Registration, sign-in (password, Google, two-factor), sessions, password and email, your account.',
  },
  { name: 'marketplace', description: 'Published briefs anyone may read: the marketplace, one brief, a brand’s page.' },
  { name: 'briefs', description: 'A brand’s briefs: create, edit, delete, invite creators, analytics.' },
  {
    name: 'payments',
    description: 'Funding briefs and the brand’s wallet by card or hosted checkout; provider events.',
  },
  { name: 'submissions', description: 'Creators apply to briefs; brands approve, reject or ask for changes.' },
  { name: 'creators', description: 'Creator profiles, public profiles and portfolios, dashboards and analytics.' },
  { name: 'search', description: 'A creator’s search over the briefs they can see and their own submissions.' },
  { name: 'rewards', description: 'Assigning reward tiers to winners, paying them, refunding what is left of a pool.' },
  { name: 'payouts', description: 'Creators’ payout accounts, wallets, rewards and withdrawals.' },
  { name: 'notifications', description: 'Notifications, their preferences, and email unsubscribe links.' },
  { name: 'saved-searches', description: 'A creator’s saved marketplace searches and their alerts.' },
  { name: 'messaging', description: 'Conversations between brands and creators: messages, files, blocks, reports.' },
  { name: 'forums', description: 'The community forum: posts, replies, likes, solutions, reports and moderation.' },
  { name: 'events', description: 'Community events and webinars: registration, calendar files, administration.' },
  { name: 'success-stories', description: 'Success stories from real briefs, with the consent of the people named.' },
  { name: 'photos', description: 'Profile photos, brand logos and portfolio covers: upload, remove, serve.' },
  { name: 'reviews', description: 'Reviews between brands and creators who worked together, replies and reports.' },
  {
    name: 'disputes',
    description: 'Disputes about awards, reviews and withdrawals: the parties write, an admin resolves.',
  },
  { name: 'admin', description: 'The admin area: accounts, briefs, submissions, money, audit log, exports, jobs.' },
  { name: 'realtime', description: 'Live updates over server-sent events.' },
  {
    name: 'api-keys',
    description: 'A brand’s API keys for its own programs: create (the secret shown once), list, revoke.',
  },
  {
    name: 'webhooks',
    description: 'A brand’s signed webhook endpoints (Standard Webhooks): events, secrets, delivery log, replay.',
  },
] as const;

/**
 * The security schemes: every signed-in route takes a session's bearer token; the operations a brand API key
 * may call (decision 049) also take `apiKey`, the same `Authorization: Bearer` header with a `bk_live_…` or
 * `bk_test_…` key, its requirement naming the scope the key needs.
 */
export const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'A session token from POST /api/login (or registration, Google or admin sign-in).',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'bk_live_… or bk_test_…',
    description:
      'A brand API key from Settings › API (POST /api/brands/api-keys), sent as `Authorization: Bearer <key>`. It works only on the operations that list this scheme, and only with the scope the requirement names (403 otherwise).',
  },
} as const;

const ERROR_REF = { $ref: '#/components/schemas/ErrorEnvelope' };
const ERROR_ENVELOPE = {
  type: 'object',
  description: 'Every refusal and failure: a sentence for people, a stable code for programs.',
  properties: {
    error: { type: 'string' },
    code: { type: 'string' },
    details: {},
    googleOAuthRequired: { type: 'boolean' },
  },
  required: ['error', 'code'],
  additionalProperties: false,
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

type Operation = {
  security?: unknown[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Record<string, unknown> }> };
  responses?: Record<string, unknown>;
  [key: string]: unknown;
};

/** The answers a route can give whatever it does, from how it is configured. */
function commonResponses(route: RouteOptions, access: Access | undefined) {
  const method = ([] as string[]).concat(route.method)[0] ?? 'GET';
  const takesBody = method !== 'GET' && method !== 'HEAD' && !route.config?.rawBody;
  return {
    400: errorResponse('Bad input (the error names the field)'),
    ...(access !== undefined && access !== 'public'
      ? { 401: errorResponse('Not signed in, or the session ended') }
      : {}),
    ...(access !== undefined && access !== 'public'
      ? { 403: errorResponse('Signed in without the role this needs, or with an API key, which may not do this') }
      : {}),
    ...(takesBody
      ? {
          413: errorResponse('The request body is too large'),
          415: errorResponse('The request body is not JSON (or the form this route reads)'),
        }
      : {}),
    ...(route.config && 'rateLimit' in route.config && route.config.rateLimit
      ? { 429: errorResponse('Too many requests: try again later') }
      : {}),
    500: errorResponse('Something went wrong on our side'),
    503: errorResponse('The server is closing or a service it needs does not answer'),
  };
}

/** Whether a JSON schema accepts `null` (a body the route does not need is nullish). */
function acceptsNull(schema: Record<string, unknown> | undefined): boolean {
  if (!schema) return false;
  if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) return true;
  const branches = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  return Array.isArray(branches) && branches.some(acceptsNull);
}

/** A `default` outside the schema's own `enum` (Zod writes `default: null` beside a nullable enum's branches). */
function dropStrayDefaults(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(dropStrayDefaults);
  const schema = node as Record<string, unknown>;
  if (
    'default' in schema &&
    Array.isArray(schema.enum) &&
    !schema.enum.some((value) => JSON.stringify(value) === JSON.stringify(schema.default))
  )
    delete schema.default;
  for (const value of Object.values(schema)) dropStrayDefaults(value);
}

/** The answers of an operation a brand API key may call, beyond its own (decision 049). */
const apiKeyResponses = {
  401: errorResponse('Not signed in, the session ended, or the API key is unknown or revoked'),
  403: errorResponse('Without the role this needs, or an API key without the scope this needs (the error names it)'),
  429: errorResponse('Too many requests with this API key: try again later'),
};

export async function registerOpenApi(
  app: FastifyInstance,
  {
    publicUrl,
    apiKeyScopeOf = () => null,
  }: {
    publicUrl: string;
    /** The scope a brand API key needs for an operation; null when no key may call it. */
    apiKeyScopeOf?: (operationId: string | undefined) => string | null;
  },
) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Briefly API',
        version: APP_VERSION,
        description:
          'Brands post funded briefs; creators submit; winners get paid. Money is in integer cents unless a field says otherwise; every refusal is an ErrorEnvelope.',
      },
      servers: [{ url: publicUrl.replace(/\/+$/, ''), description: 'This deployment' }],
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: { securitySchemes: { ...SECURITY_SCHEMES } },
    },
    transform: (document) => {
      // The robots file, sitemaps and share cards are the site's, not the API's.
      if (!document.url.startsWith('/api/')) return { schema: { hide: true }, url: document.url };
      const transformed = jsonSchemaTransform(document);
      const access = document.route.config?.access;
      const schema = transformed.schema as Record<string, unknown>;
      const scope = apiKeyScopeOf(schema.operationId as string | undefined);
      const session = access === 'public' ? {} : { bearer: [] };
      schema.security = scope ? [session, { apiKey: [scope] }] : access === 'public' ? [] : [session];
      schema.response = {
        ...commonResponses(document.route, access),
        ...(schema.response as object),
        ...(scope ? apiKeyResponses : {}),
      };
      return transformed;
    },
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const { openapiObject } = documentObject;
      const document = openapiObject as { paths?: Record<string, Record<string, Operation>>; components?: object };
      for (const operations of Object.values(document.paths ?? {})) {
        for (const operation of Object.values(operations)) {
          const body = operation.requestBody;
          if (body?.content && Object.values(body.content).every((media) => acceptsNull(media.schema)))
            body.required = false;
        }
      }
      dropStrayDefaults(document.paths);
      document.components = {
        ...document.components,
        schemas: { ...(document.components as { schemas?: object })?.schemas, ErrorEnvelope: ERROR_ENVELOPE },
      };
      return openapiObject;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
