// First of all: Zod without its `new Function` probe, which a strict CSP reports (app/zod-jitless.ts).
import './app/zod-jitless';
// Then, before the rest of the entry's code is evaluated: a signed-in page's first calls go out.
import './app/start-first-screen-requests';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { whenFirstScreenReady } from './app/first-render';
import { createAppRouter, loadRoutesFor } from './app/router';
import { createQueryClient } from './lib/query-client';
import { readToken } from './lib/session-storage';
import { readSsrState } from './lib/ssr-state';
import { startServerClock } from './lib/viewer-time';

/**
 * theme-init.js holds a click made on a drawn page before the app listens (decision 054): it is given back now. A
 * hydrated page listens as soon as hydration starts (React replays a click made meanwhile); a page React draws
 * anew listens once it is on screen, so the click is given to the app's element rather than to the drawing it
 * replaces.
 */
const releaseHeldClick = () => (window as { brieflyListening?: () => void }).brieflyListening?.();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// A public page the server drew (decision 036) is hydrated with the data it was drawn from. The server
// draws it as a visitor sees it: with a session stored, the browser draws it for the signed-in person.
const ssrState = readSsrState();
if (ssrState && !readToken()) {
  const queryClient = createQueryClient();
  hydrate(queryClient, ssrState.queries);
  startServerClock(ssrState.renderedAt);
  // Hydrated as a transition: React then works in slices of a few milliseconds and lets the browser paint and
  // answer input between them, where a default-priority hydration is one long task of the whole page (at a
  // phone's CPU, hundreds of milliseconds of Lighthouse's Total Blocking Time). The drawing is on screen
  // meanwhile; a click before the end makes React finish hydrating at once, then handle it.
  void loadRoutesFor(window.location).then(() => {
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App queryClient={queryClient} hydrationData={ssrState.router} />
        </StrictMode>,
      );
    });
    releaseHeldClick();
  });
} else {
  // The router starts before the first render, which waits for the page's code, session and first data
  // (app/first-render.ts). That render is a transition: React draws the whole page in slices of a few
  // milliseconds, yielding to the browser between them, where a plain render held the main thread for the
  // whole page at once — on a phone a long task of several hundred milliseconds (issue 39, decision 055).
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // A visitor's form or a signed-in dashboard alike (decisions 054, 055).
  void whenFirstScreenReady(router, queryClient).then(() => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App queryClient={queryClient} router={router} onFirstScreen={releaseHeldClick} />
        </StrictMode>,
      ),
    );
  });
}
