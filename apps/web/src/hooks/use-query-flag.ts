import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Reads a one-time query parameter (e.g. `stripe=success` after a payment return), hands its value to
 * `onValue` once, then removes it from the address without adding a history entry.
 */
export function useQueryFlag(param: string, onValue: (value: string) => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(param);
  const handled = useRef<string | null>(null);
  const callback = useRef(onValue);
  useEffect(() => {
    callback.current = onValue;
  });

  useEffect(() => {
    if (value === null) {
      handled.current = null;
      return;
    }
    if (handled.current === value) return;
    handled.current = value;
    callback.current(value);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [param, value, setSearchParams]);
}
