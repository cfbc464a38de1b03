import type { QueryClient } from '@tanstack/react-query';
import { readStoredUser } from '@/lib/session-storage';
import { publicBriefQueryOptions } from '../api/get-public-brief';
import { publicBriefsQueryOptions } from '../api/get-public-briefs';
import { marketplaceParams } from './marketplace-params';

// Started by the routes' loaders (app/router.tsx) while the page's code is still loading, so the data
// request does not wait for it (docs/performance.md#early-data). The pages read the same query keys.

export function prefetchMarketplace(queryClient: QueryClient, url: URL): void {
  void queryClient.prefetchQuery(publicBriefsQueryOptions(marketplaceParams(url.searchParams)));
}

/** The brief as the signed-in viewer (from the stored session, checked by the server as always) sees it. */
export function prefetchBrief(queryClient: QueryClient, briefId: string): void {
  void queryClient.prefetchQuery(publicBriefQueryOptions(briefId, readStoredUser()?.id ?? null));
}
