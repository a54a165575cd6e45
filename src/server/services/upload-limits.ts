import { mkdir, statfs } from 'node:fs/promises';
import { ApiError } from '../api-error';
import type { ServerContext } from '../context';
import { sha256 } from './tokens';

const MB = 1024 * 1024;
const HOUR_MS = 3_600_000;

/** The sender as the uploads table keeps it: a hash of the address, so the database holds no addresses. */
export const requesterOf = (address: string): string => sha256(`upload:${address}`);

/**
 * Refuses an anonymous upload before any byte is read (issue #25 finding 4): with 507 when the disk that takes
 * incoming files has less free space than UPLOAD_MIN_FREE_MB (the database and logs need room too), and with 429
 * once this address sent UPLOAD_QUOTA_MB_PER_HOUR in the last hour. The quota is counted in the database, so it
 * holds across processes.
 */
export async function refuseUploadOverLimits({ config, storage, files }: Pick<ServerContext, 'config' | 'storage' | 'files'>, requester: string, now: number): Promise<void> {
  await mkdir(files.incomingDir, { recursive: true });
  const disk = await statfs(files.incomingDir);
  if (disk.bavail * disk.bsize < config.uploads.minFreeMb * MB) {
    throw new ApiError(507, 'insufficient_storage', 'The server has no room for files right now; please try again later');
  }
  const sent = await storage.uploads.bytesSince(requester, now - HOUR_MS);
  if (sent >= config.uploads.quotaMbPerHour * MB) {
    throw new ApiError(429, 'upload_quota_exceeded', `This address has uploaded ${config.uploads.quotaMbPerHour} MB in the last hour; please try again later`);
  }
}
