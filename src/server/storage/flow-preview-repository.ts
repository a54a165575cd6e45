import type { Kysely } from 'kysely';
import type { Database } from './database';
import type { FlowPreviewRepository } from './storage';

export function createFlowPreviewRepository(db: Kysely<Database>): FlowPreviewRepository {
  return {
    async add({ tokenHash, flowId, expiresAt, now }) {
      // Expired permissions are dropped as new ones are made, so the table stays as small as the live ones.
      await db.deleteFrom('flow_previews').where('expires_at', '<=', now).execute();
      await db.insertInto('flow_previews').values({ token_hash: tokenHash, flow_id: flowId, expires_at: expiresAt, created_at: now }).execute();
    },

    async allows(tokenHash, flowId, now) {
      const row = await db.selectFrom('flow_previews').select('token_hash')
        .where('token_hash', '=', tokenHash).where('flow_id', '=', flowId).where('expires_at', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
