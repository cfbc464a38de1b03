import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * For what only members may do (post, reply, like, report): a visitor is sent to sign in and
 * brought back to this address (plus `extra`, e.g. the New Post form). Answers whether the caller
 * may go on.
 */
export function useSignInFirst() {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = status === 'signed-in' && user !== null;
  const requireSignIn = useCallback(
    (extra: Record<string, string> = {}) => {
      if (signedIn) return true;
      const params = new URLSearchParams(location.search);
      for (const [key, value] of Object.entries(extra)) params.set(key, value);
      const search = params.toString();
      void navigate(paths.auth.login.getHref(`${location.pathname}${search ? `?${search}` : ''}`));
      return false;
    },
    [signedIn, navigate, location.pathname, location.search],
  );
  return { signedIn, user: signedIn ? user : null, requireSignIn };
}

/** The login address that brings a visitor back here (for links rather than buttons). */
export function useSignInHref(extra: Record<string, string> = {}): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return paths.auth.login.getHref(`${location.pathname}${search ? `?${search}` : ''}`);
}
