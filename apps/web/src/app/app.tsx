import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DataRouter, HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { releaseServerClock } from '@/lib/viewer-time';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export interface AppProps {
  /** A query client already holding the data of a page the server drew (main.tsx). */
  queryClient?: QueryClient;
  /** The router's data of that page. */
  hydrationData?: HydrationState;
  /** A router made (and started) before the first render, with its query client (main.tsx). */
  router?: DataRouter;
}

export function App({ queryClient: givenClient, hydrationData, router: givenRouter }: AppProps = {}) {
  // One query client for the pages and the routes' loaders, which start data requests early.
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createAppRouter(queryClient, hydrationData));
  // A drawn page is hydrated on the server's clock (UTC); then its times move to the viewer's.
  useEffect(releaseServerClock, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
