// The session of the signed-in user (docs/product/accounts.md#sessions): restored from browser storage at
// start and confirmed with GET /api/me; sign-out revokes the token, clears storage and returns to /.

import type { TAuthResponse, TSessionUser } from '@briefly/shared/auth';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isSessionEndReason } from '@briefly/shared/session-end';
import { isApiError } from './api-client';
import { getMe, logout } from './session-api';
import {
  clearSession,
  readStoredUser,
  rememberSignedOutReason,
  readToken,
  STORAGE_KEYS,
  writeSession,
  writeStoredUser,
} from './session-storage';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

export interface SessionContextValue {
  status: SessionStatus;
  user: TSessionUser | null;
  /** Stores the token and user and marks the session signed in. Returns the user. */
  signIn: (auth: TAuthResponse) => TSessionUser;
  /** Revokes the token (POST /api/logout), clears storage and reloads the home page. */
  /** Signs out, then goes to `to` (the home page by default; the admin's sign-in page for an admin). */
  signOut: (to?: string) => Promise<void>;
  /** Forgets a session the server no longer accepts (a 401 on a request that carried the token, given to say why). */
  expire: (error?: unknown) => void;
  /** Applies the server's new values for the signed-in user (e.g. after a profile save) and stores them. */
  updateUser: (
    changes: Partial<
      Pick<
        TSessionUser,
        | 'name'
        | 'fullName'
        | 'userName'
        | 'companyName'
        | 'contactName'
        | 'emailVerified'
        | 'twoFactorEnabled'
        | 'twoFactorSetupRequired'
        | 'timeZone'
        | 'timeZoneChosen'
        | 'photo'
      >
    >,
  ) => void;
}

interface SessionState {
  status: SessionStatus;
  user: TSessionUser | null;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** A 401 SESSION_ENDED says why the server ended the session: kept for the sign-in page to say it. */
function noteWhySignedOut(error: unknown) {
  if (!isApiError(error) || error.code !== 'SESSION_ENDED') return;
  const details = error.body?.details as { reason?: unknown } | undefined;
  if (isSessionEndReason(details?.reason)) rememberSignedOutReason(details.reason);
}

/** GET /api/me's verdict on the stored token: a refusal ends the session, a failure keeps the stored user. */
async function confirmToken(signal?: AbortSignal): Promise<SessionState> {
  try {
    const { user } = await getMe(signal);
    writeStoredUser(user);
    return { status: 'signed-in', user };
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      noteWhySignedOut(error);
      clearSession();
      return { status: 'signed-out', user: null };
    }
    // Server unreachable or failing: keep the stored user rather than signing people out over
    // a blip; the next authenticated call will end the session if the token is really gone.
    const stored = readStoredUser();
    return stored ? { status: 'signed-in', user: stored } : { status: 'signed-out', user: null };
  }
}

// The stored token's check made before the first render (main.tsx), so a signed-in page is drawn as itself
// rather than as a checking screen first.
let checkedAtStart: { token: string; state: SessionState } | null = null;

/** Checks the stored token now, for the session to start from (main.tsx waits for it before drawing). */
export async function checkStoredSession(): Promise<TSessionUser | null> {
  const token = readToken();
  if (!token) return null;
  const state = await confirmToken();
  checkedAtStart = { token, state };
  return state.user;
}

function initialState(): SessionState {
  const token = readToken();
  if (!token) return { status: 'signed-out', user: null };
  if (checkedAtStart?.token === token) return checkedAtStart.state;
  return { status: 'checking', user: readStoredUser() };
}

const LOGOUT_TIMEOUT_MS = 5000;

export interface SessionProviderProps {
  children: ReactNode;
  /** Where the browser goes after sign-out (`to`); a full page load by default (clears every in-memory state). */
  onSignedOut?: (to: string) => void;
}

export function SessionProvider({ children, onSignedOut }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(initialState);

  // Confirm a stored token once at start.
  const checking = state.status === 'checking';
  useEffect(() => {
    if (!checking) return;
    const controller = new AbortController();
    void confirmToken(controller.signal).then((next) => {
      if (!controller.signal.aborted) setState(next);
    });
    return () => controller.abort();
  }, [checking]);

  // Another tab signed in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
      const token = readToken();
      const user = readStoredUser();
      setState(token && user ? { status: 'signed-in', user } : { status: 'signed-out', user: null });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // A 401 on any query or mutation that carried the token means the server has ended the session
  // (expired or revoked): forget it, so the route guard sends the user to sign in again.
  const signedIn = state.status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    const isSessionGone = (error: unknown) => isApiError(error) && error.status === 401 && error.sentToken;
    const forget = (error: unknown) => {
      noteWhySignedOut(error);
      clearSession();
      setState({ status: 'signed-out', user: null });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isSessionGone(event.action.error))
        forget(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isSessionGone(event.action.error))
        forget(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [signedIn, queryClient]);

  const signIn = useCallback(
    (auth: TAuthResponse) => {
      queryClient.clear();
      writeSession(auth);
      setState({ status: 'signed-in', user: auth.user });
      return auth.user;
    },
    [queryClient],
  );

  const updateUser = useCallback<SessionContextValue['updateUser']>((changes) => {
    setState((current) => {
      if (!current.user) return current;
      const user = { ...current.user, ...changes };
      writeStoredUser(user);
      return { ...current, user };
    });
  }, []);

  const expire = useCallback(
    (error?: unknown) => {
      noteWhySignedOut(error);
      clearSession();
      queryClient.clear();
      setState({ status: 'signed-out', user: null });
    },
    [queryClient],
  );

  const signOut = useCallback(
    async (to = '/') => {
      if (readToken()) {
        try {
          await logout(AbortSignal.timeout(LOGOUT_TIMEOUT_MS));
        } catch {
          // The token is dropped locally either way; an unreachable server cannot keep anyone signed in here.
        }
      }
      clearSession();
      queryClient.clear();
      setState({ status: 'signed-out', user: null });
      if (onSignedOut) onSignedOut(to);
      else window.location.assign(to);
    },
    [onSignedOut, queryClient],
  );

  const value = useMemo<SessionContextValue>(
    () => ({ status: state.status, user: state.user, signIn, signOut, expire, updateUser }),
    [state, signIn, signOut, expire, updateUser],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
