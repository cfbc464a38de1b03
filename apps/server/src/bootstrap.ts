import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { Config } from './config/config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { onTransactionRetry } from './db/transactions.ts';
import { seedDemoData } from './seed/seed.ts';
import { createMovableClock } from './platform/module.ts';
import { buildApp } from './app.ts';
import { createMetrics } from './platform/metrics/metrics.ts';
import { redactUrl } from './plugins/request-telemetry.ts';
import { compose, type CompositionOptions } from './composition.ts';
import type { JobRunner } from './platform/jobs/job-runner.ts';

// Starting the server: open and migrate the database, compose the services, build the HTTP app,
// make sure the configured admin exists and seed the demo data — all through the one composition.
// Jobs start when the app is ready (JOBS_ENABLED) and everything stops with app.close().

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform's machinery, for tests that run deliveries and jobs themselves (`app.platform.jobs.drain()`). */
    platform: { jobs: JobRunner };
  }
}

export interface BootstrapOptions extends Partial<Omit<CompositionOptions, 'config' | 'database' | 'log'>> {
  config: Config;
  /** An open, migrated database (tests pass one; it stays open on close); otherwise opened from config and migrated. */
  database?: Database;
  logger?: boolean;
  /** Where log lines go (tests read them); standard output otherwise. */
  logDestination?: pino.DestinationStream;
}

export async function bootstrap(options: BootstrapOptions): Promise<FastifyInstance> {
  const { config } = options;
  const log = pino(
    {
      level: options.logger === false ? 'silent' : config.logLevel,
      // A net under the rule that credentials are never logged: should one reach a log call, it is censored.
      redact: {
        paths: [
          'headers.authorization',
          'headers.cookie',
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.currentPassword',
          '*.newPassword',
          '*.token',
          '*.idToken',
          '*.ticket',
        ],
        censor: '[redacted]',
      },
      // Fastify's request serializer logs the raw URL; query strings may hold tickets and tokens.
      serializers: {
        req: (req: { method?: string; url?: string }) => ({ method: req.method, url: redactUrl(req.url ?? '') }),
      },
    },
    options.logDestination,
  );
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config.database));
  if (ownsDatabase) await runMigrations(database);

  // One registry for the process: the demo seed's composition counts into it too.
  const metrics = options.metrics ?? createMetrics({ processMetrics: true, poolStats: database.poolStats });
  const composition = await compose({ ...options, config, database, log, metrics });
  const app = await buildApp({ config, database, composition, log });
  app.decorate('platform', { jobs: composition.jobs });
  // A retried transaction is expected under contention (decision 019): counted, logged at debug, never an error.
  const stopRetryLog = onTransactionRetry((sqlState, attempt) =>
    log.debug({ sqlState, attempt }, 'transaction retried'),
  );
  app.addHook('onClose', async () => {
    stopRetryLog();
    await composition.close();
    if (ownsDatabase) await database.close();
  });
  if (config.jobsEnabled) app.addHook('onReady', () => composition.jobs.start());
  // Shutting down: claim no more jobs from now on, while the HTTP server drains; composition.close awaits the rest.
  app.addHook('preClose', async () => void composition.jobs.stop());

  if (config.seedDemo) {
    // The same composition, on a clock the seed moves so each demo item is made "as of" its day.
    const seedClock = createMovableClock();
    const seeding = await compose({ ...options, config, database, log, metrics, clock: seedClock });
    try {
      await seedDemoData(log, seeding.services, seedClock);
    } finally {
      await seeding.close();
    }
  }
  // After the demo seed, which fills only an empty database: ADMIN_EMAIL's admin then joins the demo accounts.
  if (config.admin) {
    const outcome = await composition.services.auth.ensureAdmin(config.admin);
    if (outcome === 'not-an-admin')
      log.warn({ email: config.admin.email }, 'ADMIN_EMAIL belongs to a non-admin account; no admin was created');
    if (outcome === 'created') log.info({ email: config.admin.email }, 'admin account created from ADMIN_EMAIL');
  }
  return app;
}
