import type { ServerConfig } from '../config';
import { openDatabase } from '../storage/database';
import { migrateToLatest, migrationStatus } from '../storage/migrations';

/**
 * `canvass migrate status|up`: the schema on its own, for rolling upgrades (MIGRATE_ON_START=false on the servers,
 * `migrate up` once before the new release starts). Opens the database without migrating it.
 */
export async function migrateCommand(config: ServerConfig, action: 'status' | 'up'): Promise<string[]> {
  const { db, driver } = openDatabase(config.databaseUrl, { dataDir: config.dataDir });
  try {
    if (action === 'up') {
      const ran = await migrateToLatest(db, driver);
      return ran.length === 0 ? ['The database is up to date.'] : ran.map((name) => `migrated ${name}`);
    }
    const states = await migrationStatus(db, driver);
    const pending = states.filter((state) => !state.executedAt).length;
    return [
      ...states.map((state) => `${state.executedAt ? `done     ${state.executedAt.toISOString()}` : 'pending                         '}  ${state.name}`),
      pending === 0 ? 'The database is up to date.' : `${pending} pending: run \`canvass migrate up\`.`,
    ];
  } finally {
    await db.destroy();
  }
}
