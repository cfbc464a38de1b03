import type { TSessionUser } from '@briefly/shared/auth';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { dashboardHref, safeNextPath } from '@/config/paths';

function isFromState(state: unknown): state is { from: string } {
  return typeof state === 'object' && state !== null && typeof (state as { from?: unknown }).from === 'string';
}

/** The remembered origin from the route guard: `?next=` first, then history state. */
export function useRememberedOrigin(): string | null {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  return (
    safeNextPath(searchParams.get('next')) ?? (isFromState(location.state) ? safeNextPath(location.state.from) : null)
  );
}

/** After sign-in: back to where the guard found the user, else to the dashboard of their type. */
export function useAuthRedirect(): (user: TSessionUser) => void {
  const navigate = useNavigate();
  const origin = useRememberedOrigin();
  return useCallback(
    (user: TSessionUser) => {
      navigate(origin ?? dashboardHref(user.type), { replace: true });
    },
    [navigate, origin],
  );
}
