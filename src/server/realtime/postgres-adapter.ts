import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';

const ATTACHMENTS_TABLE = 'socket_io_attachments';
// Postgres codes for a table or its row type created by a process starting at the same moment: duplicate_table,
// unique_violation (on pg_type), duplicate_object ("type ... already exists", seen in CI with two processes).
const ALREADY_CREATED = new Set(['42P07', '23505', '42710']);

/**
 * Events cross server processes on one PostgreSQL through LISTEN/NOTIFY (the socket.io Postgres adapter), on
 * connections of their own so realtime traffic never waits for the storage's. Returns the closer of those.
 */
export async function attachPostgresAdapter(io: Server, databaseUrl: string, log: FastifyBaseLogger | undefined): Promise<() => Promise<void>> {
  const lost = (error: Error) => log?.warn({ err: error }, 'realtime: PostgreSQL connection lost');
  // One connection for NOTIFY and attachments: queries leave in the order they were made, so events do too (and,
  // as the adapter delivers to this process's sockets only after publishing, arrive here in order as well).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  pool.on('error', lost);
  try {
    await pool.query(`CREATE TABLE IF NOT EXISTS ${ATTACHMENTS_TABLE} (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)`);
  } catch (error) {
    if (!ALREADY_CREATED.has((error as { code?: string }).code ?? '')) {
      await pool.end();
      throw error;
    }
  }
  // NOTIFY channels belong to the whole database, not to a schema: two deployments in two schemas of one database
  // would hear each other's events (and look for attachments in the wrong table). The channel names carry the
  // database and schema, hashed to stay under PostgreSQL's 63-byte identifier limit.
  const { rows } = await pool.query<{ database: string; schema: string }>('SELECT current_database() AS database, current_schema() AS schema');
  const scope = createHash('sha256').update(`${rows[0]?.database}/${rows[0]?.schema}`).digest('hex').slice(0, 16);

  // The adapter takes its LISTEN connection from `connect()` and keeps it until the connection ends, then takes a
  // new one, but never gives the dead one back: from a pool, every database restart would leak a slot until none
  // is left. So LISTEN gets a connection of its own each time, with an error listener (a dropped connection must
  // not crash the process), and NOTIFY goes through the pool.
  const connections = {
    query: pool.query.bind(pool),
    async connect() {
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on('error', lost);
      await client.connect();
      return Object.assign(client, { release: () => void client.end().catch(() => undefined) });
    },
  };
  io.adapter(createAdapter(connections as unknown as pg.Pool, {
    channelPrefix: `canvass-${scope}`,
    tableName: ATTACHMENTS_TABLE,
    errorHandler: (error) => log?.warn({ err: error }, 'realtime: cross-process delivery failed'),
  }));
  return () => pool.end();
}
