import type { Db } from '../../db/client.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import { getOrCreateSecret } from '../../platform/secrets.ts';
import type { NotificationMail, NotificationsService } from '../notifications/index.ts';
import { createSavedSearchAlerts, type SavedSearchAlerts } from './saved-search-alerts.ts';
import { verifySearchUnsubscribe } from './saved-search-mail.ts';
import * as repo from './saved-searches.repository.ts';
import { savedSearchesRoutes } from './saved-searches.routes.ts';
import { createSavedSearchesService, type SavedSearchesService } from './saved-searches.service.ts';

// Saved marketplace searches and their alerts (docs/product/saved-searches.md, decision 035).
// Its tables: saved_searches, saved_search_matches.

/** The digest's unsubscribe links are signed with a random key kept in the database. */
const UNSUBSCRIBE_SECRET_NAME = 'saved-searches.unsubscribe';

export async function createSavedSearchesModule(deps: {
  db: Db;
  clock: Clock;
  publicUrl: string;
  notifications: Pick<NotificationsService, 'deliver' | 'emailRecipient'>;
  mail: Pick<NotificationMail, 'queueComposedMail'>;
}): Promise<AppModule<{ savedSearches: SavedSearchesService; savedSearchAlerts: SavedSearchAlerts }>> {
  const { db, clock } = deps;
  const unsubscribeSecret = await getOrCreateSecret(db, UNSUBSCRIBE_SECRET_NAME);
  const savedSearches = createSavedSearchesService({ db, clock });
  const alerts = createSavedSearchAlerts({ ...deps, unsubscribeSecret });
  const verify = (token: unknown) => verifySearchUnsubscribe(unsubscribeSecret, token);
  const unsubscribe = async (token: unknown) => {
    const claim = verify(token);
    return claim ? repo.switchOff(db, claim.creatorId, claim.savedSearchIds, clock()) : null;
  };
  return {
    name: 'saved-searches',
    services: { savedSearches, savedSearchAlerts: alerts },
    routes: [
      (app) =>
        savedSearchesRoutes(app, {
          savedSearches,
          unsubscribe,
          verify: (token) => verify(token) !== null,
          publicUrl: deps.publicUrl,
        }),
    ],
    subscribers: [alerts.matcher],
    jobs: alerts.jobs,
  };
}
