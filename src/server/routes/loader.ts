import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { builtFiles } from '../built-files';
import { sendServed, servedAnswer } from '../services/served-answer';

/**
 * The loader keeps one address for every host page's snippet; a short cache lets fixes reach sites soon, and
 * a stale copy runs while a cache fetches the new one.
 */
const LOADER_CACHE = 'public, max-age=300, stale-while-revalidate=600';

/**
 * GET /loader.js, which every page view of every host site loads (issue #21): kept in memory with its brotli and
 * gzip bytes and an ETag, made again only when a rebuilt client changes the file (looked at once a second).
 */
export function loaderRoute(app: FastifyInstance, { config }: ServerContext): void {
  const loaderFile = builtFiles((text) => servedAnswer(text, { contentType: 'text/javascript; charset=utf-8', cacheControl: LOADER_CACHE }));
  const file = path.join(config.clientDir, 'widget', 'loader', 'loader.js');
  // compress: false: the bytes are kept compressed, never compressed per request.
  app.get('/loader.js', { compress: false }, async (request, reply) => {
    const loader = await loaderFile(file);
    if (loader === undefined) return reply.status(503).type('text/plain').send('The client is not built: run "npm run build".');
    return sendServed(request, reply, await loader);
  });
}
