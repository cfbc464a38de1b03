import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import {
  ZAdminDeleteEventResponse,
  ZAdminEventRequest,
  ZAdminUpdateEventRequest,
  ZAdminEventsQuery,
  ZEvent,
  ZEventIdParams,
  ZEventRegistrationResponse,
  ZEventResponse,
  ZEventsQuery,
  ZEventsResponse,
} from '@briefly/shared/events';
import { requireUser } from '../../plugins/access.ts';
import { mediaResponse } from '../../lib/openapi-bodies.ts';
import type { AdminActor, EventsService } from './events.service.ts';

// The events API (docs/product/community.md#events-api). Reads are public (a token, when sent, says
// whether the caller is registered); brands and creators register; admins write.

const tags = ['events'];
const readErrors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
const writeErrors = { ...readErrors, 409: ZErrorEnvelope, 422: ZErrorEnvelope, 429: ZErrorEnvelope };
const MEMBERS = ['brand', 'creator'] as const;

/**
 * Registering and cancelling, per person across processes (docs/product/limits-and-messages.md#limits): each
 * registration may mail a calendar file (at most one per event and day), so it is bounded per account too.
 */
export const REGISTRATION_CHANGES_PER_USER = { max: 30, timeWindow: 60 * 60_000 };
const perUser = {
  ...REGISTRATION_CHANGES_PER_USER,
  groupId: 'event-registrations',
  keyGenerator: (request: { user: { id: string } | null; ip: string }) => request.user?.id ?? request.ip,
};
const admin = { access: 'admin' } as const;
const actor = (request: FastifyRequest): AdminActor => ({ id: requireUser(request).id, ip: request.ip });
const viewer = (request: FastifyRequest) => request.user;

/** A text/calendar download (not JSON, so outside the route's response schemas). */
function sendCalendar(reply: FastifyReply, file: { fileName: string; content: string }) {
  return reply
    .header('Content-Type', 'text/calendar; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.content);
}

export async function eventsRoutes(app: FastifyInstance, { events }: { events: EventsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/events', {
    config: { access: 'public' },
    schema: {
      operationId: 'listEvents',
      tags,
      summary:
        'Events: filter (all, upcoming, live, webinar, workshop, networking) and category; events still to come first, soonest first, then past ones; figures from the database',
      querystring: ZEventsQuery,
      response: { 200: ZEventsResponse, ...readErrors },
    },
    handler: async (request) => events.list(viewer(request), request.query),
  });

  api.get('/api/events/:id', {
    config: { access: 'public' },
    schema: {
      operationId: 'getEvent',
      tags,
      summary: 'One event',
      params: ZEventIdParams,
      response: { 200: ZEventResponse, ...readErrors },
    },
    handler: async (request) => ({ event: await events.get(viewer(request), request.params.id) }),
  });

  api.get('/api/events/:id/registration', {
    config: { access: 'public' },
    schema: {
      operationId: 'getEventRegistration',
      tags,
      summary: 'Whether the caller is registered (false for visitors: the spec’s client asks without a token too)',
      params: ZEventIdParams,
      response: { 200: ZEventRegistrationResponse, ...readErrors },
    },
    handler: async (request) => events.registration(viewer(request), request.params.id),
  });

  api.get('/api/events/:id/calendar.ics', {
    config: { access: 'public' },
    schema: {
      operationId: 'getEventCalendarFile',
      tags,
      summary: 'The event as an iCalendar file (Add to calendar)',
      params: ZEventIdParams,
      response: { 200: mediaResponse('The event as an iCalendar (RFC 5545) file', ['text/calendar']), ...readErrors },
    },
    handler: async (request, reply) => sendCalendar(reply, await events.calendar(request.params.id)),
  });

  api.post('/api/events/:id/register', {
    config: { access: MEMBERS, unauthenticatedMessage: 'Please sign in to register for events.', rateLimit: perUser },
    schema: {
      operationId: 'registerForEvent',
      tags,
      summary:
        'Register for a free event still to come (no body; once per person: again changes nothing). 409 EVENT_FULL when every seat is taken',
      params: ZEventIdParams,
      response: { 200: ZEventRegistrationResponse, ...writeErrors },
    },
    handler: async (request) => events.register(requireUser(request), request.params.id),
  });

  api.delete('/api/events/:id/register', {
    config: { access: MEMBERS, rateLimit: perUser },
    schema: {
      operationId: 'cancelEventRegistration',
      tags,
      summary: 'Cancel your registration before the event starts; the seat is free again',
      params: ZEventIdParams,
      response: { 200: ZEventRegistrationResponse, ...writeErrors },
    },
    handler: async (request) => events.cancelRegistration(requireUser(request), request.params.id),
  });

  // ---------------------------------------------------------------- admin

  api.get('/api/admin/events', {
    config: admin,
    schema: {
      operationId: 'adminListEvents',
      tags,
      summary: 'Every event, cancelled and past ones included, newest start first',
      querystring: ZAdminEventsQuery,
      response: {
        200: z.object({
          events: z.array(ZEvent),
          total: z.number().int(),
          page: z.number().int(),
          limit: z.number().int(),
        }),
        ...readErrors,
      },
    },
    handler: async (request) => events.adminList(request.query),
  });

  api.post('/api/admin/events', {
    config: admin,
    schema: {
      operationId: 'adminCreateEvent',
      tags,
      summary: 'Create an event (its start in the future)',
      body: ZAdminEventRequest,
      response: { 201: ZEventResponse, ...writeErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ event: await events.create(actor(request), request.body) }),
  });

  api.put('/api/admin/events/:id', {
    config: admin,
    schema: {
      operationId: 'adminReplaceEvent',
      tags,
      summary: 'Replace an event; capacity never below the people registered (409); a new time tells the registrants',
      params: ZEventIdParams,
      body: ZAdminUpdateEventRequest,
      response: { 200: ZEventResponse, ...writeErrors },
    },
    handler: async (request) => ({ event: await events.update(actor(request), request.params.id, request.body) }),
  });

  api.delete('/api/admin/events/:id', {
    config: admin,
    schema: {
      operationId: 'adminCancelEvent',
      tags,
      summary: 'Cancel an event people registered for that is still to come (they are told), else delete it',
      params: ZEventIdParams,
      response: { 200: ZAdminDeleteEventResponse, ...writeErrors },
    },
    handler: async (request) => events.remove(actor(request), request.params.id),
  });
}
