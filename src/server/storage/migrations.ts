import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Database, Driver } from './database';
import { recountRollups } from './result-rollups';
import { usesPostgres } from './unnest-rows';
import { recountAnswerSets } from './answer-index';

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

  // Provider accounts (issue #17): users, sessions, API tokens, invitations, the first-run setup token, sign-in
  // limits and the audit log. Secrets are stored as SHA-256 (random tokens) or argon2id (passwords), never as given.
  '0040-accounts': {
    async up(db) {
      await db.schema.createTable('users')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('display_name', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema.createTable('sessions')
        .addColumn('id_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('csrf_token', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
      await db.schema.createTable('api_tokens')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'bigint')
        .addColumn('last_used_at', 'bigint')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('api_tokens_user_id').on('api_tokens').column('user_id').execute();
      await db.schema.createTable('invitations')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_by', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('accepted_at', 'bigint')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createTable('setup_tokens')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createTable('sign_in_limits')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('failures', 'integer', (col) => col.notNull())
        .addColumn('window_started_at', 'bigint', (col) => col.notNull())
        .addColumn('locked_until', 'bigint')
        .execute();
      await db.schema.createTable('audit_log')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('at', 'bigint', (col) => col.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_name', 'text', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('target_type', 'text', (col) => col.notNull())
        .addColumn('target_id', 'text', (col) => col.notNull())
        .addColumn('detail', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
    },
  },

  // Issue #25 finding 1: a visit naming a customer without a valid identity hash keeps its attributes here, apart
  // from the stored customer; widgets stored before get the identity secret a new import would give them.
  '0010-customer-visits': {
    async up(db) {
      await db.schema.createTable('customer_visits')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('node_id', 'text', (col) => col.notNull())
        .addColumn('external_id', 'text')
        .addColumn('user_id', 'text')
        .addColumn('attributes', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      const widgets = await db.selectFrom('widgets').select(['code', 'body']).execute() as { code: string; body: string }[];
      for (const { code, body } of widgets) {
        const widget = JSON.parse(body) as { identity_secret?: string };
        if (widget.identity_secret) continue;
        await db.updateTable('widgets').set({ body: JSON.stringify({ ...widget, identity_secret: randomBytes(32).toString('hex') }) }).where('code', '=', code).execute();
      }
    },
  },

  // Issue #25 finding 11: an incomplete feedback is continued only with the secret its first save returned; its
  // SHA-256 is kept here. Feedbacks saved before have none and can no longer be continued.
  '0011-feedback-continuation-hash': {
    async up(db) {
      await db.schema.alterTable('feedbacks').addColumn('continuation_hash', 'text').execute();
    },
  },

  // Issue #25 finding 7: a flow no node shows is served only with a short-lived preview token an editor asked for;
  // its SHA-256 is kept here, so any process can check it.
  '0012-flow-previews': {
    async up(db) {
      await db.schema.createTable('flow_previews')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('flow_id', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
    },
  },

  // Issue #25 finding 4: anonymous uploads must not fill the disk. An upload is claimed once a feedback or a chat
  // message names it (unclaimed ones are deleted after a grace period), and each remembers who sent it (a SHA-256 of
  // the address, never the address) for the per-address hourly byte quota.
  '0013-upload-claims': {
    async up(db) {
      await db.schema.alterTable('uploads').addColumn('claimed_at', 'bigint').execute();
      await db.schema.alterTable('uploads').addColumn('requester', 'text').execute();
      await db.schema.createIndex('uploads_requester_created_at').on('uploads').columns(['requester', 'created_at']).execute();
      await db.schema.createIndex('uploads_claimed_created_at').on('uploads').columns(['claimed_at', 'created_at']).execute();
      await db.schema.createIndex('uploads_stored_name').on('uploads').column('stored_name').execute();
    },
  },

  // Issue #25 finding 9 (SMS pumping): codes are limited per number and per asking address in an hour, counted here.
  '0014-verification-limits': {
    async up(db) {
      await db.schema.alterTable('verifications').addColumn('number_key', 'text').execute();
      await db.schema.alterTable('verifications').addColumn('requester', 'text').execute();
      await db.schema.createIndex('verifications_number_created_at').on('verifications').columns(['number_key', 'created_at']).execute();
      await db.schema.createIndex('verifications_requester_created_at').on('verifications').columns(['requester', 'created_at']).execute();
    },
  },

  // Generated secrets live in the database, not in DATA_DIR, so processes with data folders of their own (several
  // machines on one PostgreSQL) agree on them (issue #24).
  '0030-secrets': {
    async up(db) {
      await db.schema.createTable('secrets')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
    },
  },

  // The management API (issue #17): a flow's editable draft beside its immutable published versions, and whether it
  // is archived. Feedbacks are listed by flow and by node, newest first.
  '0041-flow-drafts': {
    async up(db) {
      await db.schema.createTable('flow_drafts')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('revision', 'integer', (col) => col.notNull())
        .addColumn('archived_at', 'bigint')
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('feedbacks_flow_created_at').on('feedbacks').columns(['flow_id', 'created_at']).execute();
      await db.schema.createIndex('feedbacks_node_created_at').on('feedbacks').columns(['node_id', 'created_at']).execute();
    },
  },

  // Issue #18: a flow carries regression fixtures (fixture.schema.json documents) that publishing replays against
  // its draft. Keyed by flow and a client-chosen id, so saving one again (PUT) replaces it.
  '0042-flow-fixtures': {
    async up(db) {
      await db.schema.createTable('flow_fixtures')
        .addColumn('flow_id', 'text', (col) => col.notNull())
        .addColumn('id', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('flow_fixtures_pk', ['flow_id', 'id'])
        .execute();
    },
  },

  // Issue #20, email: a password reset link (its SHA-256, valid once and briefly), each person's mail choices (new
  // chats on or off, the mails' language) on their account, and the results digests they asked for per flow.
  '0055-mail-notices': {
    async up(db) {
      await db.schema.createTable('password_resets')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('password_resets_user_created_at').on('password_resets').columns(['user_id', 'created_at']).execute();
      await db.schema.alterTable('users').addColumn('new_chat_mail', 'integer', (col) => col.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('users').addColumn('mail_language', 'text').execute();
      await db.schema.createTable('digest_subscriptions')
        .addColumn('user_id', 'text', (col) => col.notNull())
        .addColumn('flow_id', 'text', (col) => col.notNull())
        .addColumn('frequency', 'text', (col) => col.notNull())
        .addColumn('last_sent_at', 'bigint', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('digest_subscriptions_pk', ['user_id', 'flow_id'])
        .execute();
    },
  },

  // Issue #19: the results summary reads counts kept per flow, version, day, node, channel, language, completion,
  // question and answer bucket, updated with every feedback write; feedbacks already stored are counted now.
  '0060-result-rollups': {
    async up(db) {
      await db.schema.createTable('result_counts')
        .addColumn('flow_id', 'text', (col) => col.notNull())
        .addColumn('flow_version', 'integer', (col) => col.notNull())
        .addColumn('day', 'integer', (col) => col.notNull())
        .addColumn('node_id', 'text', (col) => col.notNull())
        .addColumn('channel', 'text', (col) => col.notNull())
        .addColumn('language', 'integer', (col) => col.notNull())
        .addColumn('completed', 'integer', (col) => col.notNull())
        .addColumn('question_id', 'text', (col) => col.notNull())
        .addColumn('bucket', 'text', (col) => col.notNull())
        .addColumn('count', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('result_counts_pk', ['flow_id', 'flow_version', 'day', 'node_id', 'channel', 'language', 'completed', 'question_id', 'bucket'])
        .execute();
      // The responses table pages a flow's feedbacks newest first by (created_at, id) at any depth.
      await db.schema.createIndex('feedbacks_flow_created_at_id').on('feedbacks').columns(['flow_id', 'created_at', 'id']).execute();
      await recountRollups(db as Kysely<Database>);
    },
  },

  // Webhooks (issue #20): the outbox of events written with each change, the endpoints, and per endpoint the
  // deliveries (one per event) and their attempts (the delivery log).
  '0050-webhooks': {
    async up(db) {
      await db.schema.createTable('webhook_events')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('data', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('dispatched_at', 'bigint')
        .execute();
      await db.schema.createIndex('webhook_events_dispatched_created').on('webhook_events').columns(['dispatched_at', 'created_at']).execute();
      await db.schema.createTable('webhook_endpoints')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('url', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('events', 'text', (col) => col.notNull())
        .addColumn('secret', 'text', (col) => col.notNull())
        .addColumn('enabled', 'boolean', (col) => col.notNull())
        .addColumn('disabled_reason', 'text')
        .addColumn('failing_since', 'bigint')
        .addColumn('created_by', 'text')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .addColumn('revision', 'integer', (col) => col.notNull())
        .execute();
      await db.schema.createTable('webhook_deliveries')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('event_id', 'text', (col) => col.notNull())
        .addColumn('endpoint_id', 'text', (col) => col.notNull().references('webhook_endpoints.id').onDelete('cascade'))
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull())
        .addColumn('next_attempt_at', 'bigint')
        .addColumn('locked_until', 'bigint')
        .addColumn('window_started_at', 'bigint')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['endpoint_id', 'created_at']).execute();
      await db.schema.createIndex('webhook_deliveries_event_endpoint').on('webhook_deliveries').columns(['event_id', 'endpoint_id']).unique().execute();
      await db.schema.createTable('webhook_attempts')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('delivery_id', 'text', (col) => col.notNull().references('webhook_deliveries.id').onDelete('cascade'))
        .addColumn('endpoint_id', 'text', (col) => col.notNull())
        .addColumn('at', 'bigint', (col) => col.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('duration_ms', 'integer', (col) => col.notNull())
        .addColumn('error', 'text')
        .addColumn('response_snippet', 'text')
        .execute();
      await db.schema.createIndex('webhook_attempts_delivery').on('webhook_attempts').columns(['delivery_id', 'at']).execute();
    },
  },

  // Issue #22, the agent workspace: assignment, what each agent has read (unread counts), private notes, canned
  // responses and agents' availability for the round robin.
  '0070-agent-workspace': {
    async up(db) {
      await db.schema.createTable('chat_assignments')
        .addColumn('feedback_id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text')
        .addColumn('assigned_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('chat_assignments_user').on('chat_assignments').columns(['user_id']).execute();
      await db.schema.createTable('chat_reads')
        .addColumn('feedback_id', 'text', (col) => col.notNull())
        .addColumn('user_id', 'text', (col) => col.notNull())
        .addColumn('read_at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('chat_reads_pk', ['feedback_id', 'user_id'])
        .execute();
      await db.schema.createTable('chat_notes')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('feedback_id', 'text', (col) => col.notNull())
        .addColumn('author_id', 'text')
        .addColumn('author_name', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('chat_notes_feedback_created_at').on('chat_notes').columns(['feedback_id', 'created_at']).execute();
      await db.schema.createTable('canned_responses')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('shortcut', 'text', (col) => col.notNull().unique())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createTable('agent_availability')
        .addColumn('user_id', 'text', (col) => col.primaryKey())
        .addColumn('availability', 'text', (col) => col.notNull())
        .addColumn('last_assigned_at', 'bigint')
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
    },
  },

  // Issue #22, the rest of the agent workspace: when each chat was last closed (the reports' resolution time) and
  // which wait of a chat its "still waiting" email went out for (one per wait, whichever process sends it).
  '0080-chat-resolutions-and-wait-notices': {
    async up(db) {
      await db.schema.createTable('chat_resolutions')
        .addColumn('feedback_id', 'text', (col) => col.primaryKey())
        .addColumn('closed_at', 'bigint', (col) => col.notNull())
        .addColumn('closed_by', 'text')
        .execute();
      await db.schema.createIndex('chat_resolutions_closed_at').on('chat_resolutions').columns(['closed_at']).execute();
      await db.schema.createTable('chat_wait_notices')
        .addColumn('feedback_id', 'text', (col) => col.primaryKey())
        .addColumn('waiting_since', 'bigint', (col) => col.notNull())
        .addColumn('sent_at', 'bigint', (col) => col.notNull())
        .execute();
      // The reports count ratings by when they were given.
      await db.schema.createIndex('chat_ratings_created_at').on('chat_ratings').columns(['created_at']).execute();
    },
  },

  // Issue #19 at a million feedbacks: a summary of a date range over all versions read every day of the flow's
  // rollups (the key has the version before the day); this index makes the range a range. It holds no count, so
  // a submit's upsert of an existing row does not touch it.
  '0090-result-counts-day-index': {
    async up(db) {
      await db.schema.createIndex('result_counts_flow_day').on('result_counts').columns(['flow_id', 'day']).execute();
    },
  },

  // Issue #19, a summary under an answer filter at a million feedbacks: one row per feedback with its rollup
  // dimensions and its answer set (results/answer-sets.ts), kept in each write's transaction beside the rollups, so
  // the filter is a substring test in the database rather than a read of every payload. Keyed by flow and day (the
  // summary's range); erasure finds a feedback's row by its id. Feedbacks already stored are indexed now.
  '0095-result-answer-sets': {
    async up(db) {
      await db.schema.createTable('result_answer_sets')
        .addColumn('feedback_id', 'text', (col) => col.notNull())
        .addColumn('flow_id', 'text', (col) => col.notNull())
        .addColumn('flow_version', 'integer', (col) => col.notNull())
        .addColumn('day', 'integer', (col) => col.notNull())
        .addColumn('node_id', 'text', (col) => col.notNull())
        .addColumn('channel', 'text', (col) => col.notNull())
        .addColumn('language', 'integer', (col) => col.notNull())
        .addColumn('completed', 'integer', (col) => col.notNull())
        .addColumn('answers', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('result_answer_sets_pk', ['flow_id', 'day', 'feedback_id'])
        .execute();
      await db.schema.createIndex('result_answer_sets_feedback').on('result_answer_sets').column('feedback_id').unique().execute();
      // Feedbacks already stored are indexed by 0098, into the table that replaced this one.
    },
  },

  // Issue #19, submits with the answer index: feedback ids are random, so each of a batch's 256 entries in this
  // index landed on a page of its own, and a commit wrote ~230 more pages (SQLite's log, PostgreSQL's WAL) for it.
  // Erasure, its only reader, now deletes by the primary key (flow, day, feedback), which it can work out.
  '0096-answer-sets-without-feedback-index': {
    async up(db) {
      await db.schema.dropIndex('result_answer_sets_feedback').execute();
    },
  },

  // Issue #19, submits with the answer index: its key was (flow, day, id) and ids are random, so a batch's 256 new
  // rows went to as many pages of today's range, each written to the log at commit. With the first save's time ahead
  // of the id they land together at the end of the day (a continuation keeps its row's key). A table of its own,
  // indexed from the stored feedbacks here (as `canvass results rebuild` does): migrations only add, so processes of
  // an earlier version keep reading and writing `result_answer_sets` through a rolling upgrade; the feedbacks they
  // save meanwhile reach this index with `canvass results rebuild` (CHANGELOG).
  '0098-answer-index-keyed-by-time': {
    async up(db) {
      await db.schema.createTable('result_answer_index')
        .addColumn('feedback_id', 'text', (col) => col.notNull())
        .addColumn('flow_id', 'text', (col) => col.notNull())
        .addColumn('flow_version', 'integer', (col) => col.notNull())
        .addColumn('day', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('node_id', 'text', (col) => col.notNull())
        .addColumn('channel', 'text', (col) => col.notNull())
        .addColumn('language', 'integer', (col) => col.notNull())
        .addColumn('completed', 'integer', (col) => col.notNull())
        .addColumn('answers', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('result_answer_index_pk', ['flow_id', 'day', 'created_at', 'feedback_id'])
        .execute();
      await recountAnswerSets(db as Kysely<Database>);
    },
  },

  // Issue #19: `feedbacks_flow_created_at_id` (0060, the responses table's paging) serves every query the older
  // (flow, created_at) index did, with the same leading columns; keeping both cost each new feedback one more index
  // entry. Nothing names the index, so processes of an earlier version run on without it.
  '0099-drop-redundant-feedbacks-flow-index': {
    async up(db) {
      await db.schema.dropIndex('feedbacks_flow_created_at').ifExists().execute();
    },
  },

  // Issue #19 on PostgreSQL: every submit batch adds to the same rollup rows (today's), and an update can stay on
  // its row's page (HOT: no new index entries, the old version pruned in place) only if the page has room for the
  // new version. Full pages (the default fill) sent many of those updates to other pages with new entries in both
  // indexes, each batch's upsert then stepping over more dead ones; half-full pages keep them HOT. SQLite updates
  // in place and has no such setting.
  '0097-result-counts-fillfactor': {
    async up(db) {
      if (usesPostgres(db as Kysely<Database>)) await sql`alter table result_counts set (fillfactor = 50)`.execute(db);
    },
  },
};

async function migratorFor(db: Kysely<Database>, driver: Driver): Promise<Migrator> {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Helpers land migrations from separate name ranges (0010-0019, 0040-...), so a database may already hold a
    // later-named one when an earlier-named one arrives; each is independent of the others' order.
    allowUnorderedMigrations: true,
    // Without a schema Kysely's Migrator takes a kysely_migration table in *any* PostgreSQL schema for ours, so
    // a second Canvass (or another Kysely app) in the same database would make it skip our migrations.
    ...(driver === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
}

/** Brings the schema to the newest migration and returns the names it ran; throws an Error naming the migration that failed. */
export async function migrateToLatest(db: Kysely<Database>, driver: Driver): Promise<string[]> {
  const { error, results } = await (await migratorFor(db, driver)).migrateToLatest();
  if (error === undefined) return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
  const failed = results?.find((result) => result.status === 'Error')?.migrationName;
  const reason = error instanceof Error ? error.message : String(error);
  throw new Error(
    failed ? `Database migration "${failed}" failed: ${reason}` : `Database migrations could not run: ${reason}`,
    { cause: error },
  );
}

/** Brings the schema up to the named migration and no further (tests of a migration over data written before it). */
export async function migrateTo(db: Kysely<Database>, driver: Driver, name: string): Promise<void> {
  const { error } = await (await migratorFor(db, driver)).migrateTo(name);
  if (error !== undefined) throw error;
}

export interface MigrationState {
  name: string;
  /** When it ran; undefined while pending. */
  executedAt: Date | undefined;
}

/** Every migration this version knows, in order, with when each ran (`canvass migrate status`). */
export async function migrationStatus(db: Kysely<Database>, driver: Driver): Promise<MigrationState[]> {
  const known = await (await migratorFor(db, driver)).getMigrations();
  return known.map((migration) => ({ name: migration.name, executedAt: migration.executedAt }));
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check search_path');
  return schema;
}
