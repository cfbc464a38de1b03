import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema.d.ts';

// The Briefly API's typed client (docs/product/api.md#a-typed-client): `openapi-fetch` over the types
// `openapi-typescript` generates from the published document (./schema.d.ts, `npm run client:generate`).
// Every path, parameter, body and answer is typed; a refusal comes back as `error` (the ErrorEnvelope).

export type { components, operations, paths };
export type BrieflyClient = Client<paths>;
/** Every refusal and failure: a sentence for people (`error`) and a stable code for programs (`code`). */
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

export interface BrieflyClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** The deployment's address (its PUBLIC_URL), e.g. `https://briefly.example`. */
  baseUrl: string;
  /** A brand API key from Settings › API (`bk_live_…` or `bk_test_…`), or a session token. */
  apiKey?: string;
}

/** A client for one deployment, sending `Authorization: Bearer <apiKey>` on every call when given a key. */
export function createBrieflyClient({ baseUrl, apiKey, headers, ...options }: BrieflyClientOptions): BrieflyClient {
  return createClient<paths>({
    ...options,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}), ...(headers as Record<string, string>) },
  });
}
