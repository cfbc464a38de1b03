import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** After a successful payment the page moves on by itself after 3 seconds (docs/product/funding.md#result-pages). */
export const REDIRECT_DELAY_MS = 3000;

/** Counts down and then navigates to `to`; does nothing while `active` is false. Returns the seconds left. */
export function useRedirectCountdown(active: boolean, to: string): number {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_DELAY_MS / 1000);

  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    const tick = window.setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((REDIRECT_DELAY_MS - (Date.now() - started)) / 1000)));
    }, 250);
    const done = window.setTimeout(() => navigate(to, { replace: true }), REDIRECT_DELAY_MS);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(done);
    };
  }, [active, navigate, to]);

  return secondsLeft;
}
