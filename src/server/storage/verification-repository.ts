import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, VerificationsTable } from './database';
import type { StoredVerification, VerificationRepository } from './storage';

export function createVerificationRepository(db: Kysely<Database>): VerificationRepository {
  return {
    async create({ address, questionId, codeHash, expiresAt, now, numberKey = null, requester = null }) {
      const row = await db.insertInto('verifications')
        .values({ id: randomUUID(), address, question_id: questionId, code_hash: codeHash, expires_at: expiresAt, attempts: 0, verified_at: null, created_at: now, number_key: numberKey, requester })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toVerification(row);
    },

    async countSince(by, since) {
      const query = db.selectFrom('verifications').select((eb) => eb.fn.countAll<number | string>().as('count')).where('created_at', '>', since);
      const row = await ('numberKey' in by ? query.where('number_key', '=', by.numberKey) : query.where('requester', '=', by.requester)).executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    async get(id) {
      const row = await db.selectFrom('verifications').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toVerification(row);
    },

    async recordAttempt(id) {
      // One statement, so concurrent guesses each count: no read-modify-write window to lose an attempt in.
      const row = await db.updateTable('verifications')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toVerification(row);
    },

    async markVerified(id, now) {
      // The first verification time stands; a repeated confirmation does not move it.
      await db.updateTable('verifications').set({ verified_at: now }).where('id', '=', id).where('verified_at', 'is', null).execute();
    },
  };
}

function toVerification(row: Selectable<VerificationsTable>): StoredVerification {
  return {
    id: row.id,
    address: row.address,
    questionId: row.question_id,
    codeHash: row.code_hash,
    expiresAt: row.expires_at,
    attempts: row.attempts,
    verifiedAt: row.verified_at,
    createdAt: row.created_at,
  };
}
