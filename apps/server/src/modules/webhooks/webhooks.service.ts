import { randomUUID } from 'node:crypto';
import net from 'node:net';
import {
  WEBHOOK_ENDPOINTS_PER_BRAND,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_MAX,
  type TCreateWebhookRequest,
  type TUpdateWebhookRequest,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  type TWebhookEndpointWithSecretResponse,
  type TWebhookEndpointsResponse,
  type WebhookEvent,
} from '@briefly/shared/webhooks';
import type { Db } from '../../db/client.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';
import type { Clock, Logger } from '../../platform/module.ts';
import {
  badWebhookUrl,
  deliveryNotFound,
  deliveryStillPending,
  endpointLimitReached,
  endpointNotFound,
} from './webhooks.errors.ts';
import * as repo from './webhooks.repository.ts';
import { envelope, messageIdOf, toDelivery, toEndpoint } from './webhooks.mappers.ts';
import { isForbiddenAddress, newWebhookSecret, sendSigned, type Lookup } from './webhook-http.ts';

// Brands' webhook endpoints and the delivery of their messages (docs/product/webhooks.md, decision 050).

export const WEBHOOK_QUEUE = 'webhooks.deliver';
/** Retries after a failed attempt (Standard Webhooks' schedule), within 24 hours of the event. */
export const RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000];
export const RETRY_WINDOW_MS = 24 * 3_600_000;
/** An endpoint whose deliveries all failed for this long is switched off and its brand emailed. */
export const DISABLE_AFTER_MS = 3 * 24 * 3_600_000;
/** After a rotation, the old secret still signs (beside the new one) for this long. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 3_600_000;
const DELIVERIES_LISTED = 50;

export interface WebhooksMail {
  queue(
    tx: Db,
    mail: { userId: string; to: string; subject: string; text: string; html: string },
    at: Date,
  ): Promise<unknown>;
}

/** Reads of the objects the API answers, which webhook payloads carry (null: gone, or no longer the brand's). */
export interface WebhookResources {
  submission(brandId: string, submissionId: string): Promise<unknown>;
  brief(brandId: string, briefId: string): Promise<unknown>;
  review(reviewId: string): Promise<unknown>;
}

export interface WebhooksServiceDeps {
  resources: WebhookResources;
  db: Db;
  clock: Clock;
  log: Logger;
  production: boolean;
  allowLoopback: boolean;
  publicUrl: string;
  mail: WebhooksMail;
  /** DNS resolution (tests resolve names of their own). */
  lookup: Lookup;
}

