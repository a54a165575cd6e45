import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ERROR_CODES } from './api-error';
import { reportServerError } from './observability/server-reporting';
import { isDatabaseDown } from './services/database-down';

/** SQLSTATEs of text PostgreSQL cannot store (a NUL character, say): the client's input, not a server fault. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** SPEC 8 answers to a refused request: `{code, error, message}`, never a stack trace or SQL. */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(error.status).send(error.body);
  }
  if (isDatabaseDown(error)) {
    request.log.error({ err: error }, 'database unreachable');
    return reply.status(503).header('retry-after', '5').send({ code: ERROR_CODES.unavailable, error: 'unavailable', message: 'The service is briefly unavailable; please try again.' });
  }
  if (UNSTORABLE_TEXT.has(String((error as { code?: unknown }).code))) return clientError(reply, 400, 'Text may not contain NUL characters');
  const status = error.statusCode ?? 500;
  if (status === 429) return reply.status(429).send(error);
  if (status >= 400 && status < 500) return clientError(reply, status, error.message);
  request.log.error({ err: error }, 'unexpected error');
  reportServerError(error, request);
  return reply.status(500).send({ code: ERROR_CODES.internal, error: 'internal', message: 'Something went wrong. Please try again later.' });
}

/** What Fastify's router refuses before any route runs (a broken percent-encoding, an over-long path parameter). */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return clientError(reply, error.statusCode ?? 400, error.message);
}

function clientError(reply: FastifyReply, status: number, message: string) {
  const name = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : status === 404 ? 'not_found' : 'invalid_request';
  return reply.status(status).send({ code: ERROR_CODES[name], error: name, message });
}
