import type { FastifyInstance } from 'fastify';
import type { ChatStatus } from '../../types/schemas';
import { initialsOf } from '../../lib/initials';
import { ApiError, badRequest, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { audit } from '../accounts/audit';
import { authenticate, requirePermission } from '../accounts/authenticate';
import { roleMay } from '../accounts/roles';
import { chatNaming } from '../services/chat-title';
import type { StoredNote, InboxView, Availability } from '../storage/workspace-repository';
import { decodeCursor, encodeCursor } from './account-routes';
import { ERROR_RESPONSE, ref } from './schema-registry';

const W = 'manage-workspace.schema.json';
const errors = { 400: ERROR_RESPONSE, 401: ERROR_RESPONSE, 403: ERROR_RESPONSE, 404: ERROR_RESPONSE, 409: ERROR_RESPONSE };
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 128 } } };
const iso = (ms: number) => new Date(ms).toISOString();
const RELATED_LIMIT = 10;

interface InboxQuery {
  view?: InboxView;
  status?: ChatStatus;
  q?: string;
  cursor?: string;
  limit?: number;
}

const noteView = (note: StoredNote) => ({ id: note.id, body: note.body, author: { id: note.authorId, name: note.authorName }, created_at: iso(note.createdAt) });

/**
 * The agent workspace (issue #22) under /v1/agent/: the inbox (views, status, search, unread counts, a keyset
 * cursor), a chat's context (assignee, private notes, the customer's other feedbacks), assignment, reads, notes,
 * availability and canned responses. Agents and owners (chats:read / chats:write); canned responses are kept by
 * owners (chats:configure).
 */
