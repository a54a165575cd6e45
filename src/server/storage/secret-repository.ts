import type { Kysely } from 'kysely';
import type { Database } from './database';
import type { SecretRepository } from './storage';

export function createSecretRepository(db: Kysely<Database>): SecretRepository {
  const get = async (name: string) => (await db.selectFrom('secrets').select('value').where('name', '=', name).executeTakeFirst())?.value;
  return {
    get,

    async getOrCreate(name, make, now) {
      const found = await get(name);
      if (found !== undefined) return found;
      // Two processes may both find nothing: the insert that loses does nothing, and both read the winner's value.
      await db.insertInto('secrets').values({ name, value: make(), created_at: now }).onConflict((oc) => oc.column('name').doNothing()).execute();
      const stored = await get(name);
      if (stored === undefined) throw new Error(`The secret "${name}" could not be stored`);
      return stored;
    },

    async put(name, value, now) {
      await db.insertInto('secrets').values({ name, value, created_at: now })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value, created_at: now }))
        .execute();
    },

    async delete(name) {
      await db.deleteFrom('secrets').where('name', '=', name).execute();
    },
  };
}
