import type { Kysely } from 'kysely';
import type { Database } from './database';
import type { AuditEntry, AuditRepository, SignInLimitRepository } from './account-storage';
import { fromNullableJson, toJson } from './columns';

export function createAuditRepository(db: Kysely<Database>): AuditRepository {
  return {
    async add(entry) {
      await db.insertInto('audit_log').values({
        id: crypto.randomUUID(), at: entry.at, actor_id: entry.actorId, actor_name: entry.actorName, action: entry.action,
        target_type: entry.targetType, target_id: entry.targetId, detail: entry.detail ? toJson(entry.detail) : null,
      }).execute();
    },
    async list({ limit, before }) {
      let query = db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit);
      if (before) query = query.where((eb) => eb.or([eb('at', '<', before.at), eb.and([eb('at', '=', before.at), eb('id', '<', before.id)])]));
      return (await query.execute()).map((row) => ({
        id: row.id, at: row.at, actorId: row.actor_id, actorName: row.actor_name, action: row.action,
        targetType: row.target_type as AuditEntry['targetType'], targetId: row.target_id, detail: fromNullableJson<Record<string, unknown>>(row.detail),
      }));
    },
  };
}

export function createSignInLimitRepository(db: Kysely<Database>): SignInLimitRepository {
  const read = async (key: string) => {
    const row = await db.selectFrom('sign_in_limits').selectAll().where('key', '=', key).executeTakeFirst();
    return row && { failures: row.failures, windowStartedAt: row.window_started_at, lockedUntil: row.locked_until };
  };
  return {
    get: read,
    async recordFailure(key, { now, windowMs, max, lockMs }) {
      return db.transaction().execute(async (trx) => {
        // Insert-or-increment in one statement, so two processes counting at once both count.
        await trx.insertInto('sign_in_limits').values({ key, failures: 1, window_started_at: now, locked_until: null })
          .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => ({
            failures: eb.case().when('sign_in_limits.window_started_at', '<', now - windowMs).then(1).else(eb('sign_in_limits.failures', '+', 1)).end(),
            window_started_at: eb.case().when('sign_in_limits.window_started_at', '<', now - windowMs).then(now).else(eb.ref('sign_in_limits.window_started_at')).end(),
          })))
          .execute();
        const row = await trx.selectFrom('sign_in_limits').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
        let lockedUntil = row.locked_until;
        if (row.failures >= max && (lockedUntil === null || lockedUntil <= now)) {
          lockedUntil = now + lockMs;
          // A new window starts with the lock, so the account is not locked again at its first mistake afterwards.
          await trx.updateTable('sign_in_limits').set({ locked_until: lockedUntil, failures: 0, window_started_at: now }).where('key', '=', key).execute();
          return { failures: 0, windowStartedAt: now, lockedUntil };
        }
        return { failures: row.failures, windowStartedAt: row.window_started_at, lockedUntil };
      });
    },
    async clear(key) {
      await db.deleteFrom('sign_in_limits').where('key', '=', key).execute();
    },
  };
}
