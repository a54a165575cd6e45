import { randomBytes } from 'node:crypto';
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

    async put(given) {
      // A widget always has an identity secret (SECURITY.md): the imported one, else the one stored before (a
      // re-import must not invalidate the hashes the provider's backend already signs), else a new one.
      const stored = given.identity_secret ? undefined : await db.selectFrom('widgets').select('body').where('code', '=', given.code).executeTakeFirst();
      const identitySecret = given.identity_secret ?? (stored && fromJson<WidgetConfig>(stored.body).identity_secret) ?? newIdentitySecret();
      const widget = { ...given, identity_secret: identitySecret };
      const row = { code: widget.code, node_id: widget.node_id, body: toJson(widget), updated_at: Date.now() };
      await db.insertInto('widgets').values(row)
        .onConflict((conflict) => conflict.column('code').doUpdateSet({ node_id: row.node_id, body: row.body, updated_at: row.updated_at }))
        .execute();
    },

    async listOfNode(nodeId) {
      const rows = await db.selectFrom('widgets').select('body').where('node_id', '=', nodeId).orderBy('code').execute();
      return rows.map((row) => fromJson<WidgetConfig>(row.body));
    },

    async list() {
      const rows = await db.selectFrom('widgets').select('body').orderBy('code').execute();
      return rows.map((row) => fromJson<WidgetConfig>(row.body));
    },
  };
}

/** 32 random bytes as hex: what a provider's backend keys its HMAC with. */
const newIdentitySecret = () => randomBytes(32).toString('hex');
