import type { Kysely } from 'kysely';
import type { Fixture } from '../../types/schemas';
import { fromJson, toJson } from './columns';
import type { Database } from './database';

export interface StoredFixture {
  id: string;
  name: string;
  fixture: Fixture;
  createdAt: number;
  updatedAt: number;
}

/** A flow's regression fixtures (issue #18), by client-chosen id, oldest first (the order they were recorded). */
export function createFlowFixtureRepository(db: Kysely<Database>) {
  const toStored = (row: { id: string; name: string; body: string; created_at: number; updated_at: number }): StoredFixture => ({
    id: row.id, name: row.name, fixture: fromJson<Fixture>(row.body), createdAt: Number(row.created_at), updatedAt: Number(row.updated_at),
  });
  return {
    async list(flowId: string): Promise<StoredFixture[]> {
      const rows = await db.selectFrom('flow_fixtures').selectAll().where('flow_id', '=', flowId).orderBy('created_at').orderBy('id').execute();
      return rows.map(toStored);
    },

    /** Inserts or replaces; returns whether it was new. */
    async put(flowId: string, id: string, fixture: Fixture, now: number): Promise<{ created: boolean; stored: StoredFixture }> {
      const body = toJson(fixture);
      return db.transaction().execute(async (trx) => {
        const updated = await trx.updateTable('flow_fixtures').set({ name: fixture.name, body, updated_at: now })
          .where('flow_id', '=', flowId).where('id', '=', id).executeTakeFirst();
        const created = Number(updated.numUpdatedRows) === 0;
        if (created) {
          await trx.insertInto('flow_fixtures').values({ flow_id: flowId, id, name: fixture.name, body, created_at: now, updated_at: now })
            .onConflict((conflict) => conflict.columns(['flow_id', 'id']).doUpdateSet({ name: fixture.name, body, updated_at: now })).execute();
        }
        const row = await trx.selectFrom('flow_fixtures').selectAll().where('flow_id', '=', flowId).where('id', '=', id).executeTakeFirstOrThrow();
        return { created, stored: toStored(row) };
      });
    },

    async delete(flowId: string, id: string): Promise<boolean> {
      const deleted = await db.deleteFrom('flow_fixtures').where('flow_id', '=', flowId).where('id', '=', id).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },
  };
}

export type FlowFixtureRepository = ReturnType<typeof createFlowFixtureRepository>;
