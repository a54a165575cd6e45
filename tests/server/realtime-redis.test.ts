// Realtime across server processes through Redis (REDIS_URL), on one PostgreSQL as a deployment would run them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { seedTestData } from './fixtures';
import { agentReply, customerMessage, lastBody, listen, openChat, quiet, type ChatUpdated, type ReplyCreated } from './chat-helpers';

/** The Redis the environment provides (CI sets TEST_REDIS_URL when one answers), or undefined to skip. */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl && drivers.includes('postgres'))('two server processes sharing realtime through Redis', () => {
  const prefix = `canvass-test-${Math.random().toString(36).slice(2, 10)}`;
  let a: TestServer;
  let b: TestServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    a = await startTestServer({ driver: 'postgres', env: { REDIS_URL: redisUrl!, REDIS_PREFIX: prefix } });
    b = await startTestServer({ driver: 'postgres', env: { DATABASE_URL: a.config.databaseUrl!, REDIS_URL: redisUrl!, REDIS_PREFIX: prefix }, sharedSchema: true });
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

  it('an agent reply sent through server A reaches a customer connected to server B', async () => {
    const chat = await openChat(a);
    const customer = await socketOn(b);
    expect(await customer.emitWithAck('subscribe', { roomId: 'chat', feedbackId: chat.id, token: chat.token })).toEqual({ ok: true });
    const replies = listen<ReplyCreated>(customer, 'reply_created');
    await agentReply(a, chat, 'From server A via Redis');
    expect((await replies.first((e) => lastBody(e) === 'From server A via Redis')).timeline_items.at(-1)?.detail.user?.name).toBe('Ece');
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

  it('a deployment with another REDIS_PREFIX on the same Redis hears nothing of these chats', async () => {
    const elsewhere = await startTestServer({ env: { REDIS_URL: redisUrl!, REDIS_PREFIX: `${prefix}-other` } });
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
    }
  });

  it('when Redis drops the servers\' connections, both stay up and replies cross again', async () => {
    const chat = await openChat(a);
    const customer = await socketOn(b);
    await customer.emitWithAck('subscribe', { roomId: 'chat', feedbackId: chat.id, token: chat.token });
    const admin = createClient({ url: redisUrl });
    await admin.connect();
    try {
      // What a Redis restart does to the servers: every client connection but this one is closed.
      const clients = String(await admin.sendCommand(['CLIENT', 'LIST'])).split('\n').filter(Boolean);
      const own = String(await admin.sendCommand(['CLIENT', 'ID']));
      for (const line of clients) {
        const id = /\bid=(\d+)/.exec(line)?.[1];
        if (id && id !== own) await admin.sendCommand(['CLIENT', 'KILL', 'ID', id]);
      }
    } finally {
      await admin.quit();
    }
    const replies = listen<ReplyCreated>(customer, 'reply_created');
    await expect.poll(async () => {
      a.clock.now += 1000;
      await agentReply(a, chat, 'Back again');
      return replies.heard.some((e) => lastBody(e) === 'Back again');
    }, { timeout: 10_000, interval: 500 }).toBe(true);
  });
});
