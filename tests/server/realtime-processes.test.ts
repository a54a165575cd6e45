// Realtime across two server processes on one PostgreSQL, as a deployment runs them: through PostgreSQL's
// LISTEN/NOTIFY (no REDIS_URL) and through Redis (REDIS_URL; CI sets TEST_REDIS_URL when the machine has one).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { seedTestData } from './fixtures';
import { agentReply, customerMessage, lastBody, listen, openChat, quiet, type ChatUpdated, type ReplyCreated } from './chat-helpers';

const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `canvass-test-${Math.random().toString(36).slice(2, 10)}`;
const adapters = [
  { adapter: 'PostgreSQL', env: {} as Record<string, string>, runs: drivers.includes('postgres') },
  { adapter: 'Redis', env: { REDIS_URL: redisUrl ?? '', REDIS_PREFIX: prefix }, runs: drivers.includes('postgres') && redisUrl !== undefined },
];

describe.each(adapters.filter((a) => a.runs))('two server processes on one PostgreSQL, events through $adapter', ({ adapter, env }) => {
  let a: TestServer;
  let b: TestServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    a = await startTestServer({ driver: 'postgres', env });
    b = await startTestServer({ driver: 'postgres', env: { ...env, DATABASE_URL: a.config.databaseUrl! }, sharedSchema: true });
    await seedTestData(a.storage);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });
  const socketOn = async (server: TestServer, namespace = '', auth: Record<string, string> = {}) => {
    const socket = connect(`${server.url}${namespace}`, { transports: ['websocket'], forceNew: true, auth });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    return socket;
  };
  const subscribedCustomerOn = async (server: TestServer, chat: { id: string; token: string }) => {
    const customer = await socketOn(server);
    expect(await customer.emitWithAck('subscribe', { roomId: 'chat', feedbackId: chat.id, token: chat.token })).toEqual({ ok: true });
    return customer;
  };
  /** Replies until one crosses: after a lost connection the adapter listens again after a back-off. */
  const crossesAgain = async (chat: { id: string; token: string }, customer: Socket) => {
    const replies = listen<ReplyCreated>(customer, 'reply_created');
    await expect.poll(async () => {
      a.clock.now += 1000;
      await agentReply(a, chat, 'Back again');
      return replies.heard.some((e) => lastBody(e) === 'Back again');
    }, { timeout: 10_000, interval: 500 }).toBe(true);
  };

  it('an agent reply sent through server A reaches a customer connected to server B', async () => {
    const chat = await openChat(a);
    const customer = await subscribedCustomerOn(b, chat);
    const replies = listen<ReplyCreated>(customer, 'reply_created');
    await agentReply(a, chat, 'From server A');
    expect((await replies.first((e) => lastBody(e) === 'From server A')).timeline_items.at(-1)?.detail.user?.name).toBe('Ece');
  });

  it('a customer message sent through server B reaches an agent console connected to server A', async () => {
    const agent = await socketOn(a, '/agent', { token: a.config.agentToken! });
    const updates = listen<ChatUpdated>(agent, 'chat_updated');
    const chat = await openChat(b);
    expect(await agent.emitWithAck('join_chat', { feedbackId: chat.id })).toEqual({ ok: true });
    const replies = listen<ReplyCreated>(agent, 'reply_created');
    await customerMessage(b, chat, 'Sent via B');
    await updates.first((e) => e.feedbackId === chat.id && e.lastMessageAt !== null);
    expect(await replies.first((e) => lastBody(e) === 'Sent via B')).toMatchObject({ feedbackId: chat.id });
  });

  it('a long message, too big for one notification, still crosses between the servers', async () => {
    const chat = await openChat(a);
    const customer = await subscribedCustomerOn(b, chat);
    const replies = listen<ReplyCreated>(customer, 'reply_created');
    // 5,000 two-byte letters: 10,000 bytes of body, over PostgreSQL's 8,000-byte NOTIFY payload.
    const long = 'ş'.repeat(5000);
    a.clock.now += 1000;
    await agentReply(a, chat, long);
    const reply = await replies.first((e) => lastBody(e)?.length === 5000);
    expect(reply.timeline_items.map((t) => t.detail.comment.body)).toEqual([long]);
  });

  it.runIf(adapter === 'PostgreSQL')('when the database drops every connection, both servers stay up and replies cross again', async () => {
    const chat = await openChat(a);
    const customer = await subscribedCustomerOn(b, chat);
    const admin = new pg.Client({ connectionString: a.config.databaseUrl });
    await admin.connect();
    try {
      // What a restart of PostgreSQL does to the servers' connections, including their LISTEN connections.
      const { rowCount } = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      expect(rowCount).toBeGreaterThanOrEqual(2);
    } finally {
      await admin.end();
    }
    await crossesAgain(chat, customer);
  });

  it.runIf(adapter === 'Redis')('when Redis drops the servers\' connections, both stay up and replies cross again', async () => {
    const chat = await openChat(a);
    const customer = await subscribedCustomerOn(b, chat);
    const admin = createClient({ url: redisUrl });
    await admin.connect();
    try {
      // What a Redis restart does to the servers: every client connection but this one is closed.
      const own = String(await admin.sendCommand(['CLIENT', 'ID']));
      for (const line of String(await admin.sendCommand(['CLIENT', 'LIST'])).split('\n')) {
        const id = /\bid=(\d+)/.exec(line)?.[1];
        if (id && id !== own) await admin.sendCommand(['CLIENT', 'KILL', 'ID', id]);
      }
    } finally {
      await admin.quit();
    }
    await crossesAgain(chat, customer);
  });

  it('another deployment (another schema, or another REDIS_PREFIX on the same Redis) hears nothing of these chats', async () => {
    // NOTIFY channels span a whole database whatever the schema, and Redis channels a whole Redis: the channel
    // names must keep deployments apart.
    const schema = `elsewhere_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: a.config.databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(a.config.databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const elsewhereEnv = adapter === 'Redis' ? { ...env, REDIS_PREFIX: `${prefix}-other` } : {};
    const elsewhere = await startTestServer({ driver: 'postgres', env: { ...elsewhereEnv, DATABASE_URL: url.toString() }, sharedSchema: true });
    try {
      const foreignAgent = await socketOn(elsewhere, '/agent', { token: elsewhere.config.agentToken! });
      const overheard = listen(foreignAgent, 'chat_updated');
      const ownAgent = await socketOn(b, '/agent', { token: b.config.agentToken! });
      const seen = listen<ChatUpdated>(ownAgent, 'chat_updated');
      const chat = await openChat(a);
      await seen.first((e) => e.feedbackId === chat.id);
      await quiet();
      expect(overheard.heard).toEqual([]);
    } finally {
      await elsewhere.stop();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  });
});
