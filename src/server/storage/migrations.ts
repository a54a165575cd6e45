import { Migrator, sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Database, Driver } from './database';

/**
 * Migrations live in code, not in a folder the Migrator reads, so a bundled server carries them. Each is written
 * with the schema builder and portable types (text, integer, bigint, boolean) so it runs on both dialects.
 * Append new migrations with a larger name; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001-initial': {
    // `db` is Kysely<any>: a migration must not depend on today's table types.
    async up(db) {
      await db.schema.createTable('nodes')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();

      await db.schema.createTable('flows')
        .addColumn('id', 'text', (col) => col.notNull())
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('flows_pk', ['id', 'version'])
        .execute();

      await db.schema.createTable('widgets')
        .addColumn('code', 'text', (col) => col.primaryKey())
        .addColumn('node_id', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();

      await db.schema.createTable('customers')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('node_id', 'text', (col) => col.notNull())
        .addColumn('external_id', 'text')
        .addColumn('user_id', 'text')
        .addColumn('attributes', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      // Unique: an external id names one customer of a node, and a visit racing another one must find, not fork,
      // it. Customers without one (NULL) are allowed many times on both dialects.
      await db.schema.createIndex('customers_node_external_id').on('customers').columns(['node_id', 'external_id']).unique().execute();
      await db.schema.createIndex('customers_node_user_id').on('customers').columns(['node_id', 'user_id']).execute();

      await db.schema.createTable('feedbacks')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('node_id', 'text', (col) => col.notNull())
        .addColumn('flow_id', 'text', (col) => col.notNull())
        .addColumn('flow_version', 'integer')
        .addColumn('completed', 'boolean', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('identity', 'text', (col) => col.notNull())
        .addColumn('device_id', 'text')
        .addColumn('chat_token', 'text')
        .addColumn('chat_status', 'text')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('feedbacks_created_at').on('feedbacks').column('created_at').execute();
      // SPEC 4.4 code 13045: has this device already given this node a feedback?
      await db.schema.createIndex('feedbacks_node_device').on('feedbacks').columns(['node_id', 'device_id', 'updated_at']).execute();
      await db.schema.createIndex('feedbacks_chat_status_created_at').on('feedbacks').columns(['chat_status', 'created_at']).execute();

      // One row per acknowledged save, not a column of feedbacks: a feedback continued by later saves has one key
      // per save, and a retry of any of them must find it. The key is written first in the save's transaction (so a
      // concurrent retry waits on it), before a new feedback row exists, hence the deferred foreign key.
      await db.schema.createTable('feedback_idempotency_keys')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('feedback_id', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addForeignKeyConstraint('feedback_idempotency_keys_feedback_fk', ['feedback_id'], 'feedbacks', ['id'],
          (fk) => fk.deferrable().initiallyDeferred())
        .execute();

      await db.schema.createTable('chat_messages')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('feedback_id', 'text', (col) => col.notNull().references('feedbacks.id'))
        .addColumn('actor', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('attachment', 'text')
        .addColumn('agent', 'text')
        .addColumn('client_id', 'text')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      // NULLs are distinct in unique indexes on both dialects by default: messages without a client id never collide.
      await db.schema.createIndex('chat_messages_feedback_client_id').on('chat_messages').columns(['feedback_id', 'client_id']).unique().execute();
      await db.schema.createIndex('chat_messages_feedback_created_at').on('chat_messages').columns(['feedback_id', 'created_at']).execute();

      await db.schema.createTable('chat_ratings')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('feedback_id', 'text', (col) => col.notNull().references('feedbacks.id'))
        .addColumn('rating', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('chat_ratings_feedback_created_at').on('chat_ratings').columns(['feedback_id', 'created_at']).execute();

      await db.schema.createTable('uploads')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('stored_name', 'text', (col) => col.notNull())
        .addColumn('original_name', 'text', (col) => col.notNull())
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('size', 'bigint', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();

      await db.schema.createTable('verifications')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('address', 'text', (col) => col.notNull())
        .addColumn('question_id', 'text', (col) => col.notNull())
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('verified_at', 'bigint')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
    },
  },

  // A foreign key's child column needs its own index: with the deferred key, every new feedback row made SQLite
  // search feedback_idempotency_keys by feedback_id, a full scan that grew with every stored feedback.
  '0002-idempotency-key-feedback-index': {
    async up(db) {
      await db.schema.createIndex('feedback_idempotency_keys_feedback_id').on('feedback_idempotency_keys').column('feedback_id').execute();
    },
  },
};

/** Brings the schema to the newest migration; throws an Error naming the migration that failed. */
export async function migrateToLatest(db: Kysely<Database>, driver: Driver): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Without a schema Kysely's Migrator takes a kysely_migration table in *any* PostgreSQL schema for ours, so
    // a second Canvass (or another Kysely app) in the same database would make it skip our migrations.
    ...(driver === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error === undefined) return;
  const failed = results?.find((result) => result.status === 'Error')?.migrationName;
  const reason = error instanceof Error ? error.message : String(error);
  throw new Error(
    failed ? `Database migration "${failed}" failed: ${reason}` : `Database migrations could not run: ${reason}`,
    { cause: error },
  );
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check search_path');
  return schema;
}
