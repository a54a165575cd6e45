import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Storage } from '../storage/storage';

/** The name of the legacy agent token in the secrets table. */
const AGENT_TOKEN_SECRET = 'agent-token';

/**
 * The agent token an earlier release generated into DATA_DIR/agent-token (still accepted as an agent-role token
 * this release, see accounts), shared through the database: the process that has the file stores it, and every
 * process on the same database, each with a DATA_DIR of its own, accepts it. Nothing is generated any more;
 * new installs sign in with accounts.
 */
export async function sharedLegacyAgentToken(storage: Storage, dataDir: string, now: number): Promise<string | undefined> {
  const file = path.join(dataDir, 'agent-token');
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (kept) return storage.secrets.getOrCreate(AGENT_TOKEN_SECRET, () => kept, now);
  return storage.secrets.get(AGENT_TOKEN_SECRET);
}
