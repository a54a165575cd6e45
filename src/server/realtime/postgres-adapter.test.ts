import { describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { freshPostgresSchema, postgresUrl } from '../../../tests/server/harness';
import { attachPostgresAdapter } from './postgres-adapter';

/**
 * Two processes started together on a new database both create the adapter's attachments table; PostgreSQL then
 * answers one of them with "type already exists" (42710), which ended that process in CI. Both must start.
 */
describe.skipIf(!postgresUrl)('the realtime adapter on a new PostgreSQL database', () => {
  it('attaches in several processes starting at the same moment', async () => {
    for (let round = 0; round < 16; round++) {
      const database = await freshPostgresSchema(postgresUrl!);
      const servers = Array.from({ length: 8 }, () => new Server());
      try {
        const attached = await Promise.allSettled(servers.map((io) => attachPostgresAdapter(io, database.url, undefined)));
        expect(attached.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'attached'))).toEqual(servers.map(() => 'attached'));
        await Promise.all(attached.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value() : undefined)));
      } finally {
        await database.drop();
      }
    }
  }, 90_000);
});
