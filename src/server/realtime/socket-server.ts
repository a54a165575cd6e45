import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Namespace, type Socket } from 'socket.io';
import type { Realtime } from '../context';
import type { Storage } from '../storage/storage';
import { secretsEqual } from '../services/tokens';
import type { Principal } from '../accounts/principal';
import type { SocketCredentials } from '../accounts/socket-auth';
import { attachPostgresAdapter } from './postgres-adapter';
import { attachRedisAdapter } from './redis-adapter';
import { limitSockets, type SocketLimits } from './socket-limits';
import type { ChatChange, ChatPush } from '../services/chat-detail';
import { agentRoom, AGENTS_ROOM, chatRoom, resultsRoom } from './rooms';

export interface SocketServerOptions {
  storage: Storage;
  /** The reply_created body for a change of a chat (status, ratings, the new message), read from storage. */
  snapshot: (feedbackId: string, change: ChatChange) => Promise<ChatPush | undefined>;
  /** Who an /agent handshake is (an account's session cookie, an API token, or AGENT_TOKEN); undefined refuses it. */
  authenticateAgent: (credentials: SocketCredentials) => Promise<Principal | undefined>;
  /** Who a /results handshake is (an account that may read feedbacks); undefined refuses it. Unset: no /results. */
  authenticateResults?: (credentials: SocketCredentials) => Promise<Principal | undefined>;
  /** With PostgreSQL, events cross server processes through the socket.io Postgres adapter. */
  databaseUrl: string | undefined;
  /** REDIS_URL: events cross server processes through Redis instead (REDIS_PREFIX names the channels). */
  redisUrl?: string | undefined;
  redisPrefix?: string | undefined;
  log?: FastifyBaseLogger;
  /** Sessions per address and subscribes per minute (issue #25 finding 6); unset: no limits. */
  limits?: SocketLimits;
}

interface RoomMessage {
  roomId?: unknown;
  feedbackId?: unknown;
  token?: unknown;
}

type Ack = (answer: { ok: boolean; error?: string }) => void;
const ackOf = (ack: unknown): Ack => (typeof ack === 'function' ? (ack as Ack) : () => undefined);

/** The customer side (SPEC 7): subscribe to a chat's room with its feedback id and chat token. */
function serveCustomers(io: Server, agents: Namespace, storage: Storage, allowSubscribe: (socket: Socket) => boolean): void {
  io.on('connection', (socket) => {
    socket.on('subscribe', async (message: RoomMessage, ack?: unknown) => {
      const reply = ackOf(ack);
      if (!allowSubscribe(socket)) return reply({ ok: false, error: 'rate_limited' });
      if (message?.roomId !== 'chat' || typeof message.feedbackId !== 'string') return reply({ ok: false, error: 'invalid_request' });
      const feedback = await storage.feedbacks.get(message.feedbackId).catch(() => undefined);
      // SPEC 6: the token of feedback A never opens the room of feedback B.
      if (!feedback?.chatToken || !secretsEqual(message.token, feedback.chatToken)) return reply({ ok: false, error: 'invalid_token' });
      await socket.join(chatRoom(feedback.id));
      reply({ ok: true });
    });
    socket.on('unsubscribe', async (message: RoomMessage, ack?: unknown) => {
      if (message?.roomId === 'chat' && typeof message.feedbackId === 'string') await socket.leave(chatRoom(message.feedbackId));
      ackOf(ack)({ ok: true });
    });
    // Issue #22: the customer is typing. Only a socket subscribed with the chat's token may say so, and only the
    // agents who have the chat open hear it.
    socket.on('typing', (message: RoomMessage) => {
      if (typeof message?.feedbackId !== 'string' || !socket.rooms.has(chatRoom(message.feedbackId))) return;
      agents.to(agentRoom(message.feedbackId)).emit('typing', { feedbackId: message.feedbackId, actor: 'customer' });
    });
  });
}

const userRoom = (userId: string) => `user:${userId}`;

/**
 * The agent console's side (not in the SPEC): the /agent namespace, open to accounts that may work on chats (their
 * session cookie or an API token) and to AGENT_TOKEN. Each socket joins its account's room, so removing the account
 * disconnects it on every process.
 */
