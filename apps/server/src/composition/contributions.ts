import type { Config } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import type { Outbox } from '../platform/outbox/outbox.ts';
import { createJobRunner, type JobRunner } from '../platform/jobs/job-runner.ts';
import type { DatabaseListener } from '../platform/listener/database-listener.ts';
import type { AppModule, AttentionSource, Clock, Logger, PaymentWebhookHandler } from '../platform/module.ts';

/**
 * Collects what each module contributes besides routes: its payment-webhook handlers into the
 * webhook registry, its event subscribers into the outbox, its attention sources into the admin's
 * list. Two modules claiming one webhook event type or one attention kind is a wiring mistake.
 */
export function collectContributions(
  modules: AppModule[],
  into: {
    webhookHandlers: Map<string, PaymentWebhookHandler>;
    outbox: Outbox;
    attentionSources: AttentionSource[];
  },
): void {
  const { webhookHandlers, outbox, attentionSources } = into;
  for (const module of modules) {
    for (const [type, handler] of Object.entries(module.webhookHandlers ?? {})) {
      if (webhookHandlers.has(type)) throw new Error(`two modules handle the provider event ${type}`);
      webhookHandlers.set(type, handler);
    }
    outbox.register(module.subscribers ?? []);
    for (const source of module.attentionSources ?? []) {
      if (attentionSources.some((known) => known.kind === source.kind))
        throw new Error(`two attention sources are called ${source.kind}`);
      attentionSources.push(source);
    }
  }
}

/** The job runner: every module's scheduled jobs and queue handlers, and the outbox's delivery queues. */
export function createModulesJobRunner(deps: {
  db: Db;
  log: Logger;
  clock: Clock;
  config: Config;
  modules: AppModule[];
  outbox: Outbox;
  listener: DatabaseListener;
}): JobRunner {
  const { db, log, clock, config, modules, outbox, listener } = deps;
  return createJobRunner({
    db,
    log,
    clock,
    scheduled: modules.flatMap((module) => module.jobs ?? []),
    queues: [...outbox.deliveryQueues(), ...modules.flatMap((module) => module.queues ?? [])],
    listen: (channel, handler) => listener.listen(channel, handler),
    pollIntervalMs: config.jobs.pollIntervalMs,
    backoffBaseMs: config.jobs.retryBaseMs,
  });
}
