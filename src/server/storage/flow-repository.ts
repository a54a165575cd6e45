import type { Kysely } from 'kysely';
import type { Flow } from '../../types/schemas';
import { canonicalJson, fromJson, toJson } from './columns';
import type { Database } from './database';
import type { FlowRepository, StoredFlow } from './storage';

interface FlowRow {
  body: string;
  version: number;
  created_at: number;
}

export function createFlowRepository(db: Kysely<Database>): FlowRepository {
  return {
    async get(id, version) {
      let query = db.selectFrom('flows').select(['body', 'version', 'created_at']).where('id', '=', id);
      query = version === undefined ? query.orderBy('version', 'desc').limit(1) : query.where('version', '=', version);
      const row = await query.executeTakeFirst();
      return row && toStoredFlow(row);
    },

    async put(flow, now) {
      const body = withoutVersion(flow);
      const comparable = canonicalJson(body);
      return db.transaction().execute(async (trx) => {
        // A concurrent put may take the next version first; the insert then does nothing and the loop re-reads.
        for (;;) {
          const newest = await trx.selectFrom('flows').select(['body', 'version']).where('id', '=', flow.id)
            .orderBy('version', 'desc').limit(1).executeTakeFirst();
          if (newest && canonicalJson(fromJson(newest.body)) === comparable) return newest.version;
          const version = (newest?.version ?? 0) + 1;
          const inserted = await trx.insertInto('flows')
            .values({ id: flow.id, version, body: toJson(body), created_at: now })
            .onConflict((conflict) => conflict.columns(['id', 'version']).doNothing())
            .returning('version')
            .executeTakeFirst();
          if (inserted) return inserted.version;
        }
      });
    },

    async list() {
      const rows = await db.selectFrom('flows as f')
        .select(['f.body', 'f.version', 'f.created_at'])
        .where(({ eb, selectFrom }) => eb('f.version', '=',
          selectFrom('flows as newer').select(({ fn }) => fn.max('newer.version').as('version')).whereRef('newer.id', '=', 'f.id')))
        .orderBy('f.id')
        .execute();
      return rows.map(toStoredFlow);
    },
  };
}

/** The version is the storage's to give: the stored body leaves it out, so an imported `version` never makes a difference. */
function withoutVersion(flow: Flow): Omit<Flow, 'version'> {
  const { version: _version, ...body } = flow;
  return body;
}

function toStoredFlow(row: FlowRow): StoredFlow {
  return { flow: { ...fromJson<Flow>(row.body), version: row.version }, version: row.version, createdAt: row.created_at };
}
