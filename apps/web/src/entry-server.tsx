// The server's renderer of the public pages (decision 036): the same route components as the browser,
// rendered to HTML with their data, which main.tsx then hydrates. Built by `vite build --ssr` into
// dist-ssr/entry-server.js and imported by the API server (modules/public-pages/page-body.ts).
// It renders as a visitor: no session, no stored theme; what a signed-in person sees differs and is
// drawn by the browser (main.tsx renders instead of hydrating when a session is stored).

import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { paths } from '@/config/paths';
import { forumPostsQueryOptions } from '@/features/forums/api/get-forum-posts';
import { forumStatsQueryOptions } from '@/features/forums/api/get-forum-stats';
import { creatorProfileQueryOptions } from '@/features/creator-profiles/api/get-creator-profile';
import { publicCreatorsQueryOptions } from '@/features/creators/api/get-public-creators';
import { creatorsIndexParams } from '@/features/creators/routes/creators-index';
import { eventsQueryOptions } from '@/features/events/api/get-events';
import { eventsParams } from '@/features/events/routes/events';
import { brandPageQueryOptions } from '@/features/marketplace/api/get-brand-page';
import { publicBriefQueryOptions } from '@/features/marketplace/api/get-public-brief';
import { publicBriefsQueryOptions } from '@/features/marketplace/api/get-public-briefs';
import { marketplaceParams } from '@/features/marketplace/lib/marketplace-params';
import { storiesQueryOptions } from '@/features/stories/api/get-stories';
import { storiesParams } from '@/features/stories/routes/success-stories';
import { setApiFetch } from '@/lib/api-client';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { createQueryClient } from '@/lib/query-client';
import type { SsrState } from '@/lib/ssr-state';
import { startServerClock } from '@/lib/viewer-time';

/** Answers an API request inside the server (the caller passes its own in-process `inject`). */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

// No viewer here: times are written in UTC, as the browser writes them while it hydrates (lib/viewer-time.ts).
startServerClock();

// Each page's API requests go to the fetch of the request being rendered: renders run concurrently.
const requestFetch = new AsyncLocalStorage<ApiFetch>();
setApiFetch((url, init) => {
  const fetchApi = requestFetch.getStore();
  if (!fetchApi) return Promise.reject(new Error('The server renderer fetched outside a render.'));
  return fetchApi(url, init);
});

type Prefetch = (client: QueryClient, params: Record<string, string | undefined>, url: URL) => Promise<unknown>[];

/** The data each public page shows first, asked for as the browser's page would ask (same query keys). */
const PAGE_DATA: ReadonlyArray<{ path: string; prefetch: Prefetch }> = [
  {
    path: paths.marketplace.path,
    prefetch: (client, _params, url) => [
      client.prefetchQuery(publicBriefsQueryOptions(marketplaceParams(url.searchParams))),
    ],
  },
  {
    path: paths.brief.path,
    prefetch: (client, params) => [client.prefetchQuery(publicBriefQueryOptions(params.briefId ?? '', null))],
  },
  {
    path: paths.briefApply.path,
    prefetch: (client, params) => [client.prefetchQuery(publicBriefQueryOptions(params.briefId ?? '', null))],
  },
  {
    path: paths.brandPublicBriefs.path,
    prefetch: (client, params) => [client.prefetchQuery(brandPageQueryOptions(params.brandId ?? ''))],
  },
  {
    path: paths.creators.path,
    prefetch: (client, _params, url) => [
      client.prefetchQuery(publicCreatorsQueryOptions(creatorsIndexParams(url.searchParams))),
    ],
  },
  {
    path: paths.creatorProfile.path,
    prefetch: (client, params) => [client.prefetchQuery(creatorProfileQueryOptions(params.userName ?? ''))],
  },
  {
    path: paths.community.path,
    prefetch: (client) => [
      client.prefetchQuery(forumStatsQueryOptions()),
      client.prefetchInfiniteQuery(forumPostsQueryOptions({ sort: 'latest' })),
    ],
  },
  {
    path: paths.events.path,
    prefetch: (client, _params, url) => [
      client.prefetchQuery(eventsQueryOptions(eventsParams(url.searchParams), null)),
    ],
  },
  {
    path: paths.successStories.path,
    prefetch: (client, _params, url) => [client.prefetchQuery(storiesQueryOptions(storiesParams(url.searchParams)))],
  },
  // The sign-in and registration forms (decision 056) show what the deployment offers: Google's button, the
  // demo's admin credentials.
  ...[
    paths.auth.login.path,
    paths.auth.adminLogin.path,
    paths.auth.brandRegister.path,
    paths.auth.creatorRegister.path,
  ].map((path) => ({
    path,
    prefetch: ((client) => [client.prefetchQuery(publicConfigQueryOptions())]) satisfies Prefetch,
  })),
];

const handler = createStaticHandler(routes);

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The hoisted `<style precedence>` elements of that markup, for the page's head (see splitHoistedStyles). */
  head: string;
  /** What main.tsx needs to hydrate that markup: the router's data and the query cache. */
  state: SsrState;
}

const HOISTED_STYLES =
  /^(?:<style data-precedence="[^"]*" data-href="[^"]*">[^<]*<\/style>|<link rel="preload"(?: [\w-]+="[^"]*")*\/>)+/;

/**
 * renderToString writes what React hoists at the start of its markup, which would put it inside <div id="root">:
 * the styles (Mantine's deduplicated inline styles, app/provider.tsx) and the preloads of the first images it
 * draws (a creator's photo). They go to the head instead, where the browser's React finds the styles by their
 * data-href when it hydrates.
 */
export function splitHoistedStyles(markup: string): { html: string; head: string } {
  const head = HOISTED_STYLES.exec(markup)?.[0] ?? '';
  return { html: markup.slice(head.length), head };
}

/** Renders a public page's body for a visitor; null when the router has no page to show there. */
export async function renderPage(url: URL, fetchApi: ApiFetch): Promise<RenderedPage | null> {
  return requestFetch.run(fetchApi, async () => {
    const queryClient = createQueryClient();
    const page = PAGE_DATA.map((entry) => ({ entry, match: matchPath(entry.path, url.pathname) })).find(
      ({ match }) => match !== null,
    );
    if (page?.match) await Promise.all(page.entry.prefetch(queryClient, page.match.params, url));
    // A request that failed is asked again by the browser: rendered here as its error, it would not hydrate.
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });

    const context = await handler.query(new Request(url));
    // A redirect, or a route that failed: the browser handles it as before.
    if (context instanceof Response || context.errors) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const renderedAt = Date.now();
    const draw = () =>
      renderToString(
        <StrictMode>
          <AppProvider queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </StrictMode>,
      );
    let html = draw();
    // A lazy part (React.lazy) starts loading at its first render, which leaves it to the browser (`<!--$!-->`):
    // its code is in this bundle, so one more turn has it, and the page is drawn again whole.
    if (html.includes('<!--$!-->')) {
      await new Promise((resolve) => setImmediate(resolve));
      html = draw();
    }
    const queries: DehydratedState = dehydrate(queryClient);
    queryClient.clear();
    return {
      ...splitHoistedStyles(html),
      state: {
        renderedAt,
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
        queries,
      },
    };
  });
}
