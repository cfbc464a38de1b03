import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { checkStoredSession } from '@/lib/session';
import { setAccountZone } from '@/lib/viewer-time';

// When main.tsx draws a page the server did not draw: once the router has the page's code and has run its
// loaders, a stored session is confirmed and the first screen's data are in — so React draws the page
// once, as itself, rather than a loading screen, a checking screen, the page without its figures and then
// with them (each extra render cost a throttled CPU 0.1–0.2 s on a dashboard, and the late figures moved
// the page). All of it went out with the entry (start-first-screen-requests.ts) and the server's preloads,
// so the wait is mostly the code's evaluation; a slow network is waited for at most FIRST_RENDER_WAIT_MS,
// after which the page draws its own loading states as before.

const FIRST_RENDER_WAIT_MS = 1500;

function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

function queriesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}

export function whenFirstScreenReady(router: DataRouter, queryClient: QueryClient): Promise<void> {
  const sessionChecked = checkStoredSession().then((user) => {
    // A zone the person picked is the first screen's clock already (useTimeZoneSync keeps it after).
    if (user?.timeZoneChosen) setAccountZone(user.timeZone ?? null);
  });
  const ready = Promise.all([routerReady(router), sessionChecked]).then(() => queriesSettled(queryClient));
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
  return Promise.race([ready, deadline]);
}
