import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withReplicaReads } from '../db/read-routing.ts';

// Which requests read from the replica (DATABASE_READ_URL, decision 053): a GET or HEAD without credentials of a
// route marked `publicRead` (the marketplace, public briefs and brand pages, public creator profiles, sitemaps, share
// cards) or of a public page's address (the not-found handler renders its head). The rest of the request's work
// runs inside that choice (db/read-routing.ts). A signed-in caller — and so anyone who has just written — reads
// from the primary.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An anonymous GET of this route may read from the read replica (decision 053). */
    publicRead?: boolean;
  }
}

export function isReplicaRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.authorization !== undefined) return false;
  if (request.routeOptions.config.publicRead === true) return true;
  const pathname = request.url.split('?')[0] ?? '';
  return request.is404 && pathname !== '/api' && !pathname.startsWith('/api/');
}

export function registerReplicaReads(app: FastifyInstance, enabled: boolean): void {
  if (!enabled) return;
  // A callback hook, so that the rest of the request's hooks and its handler run inside the store.
  app.addHook('onRequest', (request, _reply, done) => {
    if (isReplicaRead(request)) withReplicaReads(done);
    else done();
  });
}
