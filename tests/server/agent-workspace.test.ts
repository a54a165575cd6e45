// The agent workspace's API (issue #22) against the real server on every driver: the inbox's views, unread counts,
// readable names, search and keyset pages; assignment; private notes that never reach the customer; canned
// responses kept by owners; availability and the round robin.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { feedbackBody, seedTestData } from './fixtures';
import { customerMessage, listen, quiet, type Chat } from './chat-helpers';
import { inviteAndAccept, setupOwner, withSession, type Session } from './accounts-helpers';

describe.each(drivers)('the agent workspace on %s (issue #22)', (driver) => {
  let server: TestServer;
  let owner: Session;
  let ece: Session;
  let mert: Session;
  let viewer: Session;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
    owner = await setupOwner(server);
    ece = await inviteAndAccept(server, owner, 'ece@example.com', 'agent', 'Ece Yılmaz');
    mert = await inviteAndAccept(server, owner, 'mert@example.com', 'agent', 'Mert Kaya');
    viewer = await inviteAndAccept(server, owner, 'viewer@example.com', 'viewer');
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => server.stop());

  /** A chat whose customer left no name: `why` is the first text answer. */
  const chatOf = async (why: string, customer?: Record<string, string>): Promise<Chat> => {
    server.clock.now += 1000;
    const answer = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ final_state_id: 'chat', responses: [{ question_id: 'q-mood', option_id: 'o-bad' }, { question_id: 'q-text', body: why }], ...(customer ? { customer } : {}) }));
    expect(answer.status).toBe(200);
    return { id: answer.json.id, token: answer.json.token };
  };
  const inbox = async (session: Session, query = '') => {
    const answer = await call(server, 'GET', `/v1/agent/inbox${query}`, undefined, withSession(session));
    expect(answer.status, answer.text).toBe(200);
    return answer.json as { items: { feedback_id: string; title: string; unread: number; assignee: { display_name: string } | null; last_message: { body: string } | null }[]; next_cursor: string | null; unread_chats: number };
  };
  const ids = (page: { items: { feedback_id: string }[] }) => page.items.map((item) => item.feedback_id);
  const assign = (session: Session, chat: Chat, userId: string | null) => call(server, 'POST', `/v1/agent/chats/${chat.id}/assignee`, { user_id: userId }, withSession(session));
  const agentSocket = async (session: Session) => {
    const socket = connect(`${server.url}/agent`, { transports: ['websocket'], forceNew: true, extraHeaders: { cookie: session.cookie } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };

  it('names a chat without a customer name by its flow and first answer, not "Anonymous"', async () => {
    const chat = await chatOf('The parcel came broken');
    const page = await inbox(ece);
    expect(page.items.find((item) => item.feedback_id === chat.id)?.title).toBe('Test flow · Bad');
    const named = await chatOf('x', { name: 'Deniz' });
    expect((await inbox(ece)).items.find((item) => item.feedback_id === named.id)?.title).toBe('Deniz');
  });

  it('moves a chat from unassigned to an agent\'s "mine" when assigned, and to another agent\'s when reassigned', async () => {
    const chat = await chatOf('Assign me');
    expect(ids(await inbox(ece, '?view=unassigned'))).toContain(chat.id);
    expect((await assign(ece, chat, ece.userId)).json).toEqual({ assignee: { id: ece.userId, display_name: 'Ece Yılmaz' } });
    expect(ids(await inbox(ece, '?view=mine'))).toContain(chat.id);
    expect(ids(await inbox(ece, '?view=unassigned'))).not.toContain(chat.id);
    expect((await assign(ece, chat, mert.userId)).status).toBe(200);
    expect(ids(await inbox(ece, '?view=mine'))).not.toContain(chat.id);
    expect(ids(await inbox(mert, '?view=mine'))).toContain(chat.id);
    expect((await inbox(mert)).items.find((item) => item.feedback_id === chat.id)?.assignee?.display_name).toBe('Mert Kaya');
    // Only accounts that work on chats can be given one.
    expect((await assign(ece, chat, viewer.userId)).status).toBe(400);
    expect((await assign(viewer, chat, viewer.userId)).status).toBe(403);
  });

  it('tells other agents over the socket when a chat is assigned, so their lists move', async () => {
    const chat = await chatOf('Live move');
    const socket = await agentSocket(mert);
    const updates = listen<{ feedbackId: string }>(socket, 'chat_updated');
    await assign(ece, chat, mert.userId);
    await updates.first((update) => update.feedbackId === chat.id);
  });

  it('counts a customer\'s unread messages per agent, and clears them for the agent who read the chat', async () => {
    const chat = await chatOf('Unread');
    await customerMessage(server, chat, 'Are you there?');
    server.clock.now += 1000;
    await customerMessage(server, chat, 'Hello?');
    const unreadOf = async (session: Session) => (await inbox(session)).items.find((item) => item.feedback_id === chat.id)?.unread;
    expect(await unreadOf(ece)).toBe(2);
    const before = (await inbox(ece)).unread_chats;
    server.clock.now += 1000;
    const read = await call(server, 'POST', `/v1/agent/chats/${chat.id}/read`, undefined, withSession(ece));
    expect(read.json.unread_chats).toBe(before - 1);
    expect(await unreadOf(ece)).toBe(0);
    expect(await unreadOf(mert)).toBe(2);
    server.clock.now += 1000;
    await customerMessage(server, chat, 'One more');
    expect(await unreadOf(ece)).toBe(1);
    expect((await inbox(ece)).items.find((item) => item.feedback_id === chat.id)?.last_message?.body).toBe('One more');
  });

  it('finds chats by a word of a message or of an answer, and takes % and _ literally', async () => {
    const byMessage = await chatOf('nothing special');
    await customerMessage(server, byMessage, 'My umbrella arrived torn');
    const byAnswer = await chatOf('The UMBRELLA handle snapped');
    const found = ids(await inbox(ece, '?q=umbrella'));
    expect(found).toEqual(expect.arrayContaining([byMessage.id, byAnswer.id]));
    expect(ids(await inbox(ece, '?q=umbrellas'))).toEqual([]);
    expect(ids(await inbox(ece, `?q=${encodeURIComponent('%')}`))).toEqual([]);
  });

  it('pages through every chat with the cursor, each once, newest activity first', async () => {
    for (let i = 0; i < 5; i++) await chatOf(`Paged ${i}`);
    const all = ids(await inbox(ece, '?limit=100'));
    const paged: string[] = [];
    for (let cursor: string | null = ''; cursor !== null;) {
      const page = await inbox(ece, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...ids(page));
      cursor = page.next_cursor;
    }
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(paged.length);
  });

  it('keeps private notes for agents: in the chat\'s context and on the agents\' socket, never on the customer\'s API or socket', async () => {
    const chat = await chatOf('Notes');
    const customer = connect(server.url, { transports: ['websocket'], forceNew: true });
    sockets.push(customer);
    expect((await customer.emitWithAck('subscribe', { roomId: 'chat', feedbackId: chat.id, token: chat.token })).ok).toBe(true);
    const heardByCustomer: unknown[] = [];
    customer.onAny((event, body) => heardByCustomer.push({ event, body }));
    const agent = await agentSocket(mert);
    await agent.emitWithAck('join_chat', { feedbackId: chat.id });
    const notes = listen<{ note: { body: string } }>(agent, 'note_created');
    const added = await call(server, 'POST', `/v1/agent/chats/${chat.id}/notes`, { body: 'VIP customer, refund quickly' }, withSession(ece));
    expect(added.status).toBe(201);
    expect(added.json.author.name).toBe('Ece Yılmaz');
    await notes.first((event) => event.note.body === 'VIP customer, refund quickly');
    const context = await call(server, 'GET', `/v1/agent/chats/${chat.id}/context`, undefined, withSession(mert));
    expect(context.json.notes.map((note: { body: string }) => note.body)).toEqual(['VIP customer, refund quickly']);
    await quiet();
    expect(JSON.stringify(heardByCustomer)).not.toContain('VIP');
    const customerView = await call(server, 'GET', `/v1/feedbacks/${chat.id}/chat?token=${chat.token}`);
    expect(customerView.status).toBe(200);
    expect(customerView.text).not.toContain('VIP');
    expect((await call(server, 'POST', `/v1/agent/chats/${chat.id}/notes`, { body: '   ' }, withSession(ece))).status).toBe(400);
    expect((await call(server, 'POST', `/v1/agent/chats/${chat.id}/notes`, { body: 'x' }, withSession(viewer))).status).toBe(403);
  });

  it('passes typing both ways: the customer\'s to agents with the chat open, an agent\'s name to the customer', async () => {
    const chat = await chatOf('Typing');
    const customer = connect(server.url, { transports: ['websocket'], forceNew: true });
    sockets.push(customer);
    await customer.emitWithAck('subscribe', { roomId: 'chat', feedbackId: chat.id, token: chat.token });
    const agent = await agentSocket(ece);
    await agent.emitWithAck('join_chat', { feedbackId: chat.id });
    const agentHears = listen<{ feedbackId: string; actor: string }>(agent, 'typing');
    const customerHears = listen<{ actor: string; name: string }>(customer, 'typing');
    customer.emit('typing', { feedbackId: chat.id });
    await agentHears.first((event) => event.feedbackId === chat.id && event.actor === 'customer');
    agent.emit('typing', { feedbackId: chat.id });
    await customerHears.first((event) => event.actor === 'agent' && event.name === 'Ece Yılmaz');
    // A socket that did not subscribe with the chat's token cannot pretend to type in it.
    const stranger = connect(server.url, { transports: ['websocket'], forceNew: true });
    sockets.push(stranger);
    await new Promise<void>((resolve) => stranger.once('connect', () => resolve()));
    const before = agentHears.heard.length;
    stranger.emit('typing', { feedbackId: chat.id });
    await quiet();
    expect(agentHears.heard.length).toBe(before);
  });

  it('lets owners keep canned responses and agents read them; a taken shortcut is refused', async () => {
    const added = await call(server, 'POST', '/v1/agent/canned-responses', { shortcut: 'thanks', body: 'Thank you for waiting!' }, withSession(owner));
    expect(added.status).toBe(201);
    expect((await call(server, 'POST', '/v1/agent/canned-responses', { shortcut: 'thanks', body: 'Again' }, withSession(owner))).status).toBe(409);
    expect((await call(server, 'POST', '/v1/agent/canned-responses', { shortcut: 'mine', body: 'x' }, withSession(ece))).status).toBe(403);
    expect((await call(server, 'POST', '/v1/agent/canned-responses', { shortcut: 'Has Space', body: 'x' }, withSession(owner))).status).toBe(400);
    const listed = await call(server, 'GET', '/v1/agent/canned-responses', undefined, withSession(ece));
    expect(listed.json.map((c: { shortcut: string }) => c.shortcut)).toEqual(['thanks']);
    const changed = await call(server, 'PUT', `/v1/agent/canned-responses/${added.json.id}`, { shortcut: 'thanks', body: 'Thanks for your patience!' }, withSession(owner));
    expect(changed.json.body).toBe('Thanks for your patience!');
    expect((await call(server, 'DELETE', `/v1/agent/canned-responses/${added.json.id}`, undefined, withSession(owner))).json).toEqual({ removed: true });
    expect((await call(server, 'DELETE', `/v1/agent/canned-responses/${added.json.id}`, undefined, withSession(owner))).status).toBe(404);
  });

  it('shows agents\' availability and which have the console open', async () => {
    expect((await call(server, 'PUT', '/v1/agent/availability', { availability: 'away' }, withSession(mert))).status).toBe(200);
    expect((await call(server, 'PUT', '/v1/agent/availability', { availability: 'busy' }, withSession(mert))).status).toBe(400);
    await agentSocket(ece);
    const agents = (await call(server, 'GET', '/v1/agent/agents', undefined, withSession(ece))).json as { display_name: string; availability: string; connected: boolean }[];
    expect(agents.find((a) => a.display_name === 'Mert Kaya')).toMatchObject({ availability: 'away', connected: false });
    expect(agents.find((a) => a.display_name === 'Ece Yılmaz')).toMatchObject({ availability: 'online', connected: true });
    expect(agents.some((a) => a.display_name === 'Viewer Person')).toBe(false);
    await call(server, 'PUT', '/v1/agent/availability', { availability: 'online' }, withSession(mert));
  });

  it('lists the same customer\'s other feedbacks in the chat\'s context', async () => {
    const first = await chatOf('First visit', { name: 'Selin', external_id: 'cust-42' });
    const second = await chatOf('Second visit', { name: 'Selin', external_id: 'cust-42' });
    await chatOf('Someone else', { name: 'Other', external_id: 'cust-420' });
    const context = await call(server, 'GET', `/v1/agent/chats/${second.id}/context`, undefined, withSession(ece));
    expect(context.json.related.map((r: { feedback_id: string }) => r.feedback_id)).toEqual([first.id]);
    expect(context.json.related[0]).toMatchObject({ flow_name: 'Test flow', chat_status: 'open' });
  });
});

