import { formatZonedDateTime } from '@briefly/shared/zoned-time';
import { startTransition, useEffect, useState } from 'react';

// The one clock on pages (docs/product/limits-and-messages.md#times-with-their-zone): moments on the
// viewer's clock (their account's chosen zone, else the device's), the zone named. Kept apart from time-zone.ts (the admin's month queries) so every page
// can load it without pulling the admin's code into its chunks.

// A page the server drew (decision 036) wrote its times in UTC, knowing no viewer; it is hydrated on that
// same clock, so the markup matches, and then redrawn on the viewer's: components that write times
// subscribe with useViewerZone().
let serverClock = false;
const listeners = new Set<() => void>();

let serverNow: number | null = null;

/**
 * Times are written in UTC from now on: on the server, and in the browser while it hydrates a drawn page —
 * there with the moment the server drew it (`renderedAt`), so relative times ("2 hours ago") read the same.
 */
export function startServerClock(renderedAt: number | null = null): void {
  serverClock = true;
  serverNow = renderedAt;
}

/** Now, or the moment the server drew the page while the browser hydrates it. */
export const clockNow = (): Date => new Date(serverClock && serverNow !== null ? serverNow : Date.now());

/** Back to the viewer's clock once the drawn page is hydrated; the components that write times redraw. */
export function releaseServerClock(): void {
  if (!serverClock) return;
  serverClock = false;
  serverNow = null;
  for (const listener of listeners) listener();
}

// A zone the signed-in person picked in Settings (decision 039) wins over the device's: it is theirs.
let accountZone: string | null = null;

/** The zone picked in Settings (null: follow the device); the components that write times redraw. */
export function setAccountZone(zone: string | null): void {
  if (zone === accountZone) return;
  accountZone = zone;
  for (const listener of listeners) listener();
}

let device: string | null = null;
/**
 * The device's own zone: the browser's IANA name, UTC when it gives none. Read once: building a formatter to
 * ask is slow, and every time on a page asks (a dashboard's first render spent ~70 ms of a throttled CPU here).
 */
export const deviceZone = (): string => (device ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

/** The viewer's time zone: the one picked in Settings, else the device's (UTC while hydrating). */
export const viewerZone = (): string => (serverClock ? 'UTC' : (accountZone ?? deviceZone()));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The zone times are written in now; a component calling it redraws when hydration hands over to the viewer's.
 * The redraw is a transition (decision 054): a store subscription (useSyncExternalStore) redraws at once, in one
 * task, and the components calling this are whole pages — the brief, the marketplace, a profile — so each drawn
 * page spent a second full render in one long task right after hydrating (Lighthouse's Total Blocking Time).
 */
export function useViewerZone(): string {
  const [zone, setZone] = useState(viewerZone);
  useEffect(() => {
    const update = () => startTransition(() => setZone(viewerZone()));
    // The zone may have changed between this render and its effect.
    update();
    const unsubscribe = subscribe(update);
    return () => {
      unsubscribe();
    };
  }, []);
  return zone;
}

/** "Tue, Mar 4, 2026 at 6:00 PM EST": a moment on the viewer's clock, its zone named. */
export const viewerDateTime = (instant: Date | string): string => formatZonedDateTime(instant, viewerZone());
