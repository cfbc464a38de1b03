import type { UserType } from '@briefly/shared/options';

export interface AuthenticatedUser {
  id: string;
  type: UserType;
  email: string;
  /** Whether the account signs in with a second factor (admins may be held at enrollment without one). */
  twoFactorEnabled?: boolean;
}

export type SessionResolver = (token: string) => Promise<{ sessionId: string; user: AuthenticatedUser } | null>;

/** Where a request came from, for sessions and the audit log. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}
