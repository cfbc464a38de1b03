import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app: its files, and index.html for every other non-API GET (client routing).
 * The build writes a brotli (.br) and a gzip (.gz) copy next to every text file (apps/web/vite.config.ts);
 * each answer sends the best one the client accepts, with `Content-Encoding` and `Vary: Accept-Encoding`,
 * and the plain file to a client that accepts neither. This holds for index.html sent by the not-found
 * handler (reply.sendFile) too.
 */
export async function registerStaticSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run `npm run build`)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Source maps are not published (decision 011), even when an older build left some behind; nor is
    // build metadata in dot-directories (.vite/manifest.json names the source files).
    allowedPath: (pathName) =>
      !pathName.endsWith('.map') && !pathName.split('/').some((segment) => segment.startsWith('.')),
    // Hashed asset names never change their content; index.html must always be revalidated.
    setHeaders: (res, filePath) => {
      res.header(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}
