import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UploadsTable } from './database';
import type { StoredUpload, UploadRepository } from './storage';

export function createUploadRepository(db: Kysely<Database>): UploadRepository {
  return {
    async add({ storedName, originalName, contentType, size, now }) {
      const row = await db.insertInto('uploads')
        .values({ id: randomUUID(), stored_name: storedName, original_name: originalName, content_type: contentType, size, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUpload(row);
    },

    async get(id) {
      const row = await db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toUpload(row);
    },
  };
}

function toUpload(row: Selectable<UploadsTable>): StoredUpload {
  return {
    id: row.id,
    storedName: row.stored_name,
    originalName: row.original_name,
    contentType: row.content_type,
    size: row.size,
    createdAt: row.created_at,
  };
}
