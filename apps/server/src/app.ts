import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@briefly/shared/limits';
import { MESSAGES } from '@briefly/shared/errors';
import type { Config } from './config/config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { ensureAdmin, seedDemoData } from './db/seed/seed.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerAccessControl } from './plugins/access.ts';
import { registerStaticSpa } from './plugins/static-spa.ts';
import { registerNotFoundHandler } from './plugins/not-found.ts';
import { AppError } from './lib/errors.ts';
import { createGoogleIdTokenVerifier, type GoogleIdTokenVerifier } from './integrations/google/id-token-verifier.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { createInProcessEventBus, type EventBus } from './lib/event-bus.ts';
import type { PaymentsProvider } from './integrations/payments/provider.ts';
import { createStripeProvider } from './integrations/payments/stripe-provider.ts';
import { createTestModeProvider, type TestModeProvider } from './integrations/payments/test-mode/test-provider.ts';
import { testProviderRoutes } from './integrations/payments/test-mode/test-provider.routes.ts';
import { createPaymentsService, type PaymentsService } from './modules/payments/payments.service.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createBriefsService, findOwnFundableBrief, type BriefsService } from './modules/briefs/briefs.service.ts';
import { briefsRoutes } from './modules/briefs/briefs.routes.ts';
import { creatorsRoutes } from './modules/creators/creators.routes.ts';
import { createCreatorsService, type CreatorsService } from './modules/creators/creators.service.ts';
import { submissionActivity } from './modules/submissions/submissions.activity.ts';
import { createSubmissionsService, type SubmissionsService } from './modules/submissions/submissions.service.ts';
import { submissionsRoutes } from './modules/submissions/submissions.routes.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createRewardsService, type RewardsService } from './modules/rewards/rewards.service.ts';
import { createPayoutAccountsService, type PayoutAccountsService } from './modules/rewards/payout-accounts.service.ts';
import { createWithdrawalsService, type WithdrawalsService } from './modules/rewards/withdrawals.service.ts';
import { rewardsRoutes } from './modules/rewards/rewards.routes.ts';
import { registerIdempotencyKeys } from './plugins/idempotency.ts';
import { archiveExpiredBriefs } from './jobs/archive-expired-briefs.ts';
import { releaseHeldPayouts } from './jobs/release-held-payouts.ts';
import { reconcileTransfers } from './jobs/reconcile-transfers.ts';
import { startScheduler } from './jobs/scheduler.ts';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database (tests pass one); otherwise opened from config and migrated. */
  database?: Database;
  googleIdTokenVerifier?: GoogleIdTokenVerifier | null;
  /** Replaces the provider chosen by config (tests wrap it to inject failures). */
  paymentsProvider?: PaymentsProvider;
  logger?: boolean;
}

/** The application's services, for jobs, the seed and tests. */
export interface AppServices {
  events: EventBus;
  provider: PaymentsProvider;
  payments: PaymentsService;
  briefs: BriefsService;
  submissions: SubmissionsService;
  creators: CreatorsService;
  rewards: RewardsService;
  payoutAccounts: PayoutAccountsService;
  withdrawals: WithdrawalsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    services: AppServices;
  }
}

const ARCHIVE_JOB_INTERVAL_MS = 60_000;
/** Unapplied payments are re-checked once they are 30 minutes old (the browser had its chance), for a week. */
const RECONCILE_JOB_INTERVAL_MS = 5 * 60_000;
/** Held cash is released as soon as account.updated arrives; the job is the safety net. */
const RELEASE_HELD_JOB_INTERVAL_MS = 10 * 60_000;
const RECONCILE_TRANSFERS_JOB_INTERVAL_MS = 5 * 60_000;
const UNAPPLIED_PAYMENT_WINDOW = { graceMs: 30 * 60_000, maxAgeMs: 7 * 24 * 60 * 60_000 };

function createPaymentsProvider(config: Config, database: Database, onDeliveryError: (error: unknown, type: string) => void): PaymentsProvider {
  if (config.payments.mode === 'stripe') return createStripeProvider({ secretKey: config.payments.secretKey, webhookSecret: config.payments.webhookSecret });
  return createTestModeProvider({ db: database.db, webhookSecret: config.payments.webhookSecret, publicUrl: config.publicUrl, onDeliveryError });
}

const isTestModeProvider = (provider: PaymentsProvider): provider is TestModeProvider => provider.mode === 'test' && 'setEventSink' in provider;

