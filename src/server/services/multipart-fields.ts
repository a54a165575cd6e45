import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { ApiError } from '../api-error';

/**
 * The multipart parser (busboy) fails a broken form (no boundary, one over 256 characters, data that ends early)
 * with plain Errors: the client's mistake, to be answered 400 with what is wrong rather than 500. Other errors
 * (refusals, the database, the disk) pass unchanged.
 */
export function asFormError(error: unknown): unknown {
  const plain = error instanceof Error && !(error instanceof ApiError) && !('code' in error) && !('statusCode' in error);
  if (plain && /multipart|boundary|needle|content-type/i.test(error.message)) return new ApiError(400, 'invalid_request', `The form could not be read: ${error.message}`);
  return error;
}

/**
 * Reads a multipart form whose text fields come before its one optional file, handing the file to `onFile`
 * while it streams (so its size limit applies before it is read whole).
 */
export async function readForm<T>(request: FastifyRequest, onFile: (file: MultipartFile, fields: Record<string, string>) => Promise<T>): Promise<{ fields: Record<string, string>; file: T | null }> {
  if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type', 'Send the message as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: T | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file !== null) throw new ApiError(400, 'invalid_request', 'One attachment at a time');
        file = await onFile(part, fields);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asFormError(error);
  }
  return { fields, file };
}
