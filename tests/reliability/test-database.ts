// A database that outlives the server processes of one test: a SQLite file in a temporary folder, or a fresh
// PostgreSQL database. Seeded with the server tests' node and flow; read back directly, not through the API.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStorage } from '../../src/server/storage/create-storage';
import type { StoredFeedback } from '../../src/server/storage/storage';
import { freshPostgresSchema, postgresUrl, type Driver } from '../server/harness';
import { seedTestData } from '../server/fixtures';

export interface TestDatabase {
  driver: Driver;
  dataDir: string;
  /** Unset for SQLite. */
  databaseUrl: string | undefined;
  /** Every stored feedback, read by a connection of the test's own. */
  feedbacks(): Promise<StoredFeedback[]>;
  drop(): Promise<void>;
}

export async function createTestDatabase(driver: Driver): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canvass-reliability-'));
  const schema = driver === 'postgres' ? await freshPostgresSchema(postgresUrl!) : undefined;
  const options = { databaseUrl: schema?.url, dataDir };
  const storage = await createStorage(options);
  try {
    await seedTestData(storage);
  } finally {
    await storage.close();
  }
  return {
    driver,
    dataDir,
    databaseUrl: schema?.url,
    async feedbacks() {
      const reader = await createStorage(options);
      try {
        return await reader.feedbacks.list({ limit: 1_000_000 });
      } finally {
        await reader.close();
      }
    },
    async drop() {
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The marker a submit carries in its text answer, so each stored feedback can be traced to the submit that made it. */
export const markerOf = (feedback: StoredFeedback): string | undefined => {
  const answer = feedback.payload.responses?.find((r) => r.question_id === 'q-text');
  return typeof answer?.body === 'string' ? answer.body : undefined;
};

/** How many stored feedbacks carry each marker. */
export function countByMarker(feedbacks: readonly StoredFeedback[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const feedback of feedbacks) {
    const marker = markerOf(feedback);
    if (marker !== undefined) counts.set(marker, (counts.get(marker) ?? 0) + 1);
  }
  return counts;
}
