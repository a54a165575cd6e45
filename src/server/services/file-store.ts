import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { fileTypeFromFile } from 'file-type';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { ApiError } from '../api-error';
import type { Storage, StoredUpload } from '../storage/storage';
import type { UploadBlobs } from './upload-blobs';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
export type AcceptedFiles = 'images' | 'images-and-pdf';

export const uploadUrl = (upload: StoredUpload) => `/uploads/${upload.storedName}`;

/** A name the server generated (a UUID and the type's extension): nothing else is ever looked up, so no path is smuggled in. */
export const STORED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/**
 * Sends a stored file with the headers every route that serves one uses: the type its name was given from its
 * bytes, no sniffing, a sandbox should it be opened as a page, anything not an image downloaded rather than opened
 * in the server's origin. The name in the header is the stored one (generated: nothing of the client's reaches a
 * header). Files belong to feedbacks and chats: browsers may keep them, shared caches never (issue #25). The public
 * `/uploads/<name>` address is a capability (an unguessable name, see README "Decisions"), so it must not leak
 * further than it was handed: no search engine keeps it, and a link followed from an opened PDF or image sends no
 * Referer naming it — set here rather than left to the app-wide headers, so a change there cannot loosen them.
 */
export function sendUpload(reply: FastifyReply, storedName: string, file: Readable) {
  const type = storedName.endsWith('.pdf') ? 'application/pdf' : `image/${storedName.split('.').pop()!.replace('jpg', 'jpeg')}`;
  return reply
    .type(type)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
    .header('content-disposition', `${IMAGE_TYPES.has(type) ? 'inline' : 'attachment'}; filename="${storedName}"`)
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('x-robots-tag', 'noindex, nofollow, noarchive')
    .header('referrer-policy', 'no-referrer')
    .send(file);
}

/** The client's file name as metadata only: no path, no control characters, at most 200 characters. */
function safeOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean === '' || clean === '.' || clean === '..' ? 'file' : clean;
}

/**
 * Stores an uploaded file: streamed to a temporary file (refused with 413 as soon as it passes the size limit,
 * without reading the rest), typed by its bytes (magic numbers, never its name or declared type), then handed to
 * the file store under a generated name (renamed into DATA_DIR/uploads, or sent to S3), so a half-written or
 * refused file is never visible.
 */
/**
 * `requester`: the sender's address hash (the hourly quota); `claimed`: the file is used from the start (a chat
 * attachment), so the orphan sweep never takes it.
 */
export async function storeUpload(part: MultipartFile, options: { files: UploadBlobs; storage: Storage; accept: AcceptedFiles; now: number; requester?: string; claimed?: boolean }): Promise<StoredUpload> {
  const dir = options.files.incomingDir;
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.incoming-${randomUUID()}`);
  try {
    await pipeline(part.file, createWriteStream(temporary, { flags: 'wx' }));
    if (part.file.truncated) throw new ApiError(413, 'payload_too_large', 'The file is larger than the upload limit');
    const type = await fileTypeFromFile(temporary);
    const allowed = type && (IMAGE_TYPES.has(type.mime) || (options.accept === 'images-and-pdf' && type.mime === 'application/pdf'));
    if (!type || !allowed) {
      throw new ApiError(415, 'unsupported_media_type', options.accept === 'images' ? 'Only images can be sent' : 'Please upload an image or PDF file');
    }
    const storedName = `${randomUUID()}.${type.ext}`;
    const { size } = await stat(temporary);
    await options.files.save(storedName, temporary, type.mime);
    try {
      return await options.storage.uploads.add({ storedName, originalName: safeOriginalName(part.filename), contentType: type.mime, size, now: options.now, requester: options.requester ?? null, claimed: options.claimed ?? false });
    } catch (error) {
      // Not recorded (the database is away): a file no record names would stay in the store for good.
      await options.files.remove(storedName).catch(() => undefined);
      throw error;
    }
  } finally {
    await rm(temporary, { force: true });
  }
}
