import type { ReactNode } from 'react';
import { useDeferOnPhoneFirstScreen } from '@/hooks/use-after-first-paint';

/** Below 48em (sm): the dashboards' columns and cards stack there, one under the other. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * A part of a dashboard's first screen that a phone shows only after scrolling: there it is drawn just after the
 * first paint (in a transition), so the first screen's commit — one task, all of it Total Blocking Time on a
 * phone's CPU — does not build it (issue 39). Elsewhere, and on a screen opened later, it is drawn at once.
 * Use it only for what follows the first screen's last visible part in the page's order, so that nothing seen
 * moves when it arrives.
 */
export function BelowTheFold({ children, query = PHONE_QUERY }: { children: ReactNode; query?: string }) {
  return useDeferOnPhoneFirstScreen(query) ? null : children;
}
