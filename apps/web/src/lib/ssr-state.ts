// What the server hands the browser with a page it rendered (entry-server.tsx, decision 036): the router's
// data and the query cache the markup was drawn from, in a non-executable JSON script element (the
// content security policy allows no inline scripts).

import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

export const SSR_STATE_ELEMENT_ID = 'briefly-ssr';

export interface SsrState {
  /** When the server drew the page (ms since the epoch). */
  renderedAt: number;
  router: HydrationState;
  queries: DehydratedState;
}

/** The state of a server-rendered page, or null for a page the browser draws itself. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
