// Answers to GET calls started before the app's code asks for them: main.tsx sends a signed-in page's
// first-screen calls as the entry runs, instead of after React, the router and the page's code
// (docs/performance.md#dashboards-first-screen). The API client hands each answer to the first request for
// the same address under the same token, once, within a few seconds; anything else asks the server itself.

const FRESH_FOR_MS = 10_000;

const started = new Map<string, { response: Promise<Response>; at: number }>();

export function startEarlyRequests(urls: readonly string[], token: string): void {
  for (const url of urls) {
    const response = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
    // A failure is the taker's to report (as a network error); untaken, it is nobody's.
    response.catch(() => undefined);
    started.set(`${token} ${url}`, { response, at: Date.now() });
  }
}

/** The early answer for a GET of `url` under `token`, if one was started and not taken yet. */
export function takeEarlyResponse(url: string, token: string): Promise<Response> | undefined {
  const key = `${token} ${url}`;
  const entry = started.get(key);
  if (!entry) return undefined;
  started.delete(key);
  return Date.now() - entry.at <= FRESH_FOR_MS ? entry.response : undefined;
}
