import { vi } from 'vitest';

type Handler = (init: RequestInit | undefined, url: string) => Promise<Response> | Response;

export const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const PUBLIC_CONFIG = {
  demoMode: false,
  demoAdmin: null,
  googleClientId: null,
  paymentsMode: 'test',
  stripePublishableKey: null,
  platformFeePercent: 10,
  version: '1.0.0',
};

/**
 * Replaces global fetch with a router keyed by "METHOD /path". Unknown calls fail the test loudly.
 * GET /api/config/public answers with a plain configuration unless overridden.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? url;
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${path}`;
    const handler = handlers[key] ?? (key === 'GET /api/config/public' ? () => json(200, PUBLIC_CONFIG) : undefined);
    if (!handler) throw new Error(`Unexpected request in test: ${key}`);
    return handler(init, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A promise whose settling the test controls. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
