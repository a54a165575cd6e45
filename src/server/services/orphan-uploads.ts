import type { ServerContext } from '../context';

const BATCH = 200;

/**
 * Deletes files uploaded more than UPLOAD_ORPHAN_HOURS ago that no feedback or chat message names (issue #25
 * finding 4): an anonymous visitor's upload is kept only for the respondent who goes on to submit it. The record
 * goes after its bytes, so a failure halfway leaves a record the next sweep tries again, never a file no record
 * names. Returns how many were deleted.
 */
export async function deleteOrphanUploads({ storage, files, config }: Pick<ServerContext, 'storage' | 'files' | 'config'>, now: number): Promise<number> {
  const before = now - config.uploads.orphanHours * 3_600_000;
  let deleted = 0;
  for (;;) {
    const orphans = await storage.uploads.unclaimedBefore(before, BATCH);
    for (const upload of orphans) {
      await files.remove(upload.storedName);
      await storage.uploads.remove(upload.id);
      deleted++;
    }
    if (orphans.length < BATCH) return deleted;
  }
}

/** The stored names and ids of uploads an answer names: `/uploads/<name>` in any text, and blob ids. */
export function uploadsNamedBy(responses: readonly { body?: unknown; active_storage_blob_id?: string }[]): { storedNames: string[]; ids: string[] } {
  const storedNames = new Set<string>();
  const ids = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 32) return;
    if (typeof value === 'string') for (const match of value.matchAll(/\/uploads\/([0-9a-f-]{36}\.[a-z0-9]{2,5})\b/g)) storedNames.add(match[1]!);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) visit(inner, depth + 1);
  };
  for (const item of responses) {
    visit(item.body, 0);
    if (item.active_storage_blob_id) ids.add(item.active_storage_blob_id);
  }
  return { storedNames: [...storedNames], ids: [...ids] };
}
