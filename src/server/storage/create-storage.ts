import { sql } from 'kysely';
import { cachedFlows, cachedNodes } from './cached-repositories';
import { createChatRepository } from './chat-repository';
import { createCustomerRepository } from './customer-repository';
import { openDatabase } from './database';
import { createFeedbackRepository } from './feedback-repository';
import { createFlowRepository } from './flow-repository';
import { migrateToLatest } from './migrations';
import { createNodeRepository } from './node-repository';
import type { Storage } from './storage';
import { createUploadRepository } from './upload-repository';
import { createVerificationRepository } from './verification-repository';
import { createWidgetRepository } from './widget-repository';

export interface StorageOptions {
  /** DATABASE_URL: unset for the embedded SQLite file, or postgres://... */
  databaseUrl: string | undefined;
  /** Where the SQLite file lives when no URL is given. */
  dataDir: string;
}

/** Opens the database, migrates it to the newest schema and returns the storage; throws if either fails. */
export async function createStorage({ databaseUrl, dataDir }: StorageOptions): Promise<Storage> {
  const { db, driver } = openDatabase(databaseUrl, { dataDir });
  try {
    await migrateToLatest(db, driver);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    driver,
    nodes: cachedNodes(createNodeRepository(db)),
    flows: cachedFlows(createFlowRepository(db)),
    widgets: createWidgetRepository(db),
    customers: createCustomerRepository(db),
    feedbacks: createFeedbackRepository(db, { groupCommits: driver === 'sqlite' }),
    chats: createChatRepository(db),
    uploads: createUploadRepository(db),
    verifications: createVerificationRepository(db),

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
