import type { Config } from './config/config.ts';
import type { Database } from './db/client.ts';
import { readRouting } from './db/read-routing.ts';
import { DEMO_ADMIN } from './seed/demo-accounts.ts';
import { createGoogleIdTokenVerifier, type GoogleIdTokenVerifier } from './integrations/google/id-token-verifier.ts';
import type { PaymentsProvider } from './integrations/payments/provider.ts';
import { withCallTimeout } from './integrations/payments/call-timeout.ts';
import { createOutbox } from './platform/outbox/outbox.ts';
import type { EventPublisher } from './platform/outbox/domain-events.ts';
import type { JobRunner } from './platform/jobs/job-runner.ts';
import { createDatabaseListener } from './platform/listener/database-listener.ts';
import { createRealtime } from './platform/realtime/realtime.ts';
import { createTransport } from './platform/transport/transport.ts';
import { createMetrics, timedPaymentsProvider, type Metrics } from './platform/metrics/metrics.ts';
import {
  systemClock,
  type AppModule,
  type AttentionSource,
  type Clock,
  type Logger,
  type PaymentWebhookHandler,
} from './platform/module.ts';
import { createAuthModule } from './modules/auth/index.ts';
import { createSystemModule } from './modules/system/index.ts';
import { createPaymentsModule } from './modules/payments/index.ts';
import { briefFunding, createBriefsModule, findOwnFundableBrief } from './modules/briefs/index.ts';
import { createSubmissionsModule, submissionActivity } from './modules/submissions/index.ts';
import { createCreatorsModule } from './modules/creators/index.ts';
import { createSearchModule } from './modules/search/index.ts';
import { createNotificationsModule, type MailTransport } from './modules/notifications/index.ts';
import { createMessagingModule } from './modules/messaging/index.ts';
import { createAdminModule } from './modules/admin/index.ts';
import { createForumsModule } from './modules/forums/index.ts';
import { createEventsModule } from './modules/events/index.ts';
import { createReviewsModule } from './modules/reviews/index.ts';
import { createDisputesModule } from './modules/disputes/index.ts';
import { createStoriesModule } from './modules/stories/index.ts';
import { createAccountsModule } from './modules/accounts/index.ts';
import { createPhotosModule } from './modules/photos/index.ts';
import { createPublicPagesModule } from './modules/public-pages/index.ts';
import { createSavedSearchesModule } from './modules/saved-searches/index.ts';
import { createApiKeysModule } from './modules/api-keys/index.ts';
import { createWebhooksModule, type WebhookLookup } from './modules/webhooks/index.ts';
import { collectContributions, createModulesJobRunner } from './composition/contributions.ts';
import { createPaymentsProvider, isTestModeProvider } from './composition/payments-provider.ts';
import { createPlatformAppModule } from './composition/platform-module.ts';
import { composeRewardsMoney } from './composition/rewards-money.ts';

// The composition root: builds every module's services from their dependencies, in dependency
// order, and collects what each contributes (routes, jobs, event subscribers, webhook handlers).
// Nothing here speaks HTTP (app.ts) or starts anything (bootstrap.ts).

export interface CompositionOptions {
  config: Config;
  database: Database;
  log: Logger;
  clock?: Clock;
  googleIdTokenVerifier?: GoogleIdTokenVerifier | null;
  /** Replaces the provider chosen by config (tests wrap it to inject failures). */
  paymentsProvider?: PaymentsProvider;
  /** Replaces the mail transport chosen by config (tests). */
  mailTransport?: MailTransport;
  /** The process's metrics (bootstrap makes them); a bare registry of their own otherwise. */
  metrics?: Metrics;
  /** Replaces DNS for outgoing webhooks (tests resolve names to addresses of their choosing). */
  webhookLookup?: WebhookLookup;
}

