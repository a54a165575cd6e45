import type { Kysely } from 'kysely';
import { fromJson, toJson } from './columns';
import type { Database } from './database';
import type { NodeRepository, StoredNode } from './storage';

export function createNodeRepository(db: Kysely<Database>): NodeRepository {
  return {
    async get(id) {
      const row = await db.selectFrom('nodes').select('body').where('id', '=', id).executeTakeFirst();
      return row && fromJson<StoredNode>(row.body);
    },

    async put(node) {
      // What the server computes per request is never stored, even when a caller passes a served config back.
      const { flow: _flow, signature_valid: _signatureValid, ...stored } = node as StoredNode & { flow?: unknown; signature_valid?: unknown };
      const row = { id: stored.id, body: toJson(stored), updated_at: Date.now() };
      await db.insertInto('nodes').values(row)
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ body: row.body, updated_at: row.updated_at }))
        .execute();
    },

    async list() {
      const rows = await db.selectFrom('nodes').select('body').orderBy('id').execute();
      return rows.map((row) => fromJson<StoredNode>(row.body));
    },
  };
}
