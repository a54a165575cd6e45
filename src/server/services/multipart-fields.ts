import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { ApiError } from '../api-error';

/**
 * Reads a multipart form whose text fields come before its one optional file, handing the file to `onFile`
 * while it streams (so its size limit applies before it is read whole).
 */
export async function readForm<T>(request: FastifyRequest, onFile: (file: MultipartFile, fields: Record<string, string>) => Promise<T>): Promise<{ fields: Record<string, string>; file: T | null }> {
  if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type', 'Send the message as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: T | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (file !== null) throw new ApiError(400, 'invalid_request', 'One attachment at a time');
      file = await onFile(part, fields);
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}
