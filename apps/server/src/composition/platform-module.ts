import type { Config } from '../config/config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Outbox } from '../platform/outbox/outbox.ts';
import { createRealtimeForwarder } from '../platform/outbox/realtime-forwarder.ts';
import { createPlatformMaintenance } from '../platform/jobs/maintenance.ts';
import type { Realtime } from '../platform/realtime/realtime.ts';
import type { Transport } from '../platform/transport/transport.ts';
import type { Metrics } from '../platform/metrics/metrics.ts';
import { metricsRoutes } from '../platform/metrics/metrics.routes.ts';
import type { AppModule, Clock } from '../platform/module.ts';

/** What the platform contributes as a module: the realtime and metrics routes, maintenance jobs, the realtime forwarder. */
export function createPlatformAppModule(deps: {
  db: Db;
  clock: Clock;
  database: Database;
  config: Config;
  outbox: Outbox;
  realtime: Realtime;
  transport: Transport;
  metrics: Metrics;
}): AppModule {
  const { db, clock, database, config, outbox, realtime, transport, metrics } = deps;
  const maintenance = createPlatformMaintenance({ db, clock, outbox });
  return {
    name: 'platform',
    services: {},
    routes: [
      realtime.routes,
      metricsRoutes({
        database,
        metrics,
        clock,
        token: config.metricsToken,
        openStreams: () => realtime.openStreams(),
        realtimeBus: transport.bus,
      }),
    ],
    jobs: maintenance.jobs,
    subscribers: [createRealtimeForwarder({ db, realtime })],
  };
}