function serveAgents(io: Server, agents: Namespace, authenticateAgent: SocketServerOptions['authenticateAgent']): void {
  agents.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    void authenticateAgent({ token, cookie: socket.handshake.headers.cookie }).then((principal) => {
      if (!principal) return next(new Error('invalid_token'));
      socket.data.userId = principal.userId;
      socket.data.displayName = principal.displayName;
      next();
    }, () => next(new Error('invalid_token')));
  });
  agents.on('connection', (socket) => {
    void socket.join(AGENTS_ROOM);
    if (typeof socket.data.userId === 'string') void socket.join(userRoom(socket.data.userId));
    // Who has the console open changed (issue #22: the agents list shows it; the round robin reads it).
    agents.to(AGENTS_ROOM).emit('agents_changed', {});
    socket.on('disconnect', () => void agents.to(AGENTS_ROOM).emit('agents_changed', {}));
    socket.on('join_chat', async (message: RoomMessage, ack?: unknown) => {
      if (typeof message?.feedbackId !== 'string') return ackOf(ack)({ ok: false, error: 'invalid_request' });
      await socket.join(agentRoom(message.feedbackId));
      ackOf(ack)({ ok: true });
    });
    socket.on('leave_chat', async (message: RoomMessage, ack?: unknown) => {
      if (typeof message?.feedbackId === 'string') await socket.leave(agentRoom(message.feedbackId));
      ackOf(ack)({ ok: true });
    });
    // Issue #22: an agent is typing in a chat they have open. The customer hears the agent's name; the other agents
    // with the chat open hear it too (two agents on one chat).
    socket.on('typing', (message: RoomMessage) => {
      if (typeof message?.feedbackId !== 'string' || !socket.rooms.has(agentRoom(message.feedbackId))) return;
      const name = typeof socket.data.displayName === 'string' ? socket.data.displayName : '';
      io.to(chatRoom(message.feedbackId)).emit('typing', { actor: 'agent', name });
      socket.to(agentRoom(message.feedbackId)).emit('typing', { feedbackId: message.feedbackId, actor: 'agent', name });
    });
  });
}

/**
 * The results screens (issue #19): the /results namespace, open to accounts that may read feedbacks; a socket
 * `watch_flow`s one flow and gets `results_changed` when its feedbacks change.
 */
function serveResults(io: Server, authenticate: NonNullable<SocketServerOptions['authenticateResults']>): Namespace {
  const watchers = io.of('/results');
  watchers.use((socket, next) => {
    void authenticate({ token: (socket.handshake.auth as { token?: unknown } | undefined)?.token, cookie: socket.handshake.headers.cookie }).then(
      (principal) => (principal ? next() : next(new Error('invalid_token'))),
      () => next(new Error('invalid_token')),
    );
  });
  watchers.on('connection', (socket) => {
    socket.on('watch_flow', async (message: { flowId?: unknown }, ack?: unknown) => {
      if (typeof message?.flowId !== 'string' || message.flowId.length > 128) return ackOf(ack)({ ok: false, error: 'invalid_request' });
      for (const room of socket.rooms) if (room.startsWith('results:')) await socket.leave(room);
      await socket.join(resultsRoom(message.flowId));
      ackOf(ack)({ ok: true });
    });
  });
  return watchers;
}

/** Calls `emit` for a flow at once, then at most once per `everyMs` while changes keep coming (the last one always). */
function throttledPerFlow(emit: (flowId: string) => void, everyMs: number): (flowId: string) => void {
  const waiting = new Map<string, boolean>();
  return (flowId) => {
    if (waiting.has(flowId)) {
      waiting.set(flowId, true);
      return;
    }
    emit(flowId);
    waiting.set(flowId, false);
    const timer = setTimeout(function again() {
      if (waiting.get(flowId)) {
        emit(flowId);
        waiting.set(flowId, false);
        setTimeout(again, everyMs).unref();
      } else waiting.delete(flowId);
    }, everyMs);
    timer.unref();
  };
}