export function workspaceRoutes(app: FastifyInstance, context: ServerContext): void {
  const { storage, clock, realtime } = context;
  const { workspace } = storage;
  const chatRead = { onRequest: requirePermission(context, 'chats:read') };
  const chatWrite = { onRequest: requirePermission(context, 'chats:write') };
  const configure = { onRequest: requirePermission(context, 'chats:configure') };
  const chatOf = async (id: string) => {
    const feedback = await storage.feedbacks.get(id);
    if (!feedback?.chatToken) throw notFound('Chat');
    return feedback;
  };
  const agentNames = async () => new Map((await storage.accounts.users.list()).map((user) => [user.id, user.displayName]));
  const agentRef = (names: Map<string, string>, id: string | null) => (id === null ? null : { id, display_name: names.get(id) ?? '' });
  /** The session's account; AGENT_TOKEN (no account) reads the inbox but has no "mine", no reads, no availability. */
  const accountOf = async (request: Parameters<typeof authenticate>[0]) => {
    const principal = await authenticate(request, context);
    return principal;
  };

  app.get<{ Querystring: InboxQuery }>('/v1/agent/inbox', {
    ...chatRead,
    schema: {
      tags: ['agent workspace'], summary: 'The inbox: chats by view (mine, unassigned, all) and status, newest activity first, a page at a time',
      querystring: {
        type: 'object', additionalProperties: false,
        properties: {
          view: { type: 'string', enum: ['mine', 'unassigned', 'all'], default: 'all' },
          status: { type: 'string', enum: ['open', 'queued', 'closed', 'archived'] },
          q: { type: 'string', maxLength: 200, description: 'Words found in the chat\'s messages or the feedback\'s answers' },
          cursor: { type: 'string', maxLength: 400 },
          limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
        },
      },
      response: { 200: ref(W, 'inboxPage'), ...errors },
    },
  }, async (request) => {
    const { userId } = await accountOf(request);
    const limit = request.query.limit ?? 30;
    const [rows, names, unreadChats] = await Promise.all([
      workspace.inbox({ userId, view: request.query.view ?? 'all', status: request.query.status, search: request.query.q, limit, before: decodeCursor(request.query.cursor) }),
      agentNames(),
      workspace.unreadChats(userId),
    ]);
    const items = await Promise.all(rows.map(async (row) => ({
      feedback_id: row.id,
      node_id: row.nodeId,
      status: row.status,
      created_at: iso(row.createdAt),
      activity_at: iso(row.activityAt),
      title: (await chatNaming(storage, row)).title,
      customer: { name: row.payload.customer?.name ?? null, email: row.payload.customer?.email ?? null },
      assignee: agentRef(names, row.assigneeId),
      unread: row.unread,
      last_message: row.last && { body: row.last.body, actor: row.last.actor, created_at: iso(row.last.createdAt) },
    })));
    const last = rows[rows.length - 1];
    return { items, next_cursor: rows.length === limit && last ? encodeCursor(last.activityAt, last.id) : null, unread_chats: unreadChats };
  });

  app.get<{ Params: { id: string } }>('/v1/agent/chats/:id/context', {
    ...chatRead,
    schema: { tags: ['agent workspace'], summary: 'A chat\'s assignee, private notes and the same customer\'s other feedbacks', params: idParams, response: { 200: ref(W, 'chatContext'), ...errors } },
  }, async (request) => {
    const feedback = await chatOf(request.params.id);
    const customer = feedback.payload.customer;
    const [naming, assignee, names, notes, related] = await Promise.all([
      chatNaming(storage, feedback),
      workspace.assignee(feedback.id),
      agentNames(),
      workspace.notes(feedback.id),
      workspace.sameCustomer(feedback.id, { externalId: customer?.external_id, email: customer?.email }, RELATED_LIMIT),
    ]);
    return {
      title: naming.title,
      flow_name: naming.flowName,
      assignee: agentRef(names, assignee),
      notes: notes.map(noteView),
      related: await Promise.all(related.map(async (other) => {
        const named = await chatNaming(storage, other);
        return { feedback_id: other.id, flow_name: named.flowName, created_at: iso(other.createdAt), chat_status: other.chatStatus, first_answer: named.firstAnswer };
      })),
    };
  });

  app.post<{ Params: { id: string }; Body: { user_id: string | null } }>('/v1/agent/chats/:id/assignee', {
    ...chatWrite,
    schema: { tags: ['agent workspace'], summary: 'Assign the chat to an agent (yourself or another), or unassign it with null', params: idParams, body: ref(W, 'assignInput'), response: { 200: ref(W, 'assigned'), ...errors } },
  }, async (request) => {
    const feedback = await chatOf(request.params.id);
    const userId = request.body.user_id;
    const user = userId === null ? undefined : await storage.accounts.users.get(userId);
    if (userId !== null && (!user || !roleMay(user.role, 'chats:write'))) throw badRequest('user_id is not an account that works on chats');
    await workspace.assign(feedback.id, userId, clock());
    await audit(context, await authenticate(request, context), 'chat.assigned', 'chat', feedback.id, { user_id: userId });
    const assignee = user ? { id: user.id, display_name: user.displayName } : null;
    // Every agent's list moves the chat between "mine" and "unassigned".
    await realtime.chatChanged(feedback.id);
    return { assignee };
  });

  app.post<{ Params: { id: string } }>('/v1/agent/chats/:id/read', {
    ...chatRead,
    schema: { tags: ['agent workspace'], summary: 'The calling agent has read the chat up to now: its unread count clears', params: idParams, response: { 200: ref(W, 'read'), ...errors } },
  }, async (request) => {
    const feedback = await chatOf(request.params.id);
    const { userId } = await accountOf(request);
    if (userId !== null) await workspace.markRead(feedback.id, userId, clock());
    return { unread_chats: await workspace.unreadChats(userId) };
  });

  app.post<{ Params: { id: string }; Body: { body: string } }>('/v1/agent/chats/:id/notes', {
    ...chatWrite,
    schema: { tags: ['agent workspace'], summary: 'Add a private note: agents see it, the customer never does', params: idParams, body: ref(W, 'noteInput'), response: { 201: ref(W, 'note'), ...errors } },
  }, async (request, reply) => {
    const feedback = await chatOf(request.params.id);
    const principal = await authenticate(request, context);
    const note = await workspace.addNote({ feedbackId: feedback.id, authorId: principal.userId, authorName: principal.displayName, body: request.body.body.replace(/\r\n?/g, '\n'), createdAt: clock() });
    // Only the agents' namespace: a note has no path to the customer's room.
    realtime.toAgents?.('note_created', { feedbackId: feedback.id, note: noteView(note) }, feedback.id);
    return reply.code(201).send(noteView(note));
  });

  app.get('/v1/agent/agents', {
    ...chatRead,
    schema: { tags: ['agent workspace'], summary: 'The accounts that work on chats, their availability and whether the agent console is open', response: { 200: ref(W, 'agentList'), ...errors } },
  }, async () => {
    const [users, availability, connected] = await Promise.all([storage.accounts.users.list(), workspace.availability(), realtime.connectedAgents?.() ?? Promise.resolve(new Set<string>())]);
    return users
      .filter((user) => roleMay(user.role, 'chats:write'))
      .sort((a, b) => a.displayName.localeCompare(b.displayName))
      .map((user) => ({ id: user.id, display_name: user.displayName, initials: initialsOf(user.displayName), availability: availability.get(user.id) ?? 'online', connected: connected.has(user.id) }));
  });

  app.put<{ Body: { availability: Availability } }>('/v1/agent/availability', {
    ...chatWrite,
    schema: { tags: ['agent workspace'], summary: 'Set your availability: online agents get chats from the round robin, away ones do not', body: ref(W, 'availabilityInput'), response: { 200: ref(W, 'availabilityInput'), ...errors } },
  }, async (request) => {
    const { userId } = await accountOf(request);
    if (userId === null) throw new ApiError(409, 'conflict', 'AGENT_TOKEN has no account to be online or away');
    await workspace.setAvailability(userId, request.body.availability, clock());
    realtime.toAgents?.('agents_changed', {});
    return { availability: request.body.availability };
  });

  app.get('/v1/agent/canned-responses', {
    ...chatRead,
    schema: { tags: ['agent workspace'], summary: 'Canned responses, by shortcut', response: { 200: ref(W, 'cannedList'), ...errors } },
  }, async () => (await workspace.cannedResponses()).map((c) => ({ id: c.id, shortcut: c.shortcut, body: c.body, updated_at: iso(c.updatedAt) })));

  const shortcutTaken = (shortcut: string) => new ApiError(409, 'conflict', `Another canned response has the shortcut /${shortcut}`);

  app.post<{ Body: { shortcut: string; body: string } }>('/v1/agent/canned-responses', {
    ...configure,
    schema: { tags: ['agent workspace'], summary: 'Add a canned response (owners)', body: ref(W, 'cannedInput'), response: { 201: ref(W, 'cannedResponse'), ...errors } },
  }, async (request, reply) => {
    const saved = await workspace.saveCannedResponse({ shortcut: request.body.shortcut, body: request.body.body, now: clock() });
    if (!saved) throw shortcutTaken(request.body.shortcut);
    await audit(context, await authenticate(request, context), 'canned_response.added', 'chat', `/${saved.shortcut}`);
    return reply.code(201).send({ id: saved.id, shortcut: saved.shortcut, body: saved.body, updated_at: iso(saved.updatedAt) });
  });

  app.put<{ Params: { id: string }; Body: { shortcut: string; body: string } }>('/v1/agent/canned-responses/:id', {
    ...configure,
    schema: { tags: ['agent workspace'], summary: 'Change a canned response (owners)', params: idParams, body: ref(W, 'cannedInput'), response: { 200: ref(W, 'cannedResponse'), ...errors } },
  }, async (request) => {
    const known = (await workspace.cannedResponses()).some((c) => c.id === request.params.id);
    if (!known) throw notFound('Canned response');
    const saved = await workspace.saveCannedResponse({ id: request.params.id, shortcut: request.body.shortcut, body: request.body.body, now: clock() });
    if (!saved) throw shortcutTaken(request.body.shortcut);
    await audit(context, await authenticate(request, context), 'canned_response.changed', 'chat', `/${saved.shortcut}`);
    return { id: saved.id, shortcut: saved.shortcut, body: saved.body, updated_at: iso(saved.updatedAt) };
  });

  app.delete<{ Params: { id: string } }>('/v1/agent/canned-responses/:id', {
    ...configure,
    schema: { tags: ['agent workspace'], summary: 'Remove a canned response (owners)', params: idParams, response: { 200: ref(W, 'removed'), ...errors } },
  }, async (request) => {
    if (!(await workspace.removeCannedResponse(request.params.id))) throw notFound('Canned response');
    await audit(context, await authenticate(request, context), 'canned_response.removed', 'chat', request.params.id);
    return { removed: true };
  });
}
