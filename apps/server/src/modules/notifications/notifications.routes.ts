import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import {
  NOTIFICATION_MESSAGES,
  ZDismissNotificationResponse,
  ZMailOutboxQuery,
  ZMailOutboxResponse,
  ZNotificationCallerQuery,
  ZNotificationPreferencesResponse,
  ZNotificationResponse,
  ZNotificationsBulkResponse,
  ZNotificationsQuery,
  ZNotificationsResponse,
  ZSeedNotificationRequest,
  ZSeedNotificationResponse,
  ZUpdateNotificationPreferencesRequest,
  type TMailOutboxEntry,
} from '@briefly/shared/notifications';
import { requireUser } from '../../plugins/access.ts';
import { mediaResponse } from '../../lib/openapi-bodies.ts';
import type { NotificationMail } from './notification-mail.ts';
import { renderUnsubscribePage } from './mail-templates.ts';
import type { NotificationsService } from './notifications.service.ts';
import type { MailRow } from './notifications.repository.ts';

// The notifications API (docs/product/notifications.md#api). Every call is the signed-in user's:
// `userId`/`userType` in the query are the spec client's and are ignored.

const ZIdParams = z.object({ id: z.uuid({ message: NOTIFICATION_MESSAGES.invalidId }) });
/** What the spec's client may send with the calls that take no body (nothing, or its userId and userType): ignored. */
const ZIgnoredBody = z.looseObject({}).nullish();
const ZUnsubscribeQuery = z.object({ token: z.unknown().optional() });

const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 404: ZErrorEnvelope };

const toMailEntry = (row: MailRow): TMailOutboxEntry => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  text: row.text,
  html: row.html,
  headers: row.headers,
  notificationCount: row.notificationCount,
  status: row.status,
  transport: row.transport,
  attempts: row.attempts,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The unsubscribe pages: a page of their own, also when the link is not valid. */
const htmlPages = {
  200: mediaResponse('The page (text/html)', ['text/html']),
  400: {
    description: 'The page saying the link is not valid (text/html), or a query without a token (the envelope)',
    content: { 'text/html': { schema: z.string() }, 'application/json': { schema: ZErrorEnvelope } },
  },
};

