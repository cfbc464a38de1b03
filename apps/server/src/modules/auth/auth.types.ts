// The signed-in user and the session resolver are the platform's (platform/identity.ts): auth answers them.
export type { AuthenticatedUser, SessionResolver } from '../../platform/identity.ts';

/** Where a request came from, for sessions and the audit log. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}
