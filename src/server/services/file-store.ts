import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { fileTypeFromFile } from 'file-type';
import type { MultipartFile } from '@fastify/multipart';
import { ApiError } from '../api-error';
import type { Storage, StoredUpload } from '../storage/storage';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
export type AcceptedFiles = 'images' | 'images-and-pdf';

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
export const uploadUrl = (upload: StoredUpload) => `/uploads/${upload.storedName}`;

/** The client's file name as metadata only: no path, no control characters, at most 200 characters. */
export function safeOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean === '' || clean === '.' || clean === '..' ? 'file' : clean;
}

/**
 * Stores an uploaded file: streamed to a temporary file (refused with 413 as soon as it passes the size limit,
 * without reading the rest), typed by its bytes (magic numbers, never its name or declared type), then renamed
 * into place under a generated name, so a half-written or refused file is never visible.
 */
export async function storeUpload(part: MultipartFile, options: { dataDir: string; storage: Storage; accept: AcceptedFiles; now: number }): Promise<StoredUpload> {
  const dir = uploadsDir(options.dataDir);
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
    const stored = path.join(dir, storedName);
    await rename(temporary, stored);
    try {
      const { size } = await import('node:fs/promises').then((fs) => fs.stat(stored));
      return await options.storage.uploads.add({ storedName, originalName: safeOriginalName(part.filename), contentType: type.mime, size, now: options.now });
    } catch (error) {
      // Not recorded (the database is away): a file no record names would stay on disk for good.
      await rm(stored, { force: true });
      throw error;
    }
  } finally {
    await rm(temporary, { force: true });
  }
}
