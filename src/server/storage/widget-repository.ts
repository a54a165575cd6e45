import type { Kysely } from 'kysely';
import type { WidgetConfig } from '../../types/schemas';
import { fromJson, toJson } from './columns';
import type { Database } from './database';
import type { WidgetRepository } from './storage';

export function createWidgetRepository(db: Kysely<Database>): WidgetRepository {
  return {
    async get(code) {
      const row = await db.selectFrom('widgets').select('body').where('code', '=', code).executeTakeFirst();
      return row && fromJson<WidgetConfig>(row.body);
    },

    async put(widget) {
      const row = { code: widget.code, node_id: widget.node_id, body: toJson(widget), updated_at: Date.now() };
      await db.insertInto('widgets').values(row)
        .onConflict((conflict) => conflict.column('code').doUpdateSet({ node_id: row.node_id, body: row.body, updated_at: row.updated_at }))
        .execute();
    },

    async list() {
      const rows = await db.selectFrom('widgets').select('body').orderBy('code').execute();
      return rows.map((row) => fromJson<WidgetConfig>(row.body));
    },
  };
}
