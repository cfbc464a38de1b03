import type { Db } from '../../db/client.ts';
import type { RealtimeSender } from '../../platform/outbox/realtime-forwarder.ts';
import type { AppModule, Clock, Logger } from '../../platform/module.ts';
import { getOrCreateSecret } from '../../platform/secrets.ts';
import { countedMailTransport, type Metrics } from '../../platform/metrics/metrics.ts';
import { createSmtpTransport, outboxOnlyTransport, type MailTransport } from './mail-transport.ts';
import { createNotificationMail, type NotificationMail } from './notification-mail.ts';
import { createNotificationsSubscriber } from './notification-producers.ts';
import { createCommunityNotificationsSubscriber } from './community-notifications.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService, type NotificationsService } from './notifications.service.ts';
import * as repo from './notifications.repository.ts';

// Notifications (docs/product/notifications.md): the event subscriber that makes them, the API,
// the email queue and the batch job. Its tables: notifications, notification_preferences, mail_outbox.

export interface NotificationsModuleDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  realtime: RealtimeSender;
  demoMode: boolean;
  publicUrl: string;
  mail: { smtp: { url: string; from: string } | null; unsubscribeSecret: string | null; batchDelayMs?: number };
  /** Replaces the transport chosen by config (tests). */
  mailTransport?: MailTransport;
  /** Counts each send as sent or failed. */
  metrics?: Metrics;
  /** Unverified addresses get no notification email (decision 020). */
  emailVerificationRequired?: boolean;
}

export interface NotificationsServices {
  notifications: NotificationsService;
  notificationMail: NotificationMail;
}

/** Dismissed notifications and the mail log are kept this long (docs/product/notifications.md#retention). */
export const RETENTION_MS = 90 * 24 * 60 * 60_000;

/** Without MAIL_UNSUBSCRIBE_SECRET, unsubscribe links are signed with a random key kept in the database. */
const UNSUBSCRIBE_SECRET_NAME = 'notifications.unsubscribe';

export async function createNotificationsModule(
  deps: NotificationsModuleDeps,
): Promise<AppModule<NotificationsServices> & { close(): void }> {
  const { db, clock, log } = deps;
  // Resolved now, outside any transaction: emails are composed inside delivery transactions.
  const unsubscribeSecret = deps.mail.unsubscribeSecret ?? (await getOrCreateSecret(db, UNSUBSCRIBE_SECRET_NAME));
  const chosen = deps.mailTransport ?? (deps.mail.smtp ? createSmtpTransport(deps.mail.smtp) : outboxOnlyTransport);
  const transport = deps.metrics ? countedMailTransport(chosen, deps.metrics) : chosen;
  const mail = createNotificationMail({
    db,
    clock,
    log,
    transport,
    publicUrl: deps.publicUrl,
    unsubscribeSecret,
    batchDelayMs: deps.mail.batchDelayMs,
    emailVerificationRequired: deps.emailVerificationRequired,
  });
  const notifications = createNotificationsService({ db, clock, realtime: deps.realtime, mail });
  return {
    name: 'notifications',
    services: { notifications, notificationMail: mail },
    routes: [
      (app) => notificationsRoutes(app, { notifications, mail, demoMode: deps.demoMode, publicUrl: deps.publicUrl }),
    ],
    subscribers: [
      createNotificationsSubscriber(notifications),
      createCommunityNotificationsSubscriber({ notifications, publicUrl: deps.publicUrl, clock }),
    ],
    queues: mail.queues,
    jobs: [
      ...mail.jobs,
      {
        name: 'prune-notifications',
        intervalMs: 24 * 60 * 60_000,
        run: () => repo.prune(db, new Date(clock().getTime() - RETENTION_MS)),
      },
    ],
    close: () => transport.close(),
  };
}