export function createWebhooksService(deps: WebhooksServiceDeps) {
  const { db, clock, log } = deps;

  /** Refuses what can never be delivered: not http(s), http in production, credentials, a forbidden literal address. */
  function checkUrl(raw: string): string {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw badWebhookUrl(WEBHOOK_MESSAGES.invalidUrl);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badWebhookUrl(WEBHOOK_MESSAGES.invalidUrl);
    if (deps.production && url.protocol !== 'https:') throw badWebhookUrl(WEBHOOK_MESSAGES.httpsOnly);
    if (url.username || url.password) throw badWebhookUrl(WEBHOOK_MESSAGES.credentialsInUrl);
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    const literal = net.isIP(host) !== 0;
    if (
      (literal && isForbiddenAddress(host, deps.allowLoopback)) ||
      (!deps.allowLoopback && (host === 'localhost' || host.endsWith('.localhost')))
    )
      throw badWebhookUrl(WEBHOOK_MESSAGES.privateAddress);
    url.hash = '';
    // What is stored and shown is the normalised address: letters outside ASCII come back percent-encoded (é: %C3%A9).
    const normalised = url.toString();
    if (normalised.length > WEBHOOK_URL_MAX) throw badWebhookUrl(WEBHOOK_MESSAGES.urlTooLong);
    return normalised;
  }

  async function ownEndpoint(brandId: string, id: string) {
    const row = await repo.findOwnEndpoint(db, brandId, id);
    if (!row) throw endpointNotFound();
    return row;
  }

  async function list(brandId: string): Promise<TWebhookEndpointsResponse> {
    const rows = await repo.listEndpoints(db, brandId);
    return { endpoints: rows.map(toEndpoint), events: [...WEBHOOK_EVENTS], limit: WEBHOOK_ENDPOINTS_PER_BRAND };
  }

  async function create(brandId: string, input: TCreateWebhookRequest): Promise<TWebhookEndpointWithSecretResponse> {
    const url = checkUrl(input.url);
    if ((await repo.countEndpoints(db, brandId)) >= WEBHOOK_ENDPOINTS_PER_BRAND) throw endpointLimitReached();
    const now = clock();
    const secret = newWebhookSecret();
    const row = await repo.insertEndpoint(db, {
      brandId,
      url,
      events: input.events,
      secret,
      createdAt: now,
      updatedAt: now,
    });
    return { endpoint: toEndpoint(row), secret };
  }

  async function update(brandId: string, id: string, input: TUpdateWebhookRequest): Promise<TWebhookEndpoint> {
    await ownEndpoint(brandId, id);
    const now = clock();
    const row = await repo.updateOwnEndpoint(db, brandId, id, {
      ...(input.events ? { events: input.events } : {}),
      // Switching on again clears the platform's disabling and its failure streak.
      ...(input.enabled === true ? { enabled: true, disabledReason: null, failingSince: null } : {}),
      ...(input.enabled === false ? { enabled: false, disabledReason: null } : {}),
      updatedAt: now,
    });
    if (!row) throw endpointNotFound();
    return toEndpoint(row);
  }

  async function remove(brandId: string, id: string): Promise<void> {
    if (!(await repo.deleteOwnEndpoint(db, brandId, id))) throw endpointNotFound();
  }

  /** A new secret at once; the old one still signs beside it for 24 hours, so receivers can switch without a gap. */
  async function rotateSecret(brandId: string, id: string): Promise<TWebhookEndpointWithSecretResponse> {
    const current = await ownEndpoint(brandId, id);
    const now = clock();
    const secret = newWebhookSecret();
    const row = await repo.updateOwnEndpoint(db, brandId, id, {
      secret,
      previousSecret: current.secret,
      previousSecretUntil: new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS),
      updatedAt: now,
    });
    if (!row) throw endpointNotFound();
    return { endpoint: toEndpoint(row), secret };
  }

  async function deliveries(brandId: string, id: string): Promise<TWebhookDelivery[]> {
    await ownEndpoint(brandId, id);
    return (await repo.listDeliveries(db, id, DELIVERIES_LISTED)).map(toDelivery);
  }

  const jobFor = (deliveryId: string, attempt: number, runAt: Date) => ({
    queue: WEBHOOK_QUEUE,
    payload: { deliveryId, attempt },
    singletonKey: `${deliveryId}:${attempt}`,
    runAt,
    maxAttempts: 3,
  });

  /** Stores deliveries of one message to these endpoints and queues their first attempts (inside `tx`). */
  async function queueDeliveries(
    tx: Db,
    args: {
      endpointIds: string[];
      eventId: string | null;
      type: string;
      /** The domain event's payload: the first attempt builds the body from it. */
      event: Record<string, unknown> | null;
      body: string | null;
      at: Date;
    },
  ): Promise<repo.DeliveryRow[]> {
    const rows = await repo.insertDeliveries(
      tx,
      args.endpointIds.map((endpointId) => {
        const id = randomUUID();
        return {
          id,
          endpointId,
          eventId: args.eventId,
          messageId: messageIdOf(id),
          eventType: args.type,
          event: args.event,
          body: args.body,
          createdAt: args.at,
          retryUntil: new Date(args.at.getTime() + RETRY_WINDOW_MS),
          nextAttemptAt: args.at,
        };
      }),
    );
    await enqueue(
      tx,
      rows.map((row) => jobFor(row.id, 1, args.at)),
      args.at,
    );
    return rows;
  }

  /** The Test event button: a `webhook.test` message, sent now (also to a switched-off endpoint). */
  async function sendTest(brandId: string, id: string): Promise<TWebhookDelivery> {
    const endpoint = await ownEndpoint(brandId, id);
    const now = clock();
    const body = envelope(WEBHOOK_TEST_EVENT, now, {
      endpointId: endpoint.id,
      message: 'A test event from Briefly: your endpoint receives and verifies our webhooks.',
    });
    const [row] = await db.transaction((tx) =>
      queueDeliveries(tx, {
        endpointIds: [endpoint.id],
        eventId: null,
        type: WEBHOOK_TEST_EVENT,
        event: null,
        body,
        at: now,
      }),
    );
    return toDelivery(row!);
  }

  /** Replay: a delivered or failed delivery is attempted again now, same `webhook-id` and body, freshly signed. */
  async function replay(brandId: string, id: string, deliveryId: string): Promise<TWebhookDelivery> {
    await ownEndpoint(brandId, id);
    const existing = await repo.findDelivery(db, id, deliveryId);
    if (!existing) throw deliveryNotFound();
    const now = clock();
    const row = await db.transaction(async (tx) => {
      const reopened = await repo.reopenDelivery(tx, id, deliveryId, now, new Date(now.getTime() + RETRY_WINDOW_MS));
      if (!reopened) return null;
      await enqueue(tx, [jobFor(reopened.id, reopened.attempts + 1, now)], now);
      return reopened;
    });
    if (!row) throw deliveryStillPending();
    return toDelivery(row);
  }

  function nextAttemptAt(row: repo.DeliveryRow, now: Date): Date | null {
    if (now >= row.retryUntil) return null;
    // The attempt after the n-th failure; the last one falls on the window's end.
    const delay = RETRY_DELAYS_MS[Math.min(row.attempts - 1, RETRY_DELAYS_MS.length - 1)]!;
    const next = new Date(now.getTime() + delay);
    return next > row.retryUntil ? row.retryUntil : next;
  }

  /** `{ type, timestamp, data }`: data is what the API answers for the resource, as it is now (else the event's ids). */
  async function buildBody(delivery: repo.DeliveryRow, brandId: string): Promise<string> {
    const event = delivery.event ?? {};
    const id = (key: string) => String(event[key] ?? '');
    let data: unknown = null;
    switch (delivery.eventType as WebhookEvent) {
      case 'submission.created':
      case 'submission.updated':
      case 'submission.revision_requested':
        data = await deps.resources.submission(brandId, id('submissionId'));
        break;
      case 'brief.published':
      case 'brief.archived':
        data = await deps.resources.brief(brandId, id('briefId'));
        break;
      case 'review.published':
        data = await deps.resources.review(id('reviewId'));
        break;
      case 'award.paid':
        data = null;
        break;
    }
    return envelope(delivery.eventType, delivery.createdAt, data ?? event);
  }

  /** Switched off after three days of failures, once, with an email to the brand. */
  async function disableFailing(endpoint: repo.EndpointRow, failingSince: Date, now: Date): Promise<void> {
    if (now.getTime() - failingSince.getTime() < DISABLE_AFTER_MS) return;
    const reason = `Every delivery failed for 3 days (since ${failingSince.toISOString()})`;
    await db.transaction(async (tx) => {
      if (!(await repo.disableEndpoint(tx, endpoint.id, reason, now))) return;
      await repo.failPendingOf(tx, endpoint.id, 'The endpoint was switched off after 3 days of failures');
      const brand = await repo.brandContact(tx, endpoint.brandId);
      if (!brand) return;
      const settings = `${deps.publicUrl.replace(/\/$/, '')}/brand/settings`;
      const text = [
        'Your webhook endpoint was switched off.',
        '',
        `Every delivery to ${endpoint.url} has failed for 3 days, so Briefly stopped sending to it.`,
        `Fix the endpoint, then switch it on again in Settings → Webhooks: ${settings}`,
      ].join('\n');
      const html = `<p>Your webhook endpoint was switched off.</p><p>Every delivery to <code>${escapeHtml(endpoint.url)}</code> has failed for 3 days, so Briefly stopped sending to it.</p><p>Fix the endpoint, then switch it on again in <a href="${escapeHtml(settings)}">Settings → Webhooks</a>.</p>`;
      await deps.mail.queue(
        tx,
        { userId: brand.id, to: brand.email, subject: 'Your webhook endpoint was switched off', text, html },
        now,
      );
    });
    log.warn({ endpointId: endpoint.id }, 'webhook endpoint switched off after 3 days of failures');
  }

  /** The `webhooks.deliver` job: attempt `attempt` of one delivery, at most once across processes. */
  async function attempt(deliveryId: string, attemptNumber: number): Promise<void> {
    const now = clock();
    const claimed = await repo.claimAttempt(db, deliveryId, attemptNumber, now);
    if (!claimed) return; // done, or taken by another process
    const endpoint = await repo.findEndpoint(db, claimed.endpointId);
    if (!endpoint) return;
    if (!endpoint.enabled && claimed.eventId !== null) {
      await repo.recordAttempt(db, claimed.id, {
        status: 'failed',
        responseCode: null,
        responseBody: null,
        error: 'The endpoint is switched off',
        nextAttemptAt: null,
        deliveredAt: null,
      });
      return;
    }
    // The body is made once, by the first attempt (after the event's transaction committed), then kept.
    const body = claimed.body ?? (await repo.setBodyOnce(db, claimed.id, await buildBody(claimed, endpoint.brandId)));
    const secrets = [endpoint.secret];
    if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now)
      secrets.push(endpoint.previousSecret);
    const result = await sendSigned({
      url: endpoint.url,
      messageId: claimed.messageId,
      timestampSeconds: Math.floor(now.getTime() / 1000),
      body,
      secrets,
      allowLoopback: deps.allowLoopback,
      lookup: deps.lookup,
    });
    const after = clock();
    if (result.ok) {
      await repo.recordAttempt(db, claimed.id, {
        status: 'delivered',
        responseCode: result.status,
        responseBody: result.body,
        error: null,
        nextAttemptAt: null,
        deliveredAt: after,
      });
      await repo.markEndpointHealthy(db, endpoint.id);
      return;
    }
    const next = nextAttemptAt(claimed, after);
    await db.transaction(async (tx) => {
      await repo.recordAttempt(tx, claimed.id, {
        status: next ? 'pending' : 'failed',
        responseCode: result.status,
        responseBody: result.body,
        error: result.error ?? (result.status ? `The endpoint answered ${result.status}` : 'No answer'),
        nextAttemptAt: next,
        deliveredAt: null,
      });
      if (next) await enqueue(tx, [jobFor(claimed.id, claimed.attempts + 1, next)], after);
    });
    // A test message does not count against the endpoint.
    if (claimed.eventId === null) return;
    const failingSince = await repo.markEndpointFailing(db, endpoint.id, after);
    if (failingSince && endpoint.enabled) await disableFailing(endpoint, failingSince, after);
  }

  return {
    list,
    create,
    update,
    remove,
    rotateSecret,
    deliveries,
    sendTest,
    replay,
    attempt,
    queueDeliveries,
    checkUrl,
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
