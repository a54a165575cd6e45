import type { Kysely, Selectable } from 'kysely';
import type { Role } from '../accounts/roles';
import type { Database, UsersTable } from './database';
import type { SessionRepository, StoredUser, UserRepository } from './account-storage';

const toUser = (row: Selectable<UsersTable>): StoredUser => ({
  id: row.id,
  email: row.email,
  displayName: row.display_name,
  role: row.role as Role,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  revision: row.revision,
});

const isUniqueViolation = (error: unknown) => /unique|duplicate key/i.test(String((error as Error)?.message));

export function createUserRepository(db: Kysely<Database>): UserRepository {
  return {
    async create({ email, displayName, role, passwordHash, now }) {
      const row = { id: crypto.randomUUID(), email: email.toLowerCase(), display_name: displayName, role, password_hash: passwordHash, created_at: now, updated_at: now, revision: 1, new_chat_mail: 0, mail_language: null };
      try {
        await db.insertInto('users').values(row).execute();
      } catch (error) {
        if (isUniqueViolation(error)) return 'email-taken';
        throw error;
      }
      return toUser(row);
    },

    async get(id) {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toUser(row);
    },

    async byEmail(email) {
      const row = await db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
      return row && { ...toUser(row), passwordHash: row.password_hash };
    },

    async list() {
      return (await db.selectFrom('users').selectAll().orderBy('created_at').orderBy('id').execute()).map(toUser);
    },

    async countOwners() {
      const row = await db.selectFrom('users').select(({ fn }) => fn.countAll<number>().as('n')).where('role', '=', 'owner').executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async update(id, change, expectedRevision, now) {
      return db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('users').select('revision').where('id', '=', id).executeTakeFirst();
        if (!current) return undefined;
        if (expectedRevision !== undefined && current.revision !== expectedRevision) return 'stale' as const;
        const updated = await trx.updateTable('users')
          .set({
            ...(change.displayName !== undefined ? { display_name: change.displayName } : {}),
            ...(change.role !== undefined ? { role: change.role } : {}),
            ...(change.passwordHash !== undefined ? { password_hash: change.passwordHash } : {}),
            updated_at: now,
            revision: current.revision + 1,
          })
          .where('id', '=', id).where('revision', '=', current.revision)
          .returningAll().executeTakeFirst();
        return updated ? toUser(updated) : ('stale' as const);
      });
    },

    async remove(id) {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
        await trx.deleteFrom('api_tokens').where('user_id', '=', id).execute();
        const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },
  };
}

export function createSessionRepository(db: Kysely<Database>): SessionRepository {
  return {
    async create({ idHash, userId, csrfToken, now, expiresAt }) {
      await db.insertInto('sessions').values({ id_hash: idHash, user_id: userId, csrf_token: csrfToken, created_at: now, last_seen_at: now, expires_at: expiresAt }).execute();
    },
    async get(idHash) {
      const row = await db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
      return row && { userId: row.user_id, csrfToken: row.csrf_token, createdAt: row.created_at, lastSeenAt: row.last_seen_at, expiresAt: row.expires_at };
    },
    async touch(idHash, now) {
      await db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
    },
    async remove(idHash) {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },
    async removeForUser(userId) {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },
  };
}
