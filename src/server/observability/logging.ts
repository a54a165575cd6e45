import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino from 'pino';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { maskPersonalText, redactUrl, scrubPersonalData } from '../../lib/personal-data';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A request's id: the one a proxy in front sent (X-Request-Id), so its logs and ours join up, when it looks like an
 * id; a fresh UUID otherwise. Answered back in the same header (app.ts).
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

/**
 * Log serializers with no personal data (issue #10): a request is its method, host and URL with query values
 * filtered (chat tokens, preloaded responses and identity parameters travel in queries); no client address, no
 * headers, never a body. Errors keep their type and stack with emails and phone numbers masked and personal fields
 * (a driver's `detail`, an API error's body) scrubbed.
 */
export const logSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url ?? ''), host: request.host }),
  res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
  err: (error: Error) => {
    const serialized = { ...pino.stdSerializers.err(error) } as Record<string, unknown>;
    const scrubbed = scrubPersonalData(serialized);
    if (typeof serialized.message === 'string') scrubbed.message = maskPersonalText(serialized.message);
    return scrubbed;
  },
};

/**
 * The server's logger with the serializers above, and every logged object's personal fields (answers, bodies,
 * emails, phones, tokens) filtered, whichever logger was handed in (pino from start.ts, a test's capture).
 */
export function redactingLogger(log: FastifyBaseLogger): FastifyBaseLogger {
  return log.child({}, { serializers: logSerializers, formatters: { log: (object: Record<string, unknown>) => scrubPersonalData(object) } } as object);
}
