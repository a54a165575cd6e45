import type { Kysely, Selectable } from 'kysely';
import type { Role } from '../accounts/roles';
import type { ApiTokensTable, Database, InvitationsTable } from './database';
import type { ApiTokenRepository, InvitationRepository, SetupTokenRepository, StoredApiToken, StoredInvitation } from './account-storage';

const toToken = (row: Selectable<ApiTokensTable>): StoredApiToken => ({
  id: row.id, name: row.name, role: row.role as Role, userId: row.user_id, expiresAt: row.expires_at, lastUsedAt: row.last_used_at, createdAt: row.created_at,
});

const toInvitation = (row: Selectable<InvitationsTable>): StoredInvitation => ({
  id: row.id, email: row.email, role: row.role as Role, createdBy: row.created_by, expiresAt: row.expires_at, acceptedAt: row.accepted_at, createdAt: row.created_at,
});

export function createApiTokenRepository(db: Kysely<Database>): ApiTokenRepository {
  return {
    async create({ name, tokenHash, role, userId, expiresAt, now }) {
      const row = { id: crypto.randomUUID(), name, token_hash: tokenHash, role, user_id: userId, expires_at: expiresAt, last_used_at: null, created_at: now };
      await db.insertInto('api_tokens').values(row).execute();
      return toToken(row);
    },
    async byHash(tokenHash) {
      const row = await db.selectFrom('api_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
      return row && toToken(row);
    },
    async get(id) {
      const row = await db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toToken(row);
    },
    async list(userId) {
      let query = db.selectFrom('api_tokens').selectAll().orderBy('created_at').orderBy('id');
      if (userId !== undefined) query = query.where('user_id', '=', userId);
      return (await query.execute()).map(toToken);
    },
    async markUsed(id, now) {
      await db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
    },
    async remove(id) {
      return Number((await db.deleteFrom('api_tokens').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0;
    },
  };
}

export function createInvitationRepository(db: Kysely<Database>): InvitationRepository {
  return {
    async create({ email, role, tokenHash, createdBy, expiresAt, now }) {
      const row = { id: crypto.randomUUID(), email: email.toLowerCase(), role, token_hash: tokenHash, created_by: createdBy, expires_at: expiresAt, accepted_at: null, created_at: now };
      await db.insertInto('invitations').values(row).execute();
      return toInvitation(row);
    },
    async byHash(tokenHash) {
      const row = await db.selectFrom('invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
      return row && toInvitation(row);
    },
    async list() {
      return (await db.selectFrom('invitations').selectAll().orderBy('created_at', 'desc').orderBy('id').execute()).map(toInvitation);
    },
    async remove(id) {
      return Number((await db.deleteFrom('invitations').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0;
    },
    async accept(id, now) {
      const result = await db.updateTable('invitations').set({ accepted_at: now }).where('id', '=', id).where('accepted_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export function createSetupTokenRepository(db: Kysely<Database>): SetupTokenRepository {
  return {
    async replace({ tokenHash, expiresAt, now }) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('setup_tokens').execute();
        await trx.insertInto('setup_tokens').values({ token_hash: tokenHash, expires_at: expiresAt, used_at: null, created_at: now }).execute();
      });
    },
    async use(tokenHash, now) {
      const result = await db.updateTable('setup_tokens').set({ used_at: now })
        .where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async valid(tokenHash, now) {
      const row = await db.selectFrom('setup_tokens').select('token_hash')
        .where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
      return row !== undefined;
    },
  };
}
