import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `everyMs`, so relative and clock times ('2 hours ago', 'Just now', '3:07 PM')
 * move on while a page stays open.
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