export async function compose(options: CompositionOptions) {
  const { config, database, log } = options;
  const db = database.db;
  // The modules that serve public reads: from the replica in an anonymous public read, else the primary (decision 053).
  const readDb = readRouting(db, database.replica);
  const clock = options.clock ?? systemClock;

  const metrics = options.metrics ?? createMetrics();
  const outbox = createOutbox({ db, clock });
  const events: EventPublisher = outbox.publisher;
  const listener = createDatabaseListener(database, log);
  // The realtime fan-out and the rate-limit counters: PostgreSQL, or Redis with REDIS_URL (decision 034).
  const transport = createTransport({ redis: config.redis, database, listener, log });
  const provider = timedPaymentsProvider(
    withCallTimeout(
      options.paymentsProvider ?? (await createPaymentsProvider(config, database, log)),
      config.paymentsProviderTimeoutMs,
    ),
    metrics,
  );
  const webhookHandlers = new Map<string, PaymentWebhookHandler>();

  const googleVerifier =
    options.googleIdTokenVerifier !== undefined
      ? options.googleIdTokenVerifier
      : config.google
        ? createGoogleIdTokenVerifier(config.google)
        : null;
  const auth = createAuthModule({
    db,
    clock,
    sessionTtlMs: config.sessionTtlMs,
    adminSessionTtlMs: config.adminSessionTtlMs,
    verifyGoogleIdToken: googleVerifier,
    rateLimit: config.authRateLimit,
    accountLimit: config.authAccountLimit,
    rateLimitCounters: transport.rateLimitCounters,
    events,
    // Bound late: the notifications module (the mail queue) is built after the realtime streams, which need auth.
    accountMail: { queue: (tx, mail, at) => notifications.services.notificationMail.queueAccountMail(tx, mail, at) },
    publicUrl: config.publicUrl,
    emailVerificationRequired: config.emailVerificationRequired,
    adminTwoFactorRequired: config.adminTwoFactorRequired,
    // Bound late too: the realtime streams need auth to resolve their sessions.
    endStreams: (tx, userId, sessionIds) => realtime.endStreamsOf(tx, [userId], sessionIds),
    // Bound late too: the brand API keys that end with the password (decision 049).
    passwordChanged: (tx, userId, at) => apiKeys.services.apiKeys.passwordChanged(tx, userId, at),
  });
  const apiKeys = createApiKeysModule({
    db,
    clock,
    live: config.payments.mode === 'stripe',
    counters: transport.rateLimitCounters,
    rateLimit: config.apiKeyRateLimit,
  });
  // Ready only when the live updates reach this process: its LISTEN connection where something listens
  // (the realtime fan-out on PostgreSQL, the job runners' wake-ups) and, in Redis mode, its Redis subscriber.
  // A Redis-mode process without jobs opens no LISTEN connection at all.
  const listens = transport.kind === 'postgres' || config.jobsEnabled;
  const system = createSystemModule({
    database,
    config,
    listener: { isConnected: () => (!listens || listener.isConnected()) && transport.isConnected() },
    demoAdmin: DEMO_ADMIN,
  });

  // Rewards money (decision 007): payouts, the money views, awards, pool refunds.
  const { payouts, moneyViews, awards, poolRefunds } = composeRewardsMoney({
    db,
    clock,
    provider,
    events,
    config,
    requireVerifiedEmail: auth.services.auth.requireVerifiedEmail,
  });

  const payments = createPaymentsModule({
    db,
    clock,
    provider,
    events,
    publicUrl: config.publicUrl,
    findOwnBrief: (brandId, briefId) => findOwnFundableBrief(db, brandId, briefId),
    // Briefs use payments (card intents, checkout); payments fund a brief through this port, not an import.
    briefFunding,
    webhookHandlers: (type) => webhookHandlers.get(type),
  });
  const briefs = createBriefsModule({
    db: readDb,
    clock,
    events,
    payments: payments.services.payments,
    activity: submissionActivity,
  });
  const submissions = createSubmissionsModule({
    db,
    clock,
    events,
    briefs: briefs.services.briefs,
    payoutAccounts: payouts.services.payoutAccounts.directory,
  });
  const creators = createCreatorsModule({
    db: readDb,
    clock,
    briefs: briefs.services.briefs,
    submissions: submissions.services.submissions,
  });
  const search = createSearchModule({ briefs: briefs.services.briefs, submissions: submissions.services.submissions });

  const realtime = createRealtime({
    db,
    bus: transport.bus,
    resolveSession: auth.services.auth.resolveSession,
    log,
    clock,
  });
  const platform = createPlatformAppModule({ db, clock, database, config, outbox, realtime, transport, metrics });
  const notifications = await createNotificationsModule({
    db,
    clock,
    log,
    realtime,
    demoMode: config.demoMode,
    publicUrl: config.publicUrl,
    mail: config.mail,
    mailTransport: options.mailTransport,
    metrics,
    emailVerificationRequired: config.emailVerificationRequired,
  });

  const savedSearches = await createSavedSearchesModule({
    db,
    clock,
    publicUrl: config.publicUrl,
    notifications: notifications.services.notifications,
    mail: notifications.services.notificationMail,
  });

  const messaging = await createMessagingModule({
    db,
    clock,
    events,
    dataDir: config.dataDir,
    s3: config.s3,
    rateLimit: config.messaging.rateLimit,
  });

  const photos = createPhotosModule({
    db,
    dataDir: config.dataDir,
    s3: config.s3,
    rateLimit: config.messaging.rateLimit,
  });

  // Filled once every module exists: the admin's "needs attention" asks each module's sources.
  const attentionSources: AttentionSource[] = [];
  const admin = createAdminModule({
    db,
    clock,
    auth: auth.services.auth,
    briefs: briefs.services.briefs,
    submissions: submissions.services.submissions,
    moneyViews: moneyViews.services.moneyViews,
    messaging: messaging.services.messaging,
    provider,
    attention: config.attention,
    attentionSources: () => attentionSources,
    // The runner is built once every module exists; its queue names are asked when the admin opens Jobs.
    jobQueues: () => jobs.queueNames(),
  });
  const forums = createForumsModule({ db: readDb, clock, events });
  const communityEvents = createEventsModule({ db: readDb, clock, events, publicUrl: config.publicUrl });
  const stories = createStoriesModule({ db: readDb, clock, events });
  const reviews = createReviewsModule({ db, clock, events });
  // Brands' webhooks: payloads are what the API answers for the resource, read through its module's service.
  const webhooks = createWebhooksModule({
    db,
    clock,
    log,
    production: config.env === 'production',
    allowLoopback: config.webhooks.allowLoopback,
    publicUrl: config.publicUrl,
    mail: { queue: (tx, mail, at) => notifications.services.notificationMail.queueAccountMail(tx, mail, at) },
    lookup: options.webhookLookup,
    resources: {
      submission: (brandId, id) => submissions.services.submissions.getForBrand(brandId, id),
      brief: async (brandId, id) =>
        (await briefs.services.briefs.getBrief({ id: brandId, type: 'brand' }, id).catch(() => null))?.brief ?? null,
      review: (id) => reviews.services.reviews.published(id),
    },
  });
  const disputes = createDisputesModule({
    db,
    clock,
    events,
    platformFeePercent: config.platformFeePercent,
    payouts: payouts.services.payouts,
    withdrawals: payouts.services.withdrawals,
    dataDir: config.dataDir,
    s3: config.s3,
    rateLimit: config.messaging.rateLimit,
  });
  const accounts = createAccountsModule({
    db,
    clock,
    payouts: payouts.services.payouts,
    notifications: notifications.services.notifications,
    photos: photos.services.photos,
    rateLimit: config.authRateLimit,
    endStreams: (tx, userId) => realtime.endStreamsOf(tx, [userId]),
  });

  // Public pages' heads read what an anonymous visitor of the API may read, through the same services.
  const publicPages = createPublicPagesModule({
    db: readDb,
    publicUrl: config.publicUrl,
    reads: {
      brief: async (id) => (await briefs.services.briefs.getBrief(null, id)).brief,
      brandPage: (brandId) => briefs.services.briefs.brandPage(brandId),
      event: (id) => communityEvents.services.communityEvents.get(null, id),
      post: (id) => forums.services.forums.getPost(null, id),
      story: (id) => stories.services.stories.get(null, id),
      creator: (userName) => creators.services.creatorProfiles.byUserName(userName),
      // The list pages' ItemList: the first page a visitor is shown (the API's default query).
      briefList: async () =>
        (await briefs.services.briefs.marketplace({ sort: 'newest', deadline: 'any', page: 1, limit: 20 })).briefs,
      eventList: async () =>
        (
          await communityEvents.services.communityEvents.list(null, {
            filter: 'all',
            category: 'all',
            page: 1,
            limit: 20,
          })
        ).events,
      storyList: async () =>
        (await stories.services.stories.list({ filter: 'all', sort: 'newest', page: 1, limit: 20 })).stories,
      creatorList: (query) => creators.services.creatorDirectory.publicIndex(query),
      photoOf: (userId) => photos.services.photos.photoOf(userId),
      photoBytes: (hash) => photos.services.photos.bytes(hash, 256),
    },
  });

  const modules: AppModule[] = [
    system,
    auth,
    apiKeys,
    payments,
    briefs,
    submissions,
    creators,
    search,
    admin,
    payouts,
    moneyViews,
    awards,
    poolRefunds,
    notifications,
    savedSearches,
    messaging,
    photos,
    forums,
    communityEvents,
    stories,
    reviews,
    disputes,
    accounts,
    webhooks,
    publicPages,
    platform,
  ];
  collectContributions(modules, { webhookHandlers, outbox, attentionSources });

  const jobs: JobRunner = createModulesJobRunner({ db, log, clock, config, modules, outbox, listener });

  const services = {
    events,
    provider,
    auth: auth.services.auth,
    ...apiKeys.services,
    payments: payments.services.payments,
    briefs: briefs.services.briefs,
    submissions: submissions.services.submissions,
    creators: creators.services.creators,
    creatorProfiles: creators.services.creatorProfiles,
    admin: admin.services.admin,
    adminMoney: admin.services.adminMoney,
    adminAttention: admin.services.adminAttention,
    ...payouts.services,
    ...moneyViews.services,
    ...awards.services,
    ...poolRefunds.services,
    ...notifications.services,
    ...savedSearches.services,
    ...messaging.services,
    ...photos.services,
    ...forums.services,
    ...communityEvents.services,
    ...stories.services,
    ...reviews.services,
    ...disputes.services,
    ...accounts.services,
    ...webhooks.services,
    ...publicPages.services,
  };

  return {
    services,
    modules,
    jobs,
    realtime,
    metrics,
    /** Where @fastify/rate-limit counts (app.ts): the database, or Redis. */
    rateLimitCounters: transport.rateLimitCounters,
    /** Test mode's simulated provider, whose events app.ts routes through the real webhook. */
    testModeProvider: isTestModeProvider(provider) ? provider : null,
    resolveSession: auth.services.auth.resolveSession,
    endedSessionReason: auth.services.auth.endedSessionReason,
    /** Brands' API keys on the routes their scopes cover (plugins/access.ts, decision 049). */
    apiKeyAuthenticator: apiKeys.services.apiKeys.authenticator,
    async close() {
      await jobs.stop();
      notifications.close();
      await realtime.close();
      await transport.close();
      await listener.close();
    },
  };
}

export type Composition = Awaited<ReturnType<typeof compose>>;
export type AppServices = Composition['services'];
