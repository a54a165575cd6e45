import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../api-error';

/** The ETag a write is based on, from `If-Match: "7"` (W/ and missing quotes accepted); 428 when missing. */
export function expectedTag(request: FastifyRequest): string {
  const header = request.headers['if-match'];
  if (header === undefined || header === '') throw new ApiError(428, 'precondition_required', 'Send If-Match with the ETag of the version the change is based on');
  const match = /^(?:W\/)?"?([\w-]{1,64})"?$/.exec(String(header).trim());
  if (!match) throw new ApiError(412, 'precondition_failed', 'If-Match names no current version; read the record again for its ETag');
  return match[1]!;
}

/** A numeric ETag (a revision); a tag that is not a number can never be current. */
export function expectedRevision(request: FastifyRequest): number {
  const tag = expectedTag(request);
  return /^\d{1,12}$/.test(tag) ? Number(tag) : -1;
}

const etagOf = (tag: string | number) => `"${tag}"`;

export function withEtag<T>(reply: FastifyReply, tag: string | number, body: T): T {
  reply.header('etag', etagOf(tag));
  return body;
}

/** 412 with what is current, so the client can show the difference or retry on top of it. */
export function staleWrite(current: unknown, tag: string | number): ApiError {
  const error = new ApiError(412, 'precondition_failed', `The change was based on an older version; the current one is ${etagOf(tag)}`);
  error.current = current;
  return error;
}
