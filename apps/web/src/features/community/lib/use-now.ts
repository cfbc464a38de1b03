import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`, so relative times ('2 hours ago') move on. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