describe('round-robin assignment (CHAT_AUTO_ASSIGN=round_robin)', () => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startTestServer({ env: { CHAT_AUTO_ASSIGN: 'round_robin' } });
    await seedTestData(server.storage);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.stop();
  });

  it('gives new chats in turn to the agents online with the console open, and none to one who is away', async () => {
    const owner = await setupOwner(server);
    const a = await inviteAndAccept(server, owner, 'a@example.com', 'agent', 'Ayla');
    const b = await inviteAndAccept(server, owner, 'b@example.com', 'agent', 'Berk');
    const away = await inviteAndAccept(server, owner, 'c@example.com', 'agent', 'Cem');
    await call(server, 'PUT', '/v1/agent/availability', { availability: 'away' }, withSession(away));
    for (const session of [a, b, away]) {
      const socket = connect(`${server.url}/agent`, { transports: ['websocket'], forceNew: true, extraHeaders: { cookie: session.cookie } });
      sockets.push(socket);
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    }
    const assignees: string[] = [];
    for (let i = 0; i < 4; i++) {
      server.clock.now += 1000;
      const chat = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ final_state_id: 'chat', responses: [{ question_id: 'q-mood', option_id: 'o-bad' }] }));
      const context = await call(server, 'GET', `/v1/agent/chats/${chat.json.id}/context`, undefined, withSession(a));
      assignees.push(context.json.assignee?.display_name);
    }
    expect(assignees.filter((name) => name === 'Ayla')).toHaveLength(2);
    expect(assignees.filter((name) => name === 'Berk')).toHaveLength(2);
    expect(assignees).not.toContain('Cem');
  });
});
