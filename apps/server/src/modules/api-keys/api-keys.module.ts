import type { Db } from '../../db/client.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import type { RateLimitCounters } from '../../platform/rate-limit/counters.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';
import { createApiKeysService, type ApiKeysService } from './api-keys.service.ts';

// Brands' API keys (docs/product/api.md, decision 049). Its table: api_keys.

export function createApiKeysModule(deps: {
  db: Db;
  clock: Clock;
  live: boolean;
  counters: RateLimitCounters;
  rateLimit: { max: number; windowMs: number };
}): AppModule<{ apiKeys: ApiKeysService }> {
  const apiKeys = createApiKeysService(deps);
  return { name: 'api-keys', services: { apiKeys }, routes: [(app) => apiKeysRoutes(app, { apiKeys })] };
}
