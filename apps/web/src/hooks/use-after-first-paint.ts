import { useEffect, useState } from 'react';

/**
 * False while a screen is first drawn, true once the browser has painted it: a long list draws the rows a
 * screen shows first and the rest just after, so the first screen is not held back by rows below the fold
 * (the Notifications page's twenty cards cost a throttled CPU ~0.2 s before anything was painted).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs just before its paint; a task queued from there runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
