import { startTransition, useEffect, useState } from 'react';

/**
 * False while a screen is first drawn, true once the browser has painted it: a long list draws the rows a
 * screen shows first and the rest just after, so the first screen is not held back by rows below the fold
 * (the Notifications page's twenty cards cost a throttled CPU ~0.2 s before anything was painted).
 * With `inTransition`, the rest is drawn as a transition, in slices the browser can answer input between.
 */
export function useAfterFirstPaint(inTransition = false): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs just before its paint; a task queued from there runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => (inTransition ? startTransition(() => setPainted(true)) : setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted, inTransition]);
  return painted;
}

let firstScreenPainted = false;

/**
 * True where a part may be left for just after the first paint: on the app's first screen only (a tab opened
 * later draws at once) and only on a narrow screen, where the dashboards' columns stack and what follows the
 * first cards is below the fold (issue 39: a phone's first commit was one task of several hundred ms).
 */
export function useDeferOnPhoneFirstScreen(query = '(max-width: 61.99em)'): boolean {
  const painted = useAfterFirstPaint(true);
  const [deferred] = useState(
    () => !firstScreenPainted && typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (painted) firstScreenPainted = true;
  }, [painted]);
  return deferred && !painted;
}
