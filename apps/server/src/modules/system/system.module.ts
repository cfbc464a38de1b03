import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/client.ts';
import type { DatabaseListener } from '../../platform/listener/database-listener.ts';
import type { AppModule } from '../../platform/module.ts';
import { systemRoutes } from './system.routes.ts';

export function createSystemModule(deps: {
  database: Database;
  config: Config;
  listener: Pick<DatabaseListener, 'isConnected'>;
  demoAdmin: { email: string; password: string };
}): AppModule<Record<string, never>> {
  return { name: 'system', services: {}, routes: [(app) => systemRoutes(app, deps)] };
}