export async function notificationsRoutes(
  app: FastifyInstance,
  deps: { notifications: NotificationsService; mail: NotificationMail; demoMode: boolean; publicUrl: string },
) {
  const { notifications, mail, demoMode, publicUrl } = deps;

  // The spec's client announces JSON and sends nothing on read, read-all, dismiss-all and seed: the
  // app's JSON parser takes an empty JSON body as no body (plugins/input-guards.ts); tests cover it here.
  // RFC 8058 one-click unsubscribe posts a form (`List-Unsubscribe=One-Click`); its content is not needed.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, undefined),
  );

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/notifications', {
    config: { access: 'user' },
    schema: {
      operationId: 'listNotifications',
      tags: ['notifications'],
      summary: 'Your notifications, newest first, filtered and paged; stats over all that are not dismissed',
      querystring: ZNotificationsQuery,
      response: { 200: ZNotificationsResponse, ...errors },
    },
    handler: async (request) => notifications.list(requireUser(request), request.query),
  });

  api.get('/api/notifications/preferences', {
    config: { access: 'user' },
    schema: {
      operationId: 'getNotificationPreferences',
      tags: ['notifications'],
      summary: 'Your notification preferences (in the app, email, push; per category)',
      querystring: ZNotificationCallerQuery,
      response: { 200: ZNotificationPreferencesResponse, ...errors },
    },
    handler: async (request) => notifications.getPreferences(requireUser(request)),
  });

  api.put('/api/notifications/preferences', {
    config: { access: 'user' },
    schema: {
      operationId: 'updateNotificationPreferences',
      tags: ['notifications'],
      summary: 'Change any part of your notification preferences; security notifications stay on in the app',
      querystring: ZNotificationCallerQuery,
      body: ZUpdateNotificationPreferencesRequest,
      response: { 200: ZNotificationPreferencesResponse, ...errors },
    },
    handler: async (request) => notifications.updatePreferences(requireUser(request), request.body),
  });

  api.post('/api/notifications/read-all', {
    config: { access: 'user' },
    schema: {
      operationId: 'markAllNotificationsRead',
      tags: ['notifications'],
      summary: 'Mark all your notifications read (no body)',
      querystring: ZNotificationCallerQuery,
      body: ZIgnoredBody,
      response: { 200: ZNotificationsBulkResponse, ...errors },
    },
    handler: async (request) => notifications.readAll(requireUser(request)),
  });

  api.post('/api/notifications/dismiss-all', {
    config: { access: 'user' },
    schema: {
      operationId: 'dismissAllNotifications',
      tags: ['notifications'],
      summary: 'Dismiss all your notifications (no body)',
      querystring: ZNotificationCallerQuery,
      body: ZIgnoredBody,
      response: { 200: ZNotificationsBulkResponse, ...errors },
    },
    handler: async (request) => notifications.dismissAll(requireUser(request)),
  });

  if (demoMode) {
    api.post('/api/notifications/seed', {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Demo mode only: a test notification for you (optional title and message)',
        querystring: ZNotificationCallerQuery,
        body: ZSeedNotificationRequest,
        response: { 201: ZSeedNotificationResponse, ...errors },
      },
      handler: async (request, reply) =>
        reply.status(201).send({ notification: await notifications.seedTest(requireUser(request), request.body) }),
    });

    api.get('/api/admin/mail-outbox', {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Demo mode only: the emails the platform sent or kept (the outbox when no SMTP server is configured), newest first',
        querystring: ZMailOutboxQuery,
        response: { 200: ZMailOutboxResponse, 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope },
      },
      handler: async (request) => {
        const { rows, total } = await mail.listOutbox(request.query);
        return { mails: rows.map(toMailEntry), total };
      },
    });
  }

  // ---------------------------------------------------------------- unsubscribing (from an email: no sign-in)

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html);

  api.get('/api/notifications/unsubscribe', {
    // The link's signature is its authentication. Opening it changes nothing (mail scanners open links).
    config: { access: 'public' },
    schema: {
      operationId: 'getEmailUnsubscribePage',
      tags: ['notifications'],
      summary: 'The page behind an email’s unsubscribe link: asks to confirm (text/html)',
      querystring: ZUnsubscribeQuery,
      response: htmlPages,
    },
    handler: async (request, reply) => {
      const claim = mail.verify(request.query.token);
      if (!claim) return page(reply, 400, renderUnsubscribePage({ state: 'invalid', publicUrl }));
      const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(String(request.query.token))}`;
      return page(
        reply,
        200,
        renderUnsubscribePage({ state: 'confirm', categories: claim.categories, actionUrl: action, publicUrl }),
      );
    },
  });

  api.post('/api/notifications/unsubscribe', {
    config: { access: 'public' },
    schema: {
      operationId: 'unsubscribeFromEmails',
      tags: ['notifications'],
      summary:
        'Unsubscribe from the link’s email categories: the confirmation form, and RFC 8058 one-click (text/html)',
      querystring: ZUnsubscribeQuery,
      response: htmlPages,
    },
    handler: async (request, reply) => {
      const claim = await mail.unsubscribe(request.query.token);
      if (!claim) return page(reply, 400, renderUnsubscribePage({ state: 'invalid', publicUrl }));
      return page(reply, 200, renderUnsubscribePage({ state: 'done', categories: claim.categories, publicUrl }));
    },
  });

  // ---------------------------------------------------------------- one notification (after the fixed paths)

  api.get('/api/notifications/:id', {
    config: { access: 'user' },
    schema: {
      operationId: 'getNotification',
      tags: ['notifications'],
      summary: 'One of your notifications (not dismissed); opening it does not mark it read',
      params: ZIdParams,
      querystring: ZNotificationCallerQuery,
      response: { 200: ZNotificationResponse, ...errors },
    },
    handler: async (request) => ({ notification: await notifications.get(requireUser(request), request.params.id) }),
  });

  api.patch('/api/notifications/:id/read', {
    config: { access: 'user' },
    schema: {
      operationId: 'markNotificationRead',
      tags: ['notifications'],
      summary: 'Mark one of your notifications read (no body)',
      params: ZIdParams,
      querystring: ZNotificationCallerQuery,
      body: ZIgnoredBody,
      response: { 200: ZNotificationResponse, ...errors },
    },
    handler: async (request) => ({
      notification: await notifications.markRead(requireUser(request), request.params.id),
    }),
  });

  api.delete('/api/notifications/:id', {
    config: { access: 'user' },
    schema: {
      operationId: 'dismissNotification',
      tags: ['notifications'],
      summary: 'Dismiss one of your notifications',
      params: ZIdParams,
      querystring: ZNotificationCallerQuery,
      body: ZIgnoredBody,
      response: { 200: ZDismissNotificationResponse, ...errors },
    },
    handler: async (request) => {
      await notifications.dismiss(requireUser(request), request.params.id);
      return { id: request.params.id, dismissed: true as const };
    },
  });
}