/**
 * SPEC 7 realtime. Customers `subscribe`/`unsubscribe` with roomId "chat", a feedbackId and its chat token and get
 * `reply_created` whenever the chat changes: its status and ratings, and only the new message as timeline_items (a
 * client that was away loads the chat detail once when it subscribes again). Agents connect to the `/agent` namespace with their session cookie (the
 * agent console) or a token (scripts), get `chat_updated` for every chat and may `join_chat` one to get its
 * reply_created too.
 */
export async function attachSocketServer(http: HttpServer, options: SocketServerOptions): Promise<{ io: Server; realtime: Realtime; close(): Promise<void> }> {
  const { storage, snapshot, log } = options;
  const io = new Server(http, { serveClient: false, cors: { origin: false } });
  const onPostgres = /^postgres(ql)?:/.test(options.databaseUrl ?? '');
  const closeAdapter = options.redisUrl
    ? await attachRedisAdapter(io, options.redisUrl, options.redisPrefix ?? 'canvass', log)
    : onPostgres ? await attachPostgresAdapter(io, options.databaseUrl!, log) : async () => undefined;
  const limited = options.limits ? limitSockets(io, options.limits) : undefined;
  const agents = io.of('/agent');
  serveCustomers(io, agents, storage, (socket) => limited?.allowSubscribe(socket.request) ?? true);
  serveAgents(io, agents, options.authenticateAgent);
  const watchers = options.authenticateResults ? serveResults(io, options.authenticateResults) : undefined;
  // A burst of submits redraws a results screen a few times a second, not once per feedback.
  const resultsChanged = throttledPerFlow((flowId) => void watchers?.to(resultsRoom(flowId)).emit('results_changed', { flowId }), 250);

  const push = async (feedbackId: string, change: ChatChange) => {
    // The change is stored before this runs; a failed push must not turn the caller's success into an error
    // (clients catch up by loading the chat detail when they reconnect).
    try {
      const pushed = await snapshot(feedbackId, change);
      if (!pushed) return;
      const body = pushed.reply;
      io.to(chatRoom(feedbackId)).emit('reply_created', body);
      agents.to(agentRoom(feedbackId)).emit('reply_created', { feedbackId, ...body });
      // The new message rides along (agents may read every chat) so consoles can notify of chats they do not have open.
      agents.to(AGENTS_ROOM).emit('chat_updated', { feedbackId, status: body.status, lastMessageAt: pushed.lastMessageAt, message: change.message ?? null, newChat: change.newChat ?? false });
    } catch (error) {
      log?.error({ err: error, feedbackId }, 'realtime: could not push a chat change');
    }
  };
  // One chat's pushes run one after another: each status and ratings are read after the previous push's, so a slow
  // read can never send an older status after a newer one (the client replaces its status and ratings with what it
  // receives; the messages it merges by id, in time order, whichever order they come in).
  const pushing = new Map<string, Promise<void>>();
  const realtime: Realtime = {
    chatChanged(feedbackId, change = {}) {
      const next = (pushing.get(feedbackId) ?? Promise.resolve()).then(() => push(feedbackId, change));
      pushing.set(feedbackId, next);
      void next.then(() => {
        if (pushing.get(feedbackId) === next) pushing.delete(feedbackId);
      });
      return next;
    },
    resultsChanged,
    connectedSockets: () => io.of('/').sockets.size + agents.sockets.size + (watchers?.sockets.size ?? 0),
    async endUserSockets(userId) {
      agents.in(userRoom(userId)).disconnectSockets(true);
    },
    toAgents(event, body, feedbackId) {
      agents.to(feedbackId === undefined ? AGENTS_ROOM : agentRoom(feedbackId)).emit(event, body);
    },
    async connectedAgents() {
      // fetchSockets asks every process through the adapter.
      const sockets = await agents.fetchSockets();
      return new Set(sockets.flatMap((socket) => (typeof socket.data.userId === 'string' ? [socket.data.userId] : [])));
    },
  };
  return {
    io,
    realtime,
    async close() {
      // Disconnects every socket and releases the adapter's listening connection before its pool ends.
      await io.close();
      await closeAdapter();
    },
  };
}
