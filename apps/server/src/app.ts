import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MESSAGES, type TErrorEnvelope } from '@briefly/shared/errors';
import type { Config } from './config/config.ts';
import type { Database } from './db/client.ts';
import type { AppServices, Composition } from './composition.ts';
import type { Logger } from './platform/module.ts';
import { createRateLimitStore } from './platform/rate-limit/database-store.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerAccessControl } from './plugins/access.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerStaticSpa } from './plugins/static-spa.ts';
import { loadDashboardFrame } from './plugins/dashboard-frame.ts';
import { registerNotFoundHandler } from './plugins/not-found.ts';
import { loadRoutePreloads, loadRouteScripts, loadRouteStyles } from './plugins/route-preloads.ts';
import { createPageHtml, loadPageRenderer } from './modules/public-pages/index.ts';
import { registerIdempotencyKeys } from './plugins/idempotency.ts';
import { registerQueryChoices } from './plugins/query-choices.ts';
import { registerReplicaReads } from './plugins/replica-reads.ts';
import { registerGracefulClose } from './plugins/graceful-close.ts';
import { registerInputGuards } from './plugins/input-guards.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerRequestTelemetry, RequestLogController } from './plugins/request-telemetry.ts';
import { AppError } from './lib/errors.ts';
import { testProviderRoutes } from './integrations/payments/test-mode/test-provider.routes.ts';

// HTTP only: plugins in a fixed order (error handling, hostile-input guards → security headers, rate limits, API docs →
// access control, idempotency keys → every module's routes → the web app and not-found), over
// services that composition.ts built. bootstrap.ts opens the database and starts things.

export interface BuildAppOptions {
  config: Config;
  database: Database;
  composition: Composition;
  log: Logger;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    services: AppServices;
  }
}

const BODY_LIMIT_BYTES = 1024 * 1024;
/** Smaller answers go out as they are: compressing them saves less than it costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/** What is compressed per request: JSON and text, never the live-updates stream (text/event-stream). */
const COMPRESSIBLE_TYPES =
  /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream)[\w.+-]+|application\/(?:javascript|xml))(?:;|$)/;

/** A hop count as Fastify applies it (its types omit the number form): the nearest `hops` addresses are proxies. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, composition } = options;
  const app = Fastify({
    loggerInstance: options.log,
    bodyLimit: BODY_LIMIT_BYTES,
    // An address the router cannot decode (invalid UTF-8, a parameter too long) is a 400 in our envelope, as
    // every route documents (decision 043), not Fastify's own body.
    frameworkErrors: (_error, _request, reply) => {
      const envelope: TErrorEnvelope = { error: 'The address is not valid.', code: 'VALIDATION_ERROR' };
      void (reply as FastifyReply).status(400).send(envelope);
    },
    // One line per request, with its route and user, its URL redacted (plugins/request-telemetry.ts).
    logController: new RequestLogController(),
    // Only the configured proxies' X-Forwarded-For is believed (TRUST_PROXY; none by default):
    // the client address keys rate limits and goes into the audit log.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Requests that arrive while closing get our own envelope (plugins/graceful-close.ts).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestTelemetry(app, composition.metrics);
  registerInputGuards(app);
  registerGracefulClose(app);
  registerQueryChoices(app);
  registerReplicaReads(app, Boolean(database.replica));
  app.decorate('database', database);

  // 1. external plugins
  registerSecurityHeaders(app, config);
  // API answers of 1 kB or more in brotli or gzip, as the client accepts (brotli at quality 4: fast enough per
  // request). The web app's files are compressed at build time instead (plugins/static-spa.ts), and the
  // event stream writes its own raw response (platform/realtime), which no onSend hook touches. Request
  // bodies are read as sent: no client compresses them, and decompressing would only widen what an upload can cost.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
  });
  // Counted in the database (or Redis, with REDIS_URL), so limits hold across every server process.
  await app.register(rateLimit, {
    global: false,
    store: createRateLimitStore(composition.rateLimitCounters, { log: options.log }),
    errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', MESSAGES.rateLimited),
  });
  await registerOpenApi(app, {
    publicUrl: config.publicUrl,
    apiKeyScopeOf: (operationId) => composition.apiKeyAuthenticator.scopeOf(operationId),
  });

  // 2. application plugins
  registerAccessControl(app, composition.resolveSession, {
    adminTwoFactorRequired: config.adminTwoFactorRequired,
    endedSessionReason: composition.endedSessionReason,
    apiKeys: composition.apiKeyAuthenticator,
  });
  // What a signed-in caller gets is theirs, and a sign-in's answer holds a token: no browser or
  // shared cache may keep either. Answers to anonymous reads stay cacheable.
  app.addHook('onSend', async (request, reply, payload) => {
    const api = request.url.startsWith('/api/');
    if (
      request.user ||
      (api && (request.headers.authorization || (request.method !== 'GET' && request.method !== 'HEAD')))
    )
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
  registerIdempotencyKeys(app, database.db);
  app.decorate('services', composition.services);

  // 3. routes
  for (const module of composition.modules) {
    for (const routes of module.routes ?? []) await app.register(routes);
  }
  const testMode = composition.testModeProvider;
  if (testMode) {
    await app.register(testProviderRoutes, { provider: testMode, publicUrl: config.publicUrl });
    // Test-mode events reach the same webhook route Stripe would call, through its signature check.
    testMode.setEventSink(async ({ rawBody, signature }) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/webhooks/payments',
        payload: rawBody,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      if (response.statusCode >= 300) throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
    });
  }

  const hasSpa = await registerStaticSpa(app, config.webDistDir);
  registerNotFoundHandler(
    app,
    hasSpa,
    hasSpa ? loadRoutePreloads(config.webDistDir) : undefined,
    hasSpa
      ? createPageHtml({
          distDir: config.webDistDir,
          headFor: composition.services.pageHeadFor,
          renderBody: config.serverRendering ? loadPageRenderer(app, config.webDistDir) : null,
          styles: loadRouteStyles(config.webDistDir),
          scripts: loadRouteScripts(config.webDistDir),
        })
      : null,
    hasSpa ? loadDashboardFrame(config.webDistDir) : undefined,
  );
  return app;
}