const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.env === 'production',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config.database));
  if (ownsDatabase) {
    await runMigrations(database);
    app.addHook('onClose', () => database.close());
  }
  app.decorate('database', database);

  // 1. external plugins
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(config.google ? ['https://accounts.google.com/gsi/client'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"], // Mantine sets style attributes
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(config.google ? ['https://accounts.google.com'] : [])],
        frameSrc: config.google ? ['https://accounts.google.com'] : ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', MESSAGES.rateLimited),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Briefly API', version: APP_VERSION, description: 'Brands post funded briefs; creators submit; winners get paid.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // 2. application plugins
  const googleVerifier =
    options.googleIdTokenVerifier !== undefined ? options.googleIdTokenVerifier : config.google ? createGoogleIdTokenVerifier(config.google) : null;
  const auth = createAuthService({ db: database.db, sessionTtlMs: config.sessionTtlMs, verifyGoogleIdToken: googleVerifier });
  registerAccessControl(app, auth.resolveSession);
  registerIdempotencyKeys(app, database.db);

  const events = createInProcessEventBus(app.log);
  const provider =
    options.paymentsProvider ?? createPaymentsProvider(config, database, (error, type) => app.log.error({ err: error, type }, 'test-mode event delivery failed'));
  const rewards = createRewardsService({ db: database.db, provider, events, platformFeePercent: config.platformFeePercent });
  const payoutAccounts = createPayoutAccountsService({ db: database.db, provider, events, publicUrl: config.publicUrl, releaseHeldPayouts: rewards.releaseHeldPayouts });
  const withdrawals = createWithdrawalsService({ db: database.db, provider, events });
  const payments = createPaymentsService({
    db: database.db,
    provider,
    events,
    publicUrl: config.publicUrl,
    findOwnBrief: (brandId, briefId) => findOwnFundableBrief(database.db, brandId, briefId),
    eventHandlers: { 'account.updated': payoutAccounts.accountUpdated, ...rewards.refundEventHandlers },
  });
  const briefs = createBriefsService({ db: database.db, payments, events, activity: rewards.withWinners(submissionActivity) });
  const submissions = createSubmissionsService({ db: database.db, events, briefs, payoutAccounts: payoutAccounts.directory });
  const creators = createCreatorsService({ db: database.db, briefs, submissions });
  const search = createSearchService({ briefs, submissions });
  app.decorate('services', { events, provider, payments, briefs, submissions, creators, rewards, payoutAccounts, withdrawals });

  // 3. routes
  await app.register(systemRoutes, { database, config });
  await app.register(authRoutes, { auth, rateLimit: config.authRateLimit });
  await app.register(paymentsRoutes, { payments });
  await app.register(briefsRoutes, { briefs });
  await app.register(submissionsRoutes, { submissions });
  await app.register(creatorsRoutes, { db: database.db, creators });
  await app.register(searchRoutes, { search });
  await app.register(rewardsRoutes, { rewards, payoutAccounts, withdrawals });
  if (isTestModeProvider(provider)) {
    await app.register(testProviderRoutes, { provider, publicUrl: config.publicUrl });
    // Test-mode events reach the same webhook route Stripe would call, through its signature check.
    provider.setEventSink(async ({ rawBody, signature }) => {
      const response = await app.inject({ method: 'POST', url: '/api/webhooks/payments', payload: rawBody, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
      if (response.statusCode >= 300) throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
    });
  }

  if (config.jobsEnabled) {
    const scheduler: { stop: () => Promise<void> } = { stop: async () => undefined };
    app.addHook('onReady', async () => {
      scheduler.stop = startScheduler(
        [
          { name: 'archive-expired-briefs', intervalMs: ARCHIVE_JOB_INTERVAL_MS, run: () => archiveExpiredBriefs({ db: database.db, events }) },
          { name: 'reconcile-unapplied-payments', intervalMs: RECONCILE_JOB_INTERVAL_MS, run: () => payments.reconcileUnappliedPayments(UNAPPLIED_PAYMENT_WINDOW) },
          { name: 'release-held-payouts', intervalMs: RELEASE_HELD_JOB_INTERVAL_MS, run: () => releaseHeldPayouts({ rewards }) },
          { name: 'reconcile-transfers', intervalMs: RECONCILE_TRANSFERS_JOB_INTERVAL_MS, run: () => reconcileTransfers({ rewards, withdrawals }) },
        ],
        app.log,
      ).stop;
    });
    app.addHook('onClose', () => scheduler.stop());
  }

  const hasSpa = await registerStaticSpa(app, config.webDistDir);
  registerNotFoundHandler(app, hasSpa);

  if (config.admin) await ensureAdmin(database.db, config.admin, app.log);
  if (config.seedDemo) await seedDemoData(database.db, app.log, app.services);
  return app;
}
