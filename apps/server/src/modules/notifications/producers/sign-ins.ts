import type { Db } from '../../../db/client.ts';
import type { DomainEvent } from '../../../platform/outbox/domain-events.ts';
import type { NotificationDraft } from '../notifications.service.ts';
import * as repo from '../notifications.repository.ts';
import { browserIdentity } from '../user-agent.ts';

// Sign-ins: the account's owner hears of a sign-in from a browser the account has not used before.

type SignInEvent = Extract<DomainEvent, { type: 'auth.signed_in' }>;

/** The drafts for a sign-in. */
export async function signInDrafts(event: SignInEvent, tx: Db): Promise<NotificationDraft[]> {
  switch (event.type) {
    case 'auth.signed_in': {
      const history = await repo.signInHistory(tx, event.userId, event.sessionId);
      // The first sign-in of an account (the first after registering) is expected wherever it comes from.
      if (history.earlierSignIns === 0) return [];
      const current = browserIdentity(event.userAgent);
      // A browser seen before on this account, registration included, is not news.
      if (history.userAgents.some((userAgent) => browserIdentity(userAgent).key === current.key)) return [];
      return [
        {
          userId: event.userId,
          title: 'New sign-in to your account',
          message: `Your account was signed in from ${current.label} (IP address ${event.ip}); if this was not you, contact the Briefly team at once.`,
          type: 'warning',
          category: 'security',
          priority: 'high',
          link: null,
        },
      ];
    }
  }
}
