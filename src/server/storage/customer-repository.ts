import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { fromJson, toJson } from './columns';
import type { CustomersTable, Database } from './database';
import type { CustomerRepository, StoredCustomer } from './storage';

type CustomerRow = Selectable<CustomersTable>;

export function createCustomerRepository(db: Kysely<Database>): CustomerRepository {
  return {
    async get(nodeId, id) {
      const row = await db.selectFrom('customers').selectAll().where('node_id', '=', nodeId).where('id', '=', id).executeTakeFirst();
      return row && toCustomer(row);
    },

    async recordUnverifiedVisit({ nodeId, externalId, userId, attributes, now }) {
      const id = randomUUID();
      await db.insertInto('customer_visits')
        .values({ id, node_id: nodeId, external_id: externalId, user_id: userId, attributes: toJson(attributes), created_at: now })
        .execute();
      return { id };
    },

    async recordVisit({ nodeId, externalId = null, userId = null, attributes, now }) {
      return db.transaction().execute(async (trx) => {
        // A visit racing another for a new external id loses the insert to the unique index and finds the winner.
        for (;;) {
          const found = await findCustomer(trx, nodeId, externalId, userId);
          if (found) return toCustomer(await mergeVisit(trx, found.id, externalId, userId, attributes, now));
          const created = await trx.insertInto('customers')
            .values({ id: randomUUID(), node_id: nodeId, external_id: externalId, user_id: userId, attributes: toJson(attributes), created_at: now, updated_at: now })
            .onConflict((conflict) => conflict.columns(['node_id', 'external_id']).doNothing())
            .returningAll()
            .executeTakeFirst();
          if (created) return toCustomer(created);
        }
      });
    },
  };
}

/** SPEC 7 customers/visit: by external_id first, then by user_id; the oldest wins if a user id was recorded twice. */
async function findCustomer(trx: Transaction<Database>, nodeId: string, externalId: string | null, userId: string | null) {
  if (externalId !== null) {
    const byExternalId = await trx.selectFrom('customers').select('id')
      .where('node_id', '=', nodeId).where('external_id', '=', externalId).executeTakeFirst();
    if (byExternalId) return byExternalId;
  }
  if (userId === null) return undefined;
  return trx.selectFrom('customers').select('id')
    .where('node_id', '=', nodeId).where('user_id', '=', userId)
    .orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
}

async function mergeVisit(
  trx: Transaction<Database>, id: string, externalId: string | null, userId: string | null, attributes: Record<string, unknown>, now: number,
): Promise<CustomerRow> {
  // A no-op update locks the row on PostgreSQL and returns its newest committed values, so two visits merging
  // attributes at once both land (SQLite's immediate transactions already serialise writers).
  const current = await trx.updateTable('customers').set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  return trx.updateTable('customers')
    .set({
      // An id learnt on a later visit is kept, so the next visit finds the customer by it.
      external_id: current.external_id ?? externalId,
      user_id: current.user_id ?? userId,
      attributes: toJson({ ...fromJson<Record<string, unknown>>(current.attributes), ...attributes }),
      updated_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

function toCustomer(row: CustomerRow): StoredCustomer {
  return {
    id: row.id,
    nodeId: row.node_id,
    externalId: row.external_id,
    userId: row.user_id,
    attributes: fromJson<Record<string, unknown>>(row.attributes),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
