import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already text (written by the database) as it is: Fastify passes a string with a JSON
 * content type straight on, past the route's response serializer (the schema still documents the answer).
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.header('content-type', 'application/json; charset=utf-8').send(json);
}
