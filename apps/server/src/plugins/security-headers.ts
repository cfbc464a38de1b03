import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config/config.ts';

// Security headers on every answer (helmet's defaults with our Content-Security-Policy). helmet's middleware is
// built once here: @fastify/helmet rebuilt it — directives parsed again — on every request (docs/performance.md).

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const setHeaders = helmet({
    // Strict-Transport-Security only means something over HTTPS; over plain HTTP it would pin
    // browsers to an https:// address that is not served.
    strictTransportSecurity: new URL(config.publicUrl).protocol === 'https:',
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(config.google ? ['https://accounts.google.com/gsi/client'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"], // Mantine sets style attributes
        // i.ytimg.com: YouTube's standard thumbnails of portfolio items (docs/product/photos.md).
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
        connectSrc: ["'self'", ...(config.google ? ['https://accounts.google.com'] : [])],
        frameSrc: config.google ? ['https://accounts.google.com'] : ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Set on the raw response: a route's own reply.header(...) still wins (Fastify's headers are written last).
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
}
