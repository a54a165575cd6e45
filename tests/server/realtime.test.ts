// The realtime socket (SPEC 7 subscribe/reply_created, the agent namespace) against the real server on every
// driver; across server processes in realtime-processes.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { seedTestData } from './fixtures';
import { agentHeaders, agentReply, customerMessage, lastBody, listen, openChat, quiet, type ChatUpdated, type ReplyCreated } from './chat-helpers';


describe.each(drivers)('realtime on %s (SPEC 7)', (driver) => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => server.stop());

  const customerSocket = (target: TestServer = server) => {
    const socket = connect(target.url, { transports: ['websocket'], forceNew: true, reconnectionDelay: 50, reconnectionDelayMax: 100 });
    sockets.push(socket);
    return socket;
  };
  const agentSocket = async (token: string | undefined, target: TestServer = server) => {
    const socket = connect(`${target.url}/agent`, { transports: ['websocket'], forceNew: true, auth: token === undefined ? {} : { token } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const bodiesOf = async (chat: { id: string; token: string }) =>
    ((await call(server, 'GET', `/v1/feedbacks/${chat.id}/chat?token=${chat.token}`)).json as { timeline_items: { detail: { comment: { body: string } } }[] }).timeline_items.map((t) => t.detail.comment.body);
  const subscribe = (socket: Socket, chat: { id: unknown; token?: unknown }, roomId: unknown = 'chat') => socket.emitWithAck('subscribe', { roomId, feedbackId: chat.id, token: chat.token });

  describe('customer sockets', () => {
    it('a subscribed customer hears the agent\'s reply, the status change and their rating as reply_created', async () => {
      const chat = await openChat(server);
      const customer = customerSocket();
      expect(await subscribe(customer, chat)).toEqual({ ok: true });
      const replies = listen<ReplyCreated>(customer, 'reply_created');

      await agentReply(server, chat, 'Hi, I am Ece');
      const reply = await replies.first((e) => lastBody(e) === 'Hi, I am Ece');
      expect(reply).toMatchObject({ status: 'open', chat_rating_enabled: true, chat_ratings: [] });
      expect(reply.timeline_items.at(-1)).toMatchObject({ actor: 'other', detail: { user: { name: 'Ece' } } });

      await call(server, 'POST', `/v1/agent/chats/${chat.id}/status`, { status: 'closed' }, agentHeaders(server));
      await replies.first((e) => e.status === 'closed');

      await call(server, 'POST', `/v1/feedbacks/${chat.id}/chat_ratings`, { rating: 100, token: chat.token });
      expect((await replies.first((e) => e.chat_ratings.length > 0)).chat_ratings).toMatchObject([{ rating: 100 }]);
    });

    it('confirms the customer\'s own message with its client id, and tells of the archive', async () => {
      const chat = await openChat(server);
      const customer = customerSocket();
      await subscribe(customer, chat);
      const replies = listen<ReplyCreated>(customer, 'reply_created');
      await customerMessage(server, chat, 'Are you there?', 'optimistic-1');
      const confirmed = await replies.first((e) => e.timeline_items.length > 0);
      expect(confirmed.timeline_items).toMatchObject([{ actor: 'customer', client_id: 'optimistic-1', detail: { comment: { body: 'Are you there?' } } }]);
      await call(server, 'POST', `/v1/feedback/${chat.id}/archive`, { token: chat.token });
      await replies.first((e) => e.status === 'archived');
    });

    it('refuses a wrong, missing or other chat\'s token, and such a socket hears nothing of the chat', async () => {
      const chat = await openChat(server);
      const other = await openChat(server);
      const customer = customerSocket();
      const intruder = customerSocket();
      await subscribe(customer, chat);
      for (const token of ['guess', undefined, '', other.token]) {
        expect(await subscribe(intruder, { id: chat.id, token })).toEqual({ ok: false, error: 'invalid_token' });
      }
      expect(await subscribe(intruder, { id: 'no-such-feedback', token: chat.token })).toEqual({ ok: false, error: 'invalid_token' });
      expect(await subscribe(intruder, { id: undefined, token: chat.token })).toEqual({ ok: false, error: 'invalid_request' });
      expect(await subscribe(intruder, chat, 'agents')).toEqual({ ok: false, error: 'invalid_request' });

      const overheard = listen(intruder, 'reply_created');
      const replies = listen<ReplyCreated>(customer, 'reply_created');
      await agentReply(server, chat, 'For Deniz only');
      await replies.first((e) => lastBody(e) === 'For Deniz only');
      await quiet();
      expect(overheard.heard).toEqual([]);
    });

    it('hears nothing more after unsubscribing', async () => {
      const chat = await openChat(server);
      const customer = customerSocket();
      await subscribe(customer, chat);
      expect(await customer.emitWithAck('unsubscribe', { roomId: 'chat', feedbackId: chat.id })).toEqual({ ok: true });
      const replies = listen<ReplyCreated>(customer, 'reply_created');
      await agentReply(server, chat, 'Gone?');
      await quiet();
      expect(replies.heard).toEqual([]);
    });

    it('after the connection drops, hears replies again once it subscribes again', async () => {
      const chat = await openChat(server);
      const customer = customerSocket();
      await subscribe(customer, chat);
      const reconnected = new Promise<void>((resolve) => customer.io.once('reconnect', () => resolve()));
      customer.io.engine.close();
      await reconnected;

      // The server forgot the old connection's rooms: without a new subscribe the reply is not heard.
      const replies = listen<ReplyCreated>(customer, 'reply_created');
      server.clock.now += 1000;
      await agentReply(server, chat, 'While you were away');
      await quiet();
      expect(replies.heard).toEqual([]);

      expect(await subscribe(customer, chat)).toEqual({ ok: true });
      server.clock.now += 1000;
      await agentReply(server, chat, 'Welcome back');
      // reply_created carries only the new message (issue #21): what was missed comes from the chat detail, which a
      // client loads once each time it subscribes again.
      const heard = await replies.first((e) => lastBody(e) === 'Welcome back');
      expect(heard.timeline_items.map((t) => t.detail.comment.body)).toEqual(['Welcome back']);
      expect(await bodiesOf(chat)).toEqual(['While you were away', 'Welcome back']);
    });

    it('sends each change as a delta: the new message alone, or no message for a status or a rating (issue #21)', async () => {
      const chat = await openChat(server);
      const customer = customerSocket();
      await subscribe(customer, chat);
      const replies = listen<ReplyCreated>(customer, 'reply_created');
      for (const body of ['First', 'Second', 'Third']) {
        server.clock.now += 1000;
        await agentReply(server, chat, body);
      }
      await replies.first((e) => lastBody(e) === 'Third');
      expect(replies.heard.map((e) => e.timeline_items.map((t) => t.detail.comment.body))).toEqual([['First'], ['Second'], ['Third']]);

      await call(server, 'POST', `/v1/agent/chats/${chat.id}/status`, { status: 'closed' }, agentHeaders(server));
      expect(await replies.first((e) => e.status === 'closed')).toMatchObject({ status: 'closed', chat_ratings: [], timeline_items: [] });
      await call(server, 'POST', `/v1/feedbacks/${chat.id}/chat_ratings`, { rating: 50, token: chat.token });
      expect(await replies.first((e) => e.chat_ratings.length > 0)).toMatchObject({ status: 'closed', chat_ratings: [{ rating: 50 }], timeline_items: [] });
    });
  });

  describe('agent sockets', () => {
    it('refuses an agent socket without the agent token or with a wrong one', async () => {
      for (const token of [undefined, '', 'wrong', (await openChat(server)).token]) {
        await expect(agentSocket(token)).rejects.toThrow('invalid_token');
      }
      expect(sockets.every((socket) => !socket.connected)).toBe(true);
    });

    it('tells connected agents of new chats, customer messages and status changes with chat_updated', async () => {
      const agent = await agentSocket(server.config.agentToken);
      const updates = listen<ChatUpdated>(agent, 'chat_updated');
      const chat = await openChat(server);
      expect(await updates.first((e) => e.feedbackId === chat.id)).toEqual({ feedbackId: chat.id, status: 'open', lastMessageAt: null, message: null, newChat: true });

      server.clock.now += 5000;
      await customerMessage(server, chat, 'Anyone?');
      const messageAt = new Date(server.clock.now).toISOString();
      expect(await updates.first((e) => e.feedbackId === chat.id && e.lastMessageAt !== null)).toMatchObject({ feedbackId: chat.id, status: 'open', lastMessageAt: messageAt, newChat: false, message: { actor: 'customer' } });

      await call(server, 'POST', `/v1/agent/chats/${chat.id}/status`, { status: 'queued' }, agentHeaders(server));
      expect(await updates.first((e) => e.feedbackId === chat.id && e.status === 'queued')).toEqual({ feedbackId: chat.id, status: 'queued', lastMessageAt: messageAt, message: null, newChat: false });
    });

    it('an agent who joins a chat hears its reply_created, and stops after leaving it', async () => {
      const chat = await openChat(server);
      const agent = await agentSocket(server.config.agentToken);
      expect(await agent.emitWithAck('join_chat', { feedbackId: chat.id })).toEqual({ ok: true });
      const replies = listen<ReplyCreated>(agent, 'reply_created');
      server.clock.now += 1000;
      await customerMessage(server, chat, 'I need help');
      expect(await replies.first((e) => lastBody(e) === 'I need help')).toMatchObject({ feedbackId: chat.id, status: 'open' });

      expect(await agent.emitWithAck('leave_chat', { feedbackId: chat.id })).toEqual({ ok: true });
      const updates = listen<ChatUpdated>(agent, 'chat_updated');
      server.clock.now += 1000;
      await customerMessage(server, chat, 'Hello?');
      // Still told that the chat changed, as every agent is, but no longer sent its conversation.
      await updates.first((e) => e.feedbackId === chat.id && e.lastMessageAt === new Date(server.clock.now).toISOString());
      await quiet();
      expect(replies.heard.map(lastBody)).not.toContain('Hello?');
    });

    it('a customer socket cannot use the agent events', async () => {
      const chat = await openChat(server);
      const customer = customerSocket();
      await new Promise<void>((resolve) => customer.once('connect', () => resolve()));
      customer.emit('join_chat', { feedbackId: chat.id });
      const overheard = listen(customer, 'reply_created');
      const updates = listen(customer, 'chat_updated');
      await agentReply(server, chat, 'private');
      await quiet();
      expect(overheard.heard).toEqual([]);
      expect(updates.heard).toEqual([]);
    });
  });
});
