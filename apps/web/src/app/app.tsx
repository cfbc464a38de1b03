import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { DataRouter, HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { releaseServerClock } from '@/lib/viewer-time';
import { AppProvider } from './provider';
import { createAppRouter, routerFallback } from './router';

export interface AppProps {
  /** A query client already holding the data of a page the server drew (main.tsx). */
  queryClient?: QueryClient;
  /** The router's data of that page. */
  hydrationData?: HydrationState;
  /** A router made (and started) before the first render, with its query client (main.tsx). */
  router?: DataRouter;
  /** Called once the router's first page is on screen (main.tsx gives a click held before then back to it). */
  onFirstScreen?: () => void;
}

/**
 * Whether the router has finished its first navigation (the matched routes' code and loaders). React Router's
 * provider reads the router's state when it renders and listens only from its commit, so a first navigation that
 * ended in between was lost while another listener was attached (main.tsx's wait for the first screen), and the
 * page showed its loading fallback for good (remix-run/react-router#15527). That window is wide when the first render
 * is a transition drawn in slices, begun at the wait's deadline on a slow machine: two end-to-end journeys hung there.
 */
function useRouterInitialized(router: DataRouter): boolean {
  const subscribe = useCallback((onChange: () => void) => router.subscribe(onChange), [router]);
  const initialized = () => router.state.initialized;
  return useSyncExternalStore(subscribe, initialized, initialized);
}

export function App({ queryClient: givenClient, hydrationData, router: givenRouter, onFirstScreen }: AppProps = {}) {
  // One query client for the pages and the routes' loaders, which start data requests early.
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createAppRouter(queryClient, hydrationData));
  // A drawn page is hydrated on the server's clock (UTC); then its times move to the viewer's.
  useEffect(releaseServerClock, []);
  // The provider is mounted with a router that has finished its first navigation, so it cannot miss its end.
  const initialized = useRouterInitialized(router);
  useEffect(() => {
    if (initialized) onFirstScreen?.();
  }, [initialized, onFirstScreen]);
  return (
    <AppProvider queryClient={queryClient}>
      {initialized ? <RouterProvider router={router} /> : routerFallback}
    </AppProvider>
  );
}
