import type { UserType } from '@briefly/shared/options';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CheckingScreen } from '@/components/checking-screen';
import { dashboardHref, paths } from '@/config/paths';
import { useSession } from '@/lib/session';

interface RequireUserProps {
  /** User types allowed on the guarded routes; any signed-in user when omitted. */
  allow?: readonly UserType[];
  /** Builds the sign-in address for visitors without a session (admins have their own screen). */
  loginHref?: (next: string) => string;
  children?: ReactNode;
}

/** What the guard remembers about where the visitor was going. */
export interface GuardRedirectState {
  from: string;
}

/**
 * Route guard (docs/product/accounts.md#route-guard): a checking screen while the session loads; a visitor without a
 * session goes to sign in with the origin remembered (in `?next=` and in history state); a user of
 * another type goes to their own dashboard.
 */
export function RequireUser({ allow, loginHref = paths.auth.login.getHref, children }: RequireUserProps) {
  const { status, user } = useSession();
  const location = useLocation();

  if (status === 'checking') return <CheckingScreen />;

  if (status === 'signed-out' || !user) {
    const from = location.pathname + location.search + location.hash;
    const state: GuardRedirectState = { from };
    return <Navigate to={loginHref(from)} replace state={state} />;
  }

  if (allow && !allow.includes(user.type)) return <Navigate to={dashboardHref(user.type)} replace />;

  return children ?? <Outlet />;
}
