import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { APP_VERSION } from '@briefly/shared/limits';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../config/config.ts';
import type { DatabaseListener } from '../../platform/listener/database-listener.ts';
import { AppError } from '../../lib/errors.ts';
import { readiness } from './readiness.ts';

const ZHealth = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), version: z.string() });

const ZPublicConfig = z.object({
  demoMode: z.boolean(),
  demoAdmin: z.object({ email: z.string(), password: z.string() }).nullable(),
  googleClientId: z.string().nullable(),
  paymentsMode: z.enum(['test', 'stripe']),
  /** Stripe.js key in Stripe mode; null in test mode (cards go to /test-provider). */
  stripePublishableKey: z.string().nullable(),
  platformFeePercent: z.number(),
  /** Whether unverified addresses are held back (EMAIL_VERIFICATION; the dashboards' banner shows only then). */
  emailVerification: z.boolean(),
  version: z.string(),
});

const ZReady = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']), version: z.string() });

export async function systemRoutes(
  app: FastifyInstance,
  deps: {
    database: Database;
    config: Config;
    listener: Pick<DatabaseListener, 'isConnected'>;
    /** The demo seed's admin, shown in demo mode (the composition hands it in: modules stand below the seed). */
    demoAdmin: { email: string; password: string };
  },
) {
  const { database, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const checkReadiness = readiness(database, deps.listener);

  api.get('/api/health', {
    config: { access: 'public' },
    schema: {
      operationId: 'getHealth',
      tags: ['system'],
      summary: 'Liveness and database check',
      response: { 200: ZHealth, 503: ZErrorEnvelope },
    },
    handler: async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.kind, version: APP_VERSION };
    },
  });

  api.get('/api/health/ready', {
    config: { access: 'public' },
    schema: {
      operationId: 'getReadiness',
      tags: ['system'],
      summary:
        'Readiness: 200 only when the database answers, every migration is applied and the live-updates listener is connected',
      response: { 200: ZReady, 503: ZErrorEnvelope },
    },
    handler: async () => {
      const problems = await checkReadiness();
      if (problems.length > 0) throw new AppError(503, 'NOT_READY', `Not ready: ${problems.join('; ')}.`, { problems });
      return { status: 'ready' as const, database: database.kind, version: APP_VERSION };
    },
  });

  api.get('/api/config/public', {
    config: { access: 'public' },
    schema: {
      operationId: 'getPublicConfig',
      tags: ['system'],
      summary: 'Settings the web app needs before sign-in',
      response: { 200: ZPublicConfig },
    },
    handler: async () => ({
      demoMode: config.demoMode,
      // Demo credentials are shown only in demo mode (docs/product/accounts.md#admin-sign-in).
      demoAdmin: config.demoMode ? { email: deps.demoAdmin.email, password: deps.demoAdmin.password } : null,
      googleClientId: config.google?.clientId ?? null,
      paymentsMode: config.payments.mode,
      stripePublishableKey: config.payments.mode === 'stripe' ? config.payments.publishableKey : null,
      platformFeePercent: config.platformFeePercent,
      emailVerification: config.emailVerificationRequired,
      version: APP_VERSION,
    }),
  });
}
