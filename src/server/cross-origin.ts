import type { FastifyInstance } from 'fastify';

/**
 * CORS for the calls host pages make across origins (the widget loader's), and for nothing else: any origin may
 * read them (they carry no cookies), with the preflight of a JSON POST answered here. A plain hook with fixed
 * answers rather than @fastify/cors, whose per-request options were rebuilt on every call to any route.
 */
export function allowCrossOrigin(app: FastifyInstance, paths: readonly RegExp[]): void {
  // A callback, not an async hook: every request runs it (issue #21).
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (!origin || !paths.some((pattern) => pattern.test(request.url.split('?', 1)[0]!))) return done();
    reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    if (request.method !== 'OPTIONS') return done();
    const requested = request.headers['access-control-request-headers'];
    reply.header('access-control-allow-methods', 'GET, POST').header('access-control-max-age', '600');
    if (requested) reply.header('access-control-allow-headers', requested);
    // Answered here: done() is not called, so no route runs.
    reply.code(204).send();
  });
}
