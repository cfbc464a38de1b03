// The one way the web app talks to the API. It sends JSON, adds the bearer token when one is
// stored, and turns every non-2xx answer into an ApiError carrying the server's envelope
// ({ error, code, details?, googleOAuthRequired? }). It never shows toasts and never redirects:
// callers decide what a failure means for the screen they own.

import type { TErrorEnvelope } from '@briefly/shared/errors';
import { takeEarlyResponse } from './early-requests';
import { readToken } from './session-storage';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never got an answer (offline, DNS, CORS, aborted). */
    readonly status: number,
    /** The envelope's machine code, or NETWORK_ERROR / INVALID_RESPONSE for client-side failures. */
    readonly code: string,
    message: string,
    /** The parsed error envelope when the server sent one. */
    readonly body: TErrorEnvelope | null,
    /** Whether the failed request carried a bearer token (a 401 then means the session is gone). */
    readonly sentToken = false,
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** JSON body; serialised here. */
  body?: unknown;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Send the stored bearer token (default true when one is stored). */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * A money-moving call: send a fresh Idempotency-Key and, when the answer is lost (network error)
   * or the server is still running the first attempt (409 REQUEST_IN_PROGRESS), ask again under the
   * same key, so the server replays its first answer instead of moving money twice.
   */
  idempotent?: boolean;
}

/** Waits before asking again under the same Idempotency-Key (exported for tests). */
export const IDEMPOTENT_RETRY_DELAYS_MS = [400, 1200, 3000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function newIdempotencyKey(): string {
  // randomUUID needs a secure context; the fallback keeps plain-http LAN previews working.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isRetryable = (error: unknown) =>
  error instanceof ApiError && (error.isNetworkError || (error.status === 409 && error.code === 'REQUEST_IN_PROGRESS'));

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

// A hand-written check rather than the shared Zod schema: it keeps Zod out of the code every page loads.
function isErrorEnvelope(value: unknown): value is TErrorEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.error === 'string' && typeof candidate.code === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * How requests reach the API: the browser's fetch, or — when the server renders a public page
 * (entry-server.tsx) — the server's own in-process answer to the same request.
 */
let fetchApi: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

export function setApiFetch(implementation: typeof fetchApi): void {
  fetchApi = implementation;
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  if (!options.idempotent) return send<T>(method, path, options);
  const headers = { ...options.headers, 'Idempotency-Key': newIdempotencyKey() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send<T>(method, path, { ...options, headers });
    } catch (error) {
      const delay = IDEMPOTENT_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isRetryable(error) || options.signal?.aborted) throw error;
      await sleep(delay);
    }
  }
}

async function send<T>(method: Method, path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.auth === false ? null : readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const url = buildUrl(path, options.query);
  // A first-screen call main.tsx already started (lib/early-requests.ts): a plain GET under the same token. A
  // call without the session (the public settings) takes one too: the early list names only addresses whose
  // answer does not depend on who asks, and the session stored is the one it went out under.
  const stored = token ?? (method === 'GET' ? readToken() : null);
  const early = method === 'GET' && stored && !options.headers ? takeEarlyResponse(url, stored) : undefined;
  let response: Response;
  try {
    response = await (early ?? fetchApi(url, { method, headers, body, signal: options.signal }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error. Please try again.', null, Boolean(token));
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (isErrorEnvelope(payload)) {
      throw new ApiError(response.status, payload.code, payload.error, payload, Boolean(token));
    }
    throw new ApiError(response.status, 'HTTP_ERROR', `Request failed (${response.status})`, null, Boolean(token));
  }
  if (payload === undefined) {
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      'The server sent an unreadable answer.',
      null,
      Boolean(token),
    );
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
