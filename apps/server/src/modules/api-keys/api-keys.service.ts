import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  API_KEYS_PER_BRAND,
  type ApiKeyScope,
  type TApiKey,
  type TApiKeysResponse,
  type TCreatedApiKeyResponse,
} from '@briefly/shared/api-keys';
import { MESSAGES } from '@briefly/shared/errors';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import type { Clock } from '../../platform/module.ts';
import type { ApiKeyAuthenticator } from '../../platform/identity.ts';
import { NO_MAX, type RateLimitCounters } from '../../platform/rate-limit/counters.ts';
import { scopeForOperation } from './api-key-scopes.ts';
import * as repo from './api-keys.repository.ts';

// Brands' API keys (docs/product/api.md, decision 049): created with the secret shown once, stored as a
// SHA-256 (a key is 256 random bits, so a slow hash adds nothing), listed with their prefix and last use,
// revoked at once. `authenticator` is what the access hook (plugins/access.ts) asks on every call with a key.

/** How much of the key lists show: `bk_live_` and four characters. */
const VISIBLE_PREFIX_LENGTH = 12;
/** A key's last use is written at most this often (unless its address changes). */
const TOUCH_EVERY_MS = 60_000;
/** A key is longer than this only if it is not one of ours. */
const MAX_KEY_LENGTH = 200;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function toApiKey(row: repo.ApiKeyRow): TApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    revokeOnPasswordChange: row.revokeOnPasswordChange,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
  };
}

export interface ApiKeysOptions {
  db: Db;
  clock: Clock;
  /** `bk_live_` where real money moves (Stripe), `bk_test_` in test mode. */
  live: boolean;
  counters: RateLimitCounters;
  /** Calls per key per window (API_KEY_RATE_LIMIT_MAX per minute). */
  rateLimit: { max: number; windowMs: number };
}

export function createApiKeysService({ db, clock, live, counters, rateLimit }: ApiKeysOptions) {
  async function list(brandId: string): Promise<TApiKeysResponse> {
    return { apiKeys: (await repo.listLive(db, brandId)).map(toApiKey), limit: API_KEYS_PER_BRAND };
  }

  async function create(
    brandId: string,
    input: { name: string; scopes: ApiKeyScope[]; revokeOnPasswordChange: boolean },
  ): Promise<TCreatedApiKeyResponse> {
    const secret = `${live ? 'bk_live_' : 'bk_test_'}${randomBytes(32).toString('base64url')}`;
    const row = await db.transaction(async (tx) => {
      await repo.lockBrand(tx, brandId);
      if ((await repo.countLive(tx, brandId)) >= API_KEYS_PER_BRAND) throw conflict(API_KEY_MESSAGES.limitReached);
      return repo.insert(tx, {
        brandId,
        name: input.name,
        prefix: secret.slice(0, VISIBLE_PREFIX_LENGTH),
        keyHash: hashApiKey(secret),
        scopes: input.scopes,
        revokeOnPasswordChange: input.revokeOnPasswordChange,
        createdAt: clock(),
      });
    });
    return { apiKey: toApiKey(row), secret };
  }

  async function revoke(brandId: string, id: string): Promise<void> {
    if (!(await repo.revokeOwn(db, brandId, id, clock())))
      throw new AppError(404, 'NOT_FOUND', API_KEY_MESSAGES.notFound);
  }

  const authenticator: ApiKeyAuthenticator = {
    scopeOf: scopeForOperation,
    async authenticate(key, { operationId, ip }) {
      const invalid = () => new AppError(401, 'API_KEY_INVALID', API_KEY_MESSAGES.invalid);
      if (key.length > MAX_KEY_LENGTH) throw invalid();
      const row = await repo.findLive(db, hashApiKey(key));
      if (!row) throw invalid();
      const scope = scopeForOperation(operationId);
      if (!scope) throw new AppError(403, 'API_KEY_NOT_ALLOWED', API_KEY_MESSAGES.notAllowed);
      if (!row.scopes.includes(scope))
        throw new AppError(403, 'API_KEY_SCOPE_MISSING', API_KEY_MESSAGES.scopeMissing(scope), { scope });
      const { current } = await counters.increment(`api-key|${row.id}`, rateLimit.windowMs, NO_MAX, false);
      if (current > rateLimit.max) throw new AppError(429, 'RATE_LIMITED', MESSAGES.rateLimited);
      const at = clock();
      const staleBefore = new Date(at.getTime() - TOUCH_EVERY_MS);
      if (!row.lastUsedAt || row.lastUsedAt < staleBefore || row.lastUsedIp !== ip)
        await repo.touch(db, row.id, at, ip, staleBefore);
      return { apiKeyId: row.id, user: { id: row.userId, type: row.type, email: row.email } };
    },
  };

  return {
    list,
    create,
    revoke,
    authenticator,
    /** In the password change's transaction: the keys that end with the password stop working. */
    passwordChanged: (tx: Db, userId: string, at: Date) => repo.revokeOnPasswordChange(tx, userId, at),
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
