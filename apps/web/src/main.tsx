// First of all: Zod without its `new Function` probe, which a strict CSP reports (app/zod-jitless.ts).
import './app/zod-jitless';
// Then, before the rest of the entry's code is evaluated: a signed-in page's first calls go out.
import './app/start-first-screen-requests';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { whenFirstScreenReady } from './app/first-render';
import { createAppRouter, loadRoutesFor } from './app/router';
import { createQueryClient } from './lib/query-client';
import { readToken } from './lib/session-storage';
import { readSsrState } from './lib/ssr-state';
import { startServerClock } from './lib/viewer-time';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// A public page the server drew (decision 036) is hydrated with the data it was drawn from. The server
// draws it as a visitor sees it: with a session stored, the browser draws it for the signed-in person.
const ssrState = readSsrState();
if (ssrState && !readToken()) {
  const queryClient = createQueryClient();
  hydrate(queryClient, ssrState.queries);
  startServerClock(ssrState.renderedAt);
  void loadRoutesFor(window.location).then(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} hydrationData={ssrState.router} />
      </StrictMode>,
    ),
  );
} else {
  // The router starts before the first render, which waits for the page's code, session and first data
  // (app/first-render.ts).
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  void whenFirstScreenReady(router, queryClient).then(() =>
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
}
