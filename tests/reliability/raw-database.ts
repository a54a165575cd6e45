// Writes rows straight into a test server's database, past every check of the API, to see how the server copes
// with data it would never accept today (rows stored by an older version, or by hand).
import type { ServerConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/storage/database';

/** Replaces a feedback's stored payload with `text`, as it is, over a connection of the test's own. */
export async function overwriteFeedbackPayload(config: ServerConfig, feedbackId: string, text: string): Promise<void> {
  const { db } = openDatabase(config.databaseUrl, { dataDir: config.dataDir });
  try {
    await db.updateTable('feedbacks').set({ payload: text }).where('id', '=', feedbackId).execute();
  } finally {
    await db.destroy();
  }
}

/** `{"a":{"a":...{"a":leaf}}}` nested `depth` objects deep, built as text (JSON.stringify itself overflows on deep values). */
export function deepObjectText(depth: number, leaf = '"x"'): string {
  return `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
}

/** `[[[...]]]` nested `depth` arrays deep. */
export function deepArrayText(depth: number, leaf = '"x"'): string {
  return `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;
}
