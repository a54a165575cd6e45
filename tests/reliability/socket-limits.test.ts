// Issue #25 finding 6: one address may hold SOCKETS_PER_ADDRESS realtime sessions (polling ones too, which the TCP
// cap does not see) and ask for SOCKET_SUBSCRIBES_PER_MINUTE chat subscriptions; past them it is refused without a
// database read, while other sessions and /healthz go on.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { startTestServer, type TestServer } from '../server/harness';
import { seedTestData } from '../server/fixtures';
import { openChat } from '../server/chat-helpers';

const SESSIONS = 5;
const SUBSCRIBES = 8;

describe('realtime limits per address', () => {
  let server: TestServer;
  const sockets: Socket[] = [];
  // A server per test: each starts with no sessions and a fresh minute.
  beforeEach(async () => {
    server = await startTestServer({ env: { SOCKETS_PER_ADDRESS: String(SESSIONS), SOCKET_SUBSCRIBES_PER_MINUTE: String(SUBSCRIBES) } });
    await seedTestData(server.storage);
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await server.stop();
  });

  /** Resolves with whether the session opened; `polling` keeps it on HTTP requests, as an old proxy forces. */
  const open = (transport: 'polling' | 'websocket', path = '') =>
    new Promise<{ socket: Socket; opened: boolean }>((resolve) => {
      const socket = connect(`${server.url}${path}`, { transports: [transport], forceNew: true, reconnection: false });
      sockets.push(socket);
      socket.once('connect', () => resolve({ socket, opened: true }));
      socket.once('connect_error', () => resolve({ socket, opened: false }));
    });

  it(`opens ${SESSIONS} sessions from one address, polling or not, refuses the next, and takes one again when one closes`, async () => {
    const first = await Promise.all(Array.from({ length: SESSIONS }, (_, i) => open(i % 2 ? 'polling' : 'websocket')));
    expect(first.map((s) => s.opened)).toEqual(Array<boolean>(SESSIONS).fill(true));
    expect((await open('polling')).opened).toBe(false);
    expect((await open('websocket')).opened).toBe(false);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // The open sessions still work.
    const chat = await openChat(server);
    expect(await first[1]!.socket.emitWithAck('subscribe', { roomId: 'chat', feedbackId: chat.id, token: chat.token })).toEqual({ ok: true });

    first[0]!.socket.close();
    await expect.poll(async () => {
      const again = await open('websocket');
      if (again.opened) again.socket.close();
      return again.opened;
    }, { timeout: 5_000 }).toBe(true);
  });

  it(`answers subscribes past ${SUBSCRIBES} a minute with rate_limited, without reading the database`, async () => {
    const chat = await openChat(server);
    const { socket } = await open('websocket');
    const subscribe = () => socket.emitWithAck('subscribe', { roomId: 'chat', feedbackId: chat.id, token: chat.token }) as Promise<{ ok: boolean; error?: string }>;
    const answers = [];
    for (let i = 0; i < SUBSCRIBES; i++) answers.push(await subscribe());
    expect(answers.every((a) => a.ok)).toBe(true);

    let reads = 0;
    const get = server.storage.feedbacks.get.bind(server.storage.feedbacks);
    server.storage.feedbacks.get = async (id) => (reads++, get(id));
    try {
      expect(await subscribe()).toEqual({ ok: false, error: 'rate_limited' });
      expect(reads).toBe(0);
    } finally {
      server.storage.feedbacks.get = get;
    }
  });
});
