import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UploadsTable } from './database';
import type { StoredUpload, UploadRepository } from './storage';

export function createUploadRepository(db: Kysely<Database>): UploadRepository {
  return {
    async add({ storedName, originalName, contentType, size, now, requester = null, claimed = false }) {
      const row = await db.insertInto('uploads')
        .values({ id: randomUUID(), stored_name: storedName, original_name: originalName, content_type: contentType, size, created_at: now, requester, claimed_at: claimed ? now : null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUpload(row);
    },

    async get(id) {
      const row = await db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toUpload(row);
    },

    async byStoredNames(storedNames) {
      if (storedNames.length === 0) return [];
      const rows = await db.selectFrom('uploads').selectAll().where('stored_name', 'in', [...storedNames]).execute();
      return rows.map(toUpload);
    },

    async claim({ storedNames, ids }, now) {
      if (storedNames.length === 0 && ids.length === 0) return;
      await db.updateTable('uploads').set({ claimed_at: now })
        .where('claimed_at', 'is', null)
        .where((eb) => eb.or([
          ...(storedNames.length ? [eb('stored_name', 'in', [...storedNames])] : []),
          ...(ids.length ? [eb('id', 'in', [...ids])] : []),
        ]))
        .execute();
    },

    async bytesSince(requester, since) {
      const row = await db.selectFrom('uploads').select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
        .where('requester', '=', requester).where('created_at', '>', since)
        .executeTakeFirst();
      return Number(row?.bytes ?? 0);
    },

    async unclaimedBefore(before, limit) {
      const rows = await db.selectFrom('uploads').selectAll()
        .where('claimed_at', 'is', null).where('created_at', '<', before)
        .orderBy('created_at').limit(limit).execute();
      return rows.map(toUpload);
    },

    async remove(id) {
      await db.deleteFrom('uploads').where('id', '=', id).execute();
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
