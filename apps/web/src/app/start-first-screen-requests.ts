import { startEarlyRequests } from '@/lib/early-requests';
import { readStoredUser, readToken } from '@/lib/session-storage';
import { firstScreenRequests } from './routes/first-screen-requests';

// Imported first by main.tsx, so it runs before React, the router and the rest of the entry are evaluated:
// a stored session's check (GET /api/me) and the page's first-screen data go out now, not after the app has
// rendered and the page's code arrived (docs/performance.md#dashboards-first-screen).

const token = readToken();
if (token) {
  const user = readStoredUser();
  startEarlyRequests(['/api/me', ...(user ? firstScreenRequests(window.location, user.type) : [])], token);
}
