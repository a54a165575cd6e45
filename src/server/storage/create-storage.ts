import { sql } from 'kysely';
import { cachedFlows, cachedNodes, cachedWidgets, forgettingManage } from './cached-repositories';
import { createAccountStorage } from './create-account-storage';
import { createManageRepository } from './manage-repository';
import { createMessagingStorage } from './messaging-repository';
import { createResultsRepository } from './results-repository';
import { createChatRepository } from './chat-repository';
import { createCustomerRepository } from './customer-repository';
import { openDatabase } from './database';
import { createFeedbackRepository, type KeepResults } from './feedback-repository';
import { createFlowFixtureRepository } from './flow-fixture-repository';
import { createFlowPreviewRepository } from './flow-preview-repository';
import { createFlowRepository } from './flow-repository';
import { migrateToLatest, migrationStatus } from './migrations';
import { createNodeRepository } from './node-repository';
import { createSecretRepository } from './secret-repository';
import type { Storage } from './storage';
import { createUploadRepository } from './upload-repository';
import { createVerificationRepository } from './verification-repository';
import { createWidgetRepository } from './widget-repository';
import { createWebhookRepository } from './webhook-repository';
import { createWorkspaceRepository } from './workspace-repository';

export interface StorageOptions {
  /** DATABASE_URL: unset for the embedded SQLite file, or postgres://... */
  databaseUrl: string | undefined;
  /** Where the SQLite file lives when no URL is given. */
  dataDir: string;
  /** PostgreSQL: a query without an answer for this long fails (503) instead of holding its request (DATABASE_QUERY_TIMEOUT_MS). */
  queryTimeoutMs?: number;
  /** PostgreSQL: prepare the writes a connection sends again and again (DATABASE_PREPARED_STATEMENTS; prepared-statements.ts). */
  preparedStatements?: boolean;
  /**
   * true (default): migrate to the newest schema first. false (MIGRATE_ON_START=false): only check that nothing is
   * pending, because `canvass migrate up` is run on its own (rolling upgrades).
   */
  migrate?: boolean;
  /**
   * false only in the benches that measure what keeping the results costs a submit (issue #19: results on ÷ off),
   * or a function they switch; the server never passes it, since its summaries would then drift from the feedbacks.
   */
  keepResults?: KeepResults;
}

/** Opens the database, migrates it to the newest schema (or checks it is there) and returns the storage; throws if either fails. */
export async function createStorage({ databaseUrl, dataDir, migrate = true, queryTimeoutMs, preparedStatements, keepResults = true }: StorageOptions): Promise<Storage> {
  const { db, driver } = openDatabase(databaseUrl, { dataDir, queryTimeoutMs, preparedStatements });
  try {
    if (migrate) await migrateToLatest(db, driver);
    else {
      const pending = (await migrationStatus(db, driver)).filter((m) => !m.executedAt).map((m) => m.name);
      if (pending.length > 0) throw new Error(`The database is not migrated (pending: ${pending.join(', ')}): run \`canvass migrate up\`, or start with MIGRATE_ON_START=true`);
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const nodes = cachedNodes(createNodeRepository(db));
  const widgets = cachedWidgets(createWidgetRepository(db));
  return {
    driver,
    nodes,
    flows: cachedFlows(createFlowRepository(db)),
    widgets,
    customers: createCustomerRepository(db),
    feedbacks: createFeedbackRepository(db, { rollups: keepResults }),
    chats: createChatRepository(db),
    uploads: createUploadRepository(db),
    verifications: createVerificationRepository(db),
    flowPreviews: createFlowPreviewRepository(db),
    accounts: createAccountStorage(db),
    secrets: createSecretRepository(db),
    manage: forgettingManage(createManageRepository(db), nodes, widgets),
    results: createResultsRepository(db, driver),
    flowFixtures: createFlowFixtureRepository(db),
    messaging: createMessagingStorage(db),
    webhooks: createWebhookRepository(db, driver),
    workspace: createWorkspaceRepository(db),

    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },

    async isEmpty() {
      const [node, flow] = await Promise.all([
        db.selectFrom('nodes').select('id').limit(1).executeTakeFirst(),
        db.selectFrom('flows').select('id').limit(1).executeTakeFirst(),
      ]);
      return node === undefined && flow === undefined;
    },

    async close() {
      await db.destroy();
    },
  };
}
