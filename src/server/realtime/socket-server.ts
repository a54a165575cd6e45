import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import pg from 'pg';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Realtime } from '../context';
import type { Storage } from '../storage/storage';
import { agentRoom, AGENTS_ROOM, chatRoom, type ChatSnapshot } from './rooms';
import { secretsEqual } from '../services/tokens';

export interface SocketServerOptions {
  storage: Storage;
  /** The reply_created body for a chat (status, ratings, timeline), built from storage. */
  snapshot: (feedbackId: string) => Promise<ChatSnapshot | undefined>;
  agentToken: string | undefined;
  /** With PostgreSQL, events cross server processes through the socket.io Postgres adapter. */
  databaseUrl: string | undefined;
}

interface RoomMessage {
  roomId?: unknown;
  feedbackId?: unknown;
  token?: unknown;
}

type Ack = (answer: { ok: boolean; error?: string }) => void;
const ackOf = (ack: unknown): Ack => (typeof ack === 'function' ? (ack as Ack) : () => undefined);

async function attachPostgresAdapter(io: Server, databaseUrl: string): Promise<() => Promise<void>> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => undefined); // a dropped listener connection is re-established by the adapter
  await pool.query(`CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)`);
  io.adapter(createAdapter(pool, { errorHandler: () => undefined }));
  return () => pool.end();
}

/**
 * SPEC 7 realtime. Customers `subscribe`/`unsubscribe` with roomId "chat", a feedbackId and its chat token and get
 * `reply_created` whenever the chat changes. Agents connect to the `/agent` namespace with the agent token, get
 * `chat_updated` for every chat and may `join_chat` one to get its reply_created too.
 */
export async function attachSocketServer(http: HttpServer, options: SocketServerOptions): Promise<{ io: Server; realtime: Realtime; close(): Promise<void> }> {
  const { storage, snapshot } = options;
  const io = new Server(http, { serveClient: false, cors: { origin: false } });
  const closeAdapter = options.databaseUrl?.startsWith('postgres') ? await attachPostgresAdapter(io, options.databaseUrl) : async () => undefined;

  io.on('connection', (socket) => {
    socket.on('subscribe', async (message: RoomMessage, ack?: unknown) => {
      const reply = ackOf(ack);
      if (message?.roomId !== 'chat' || typeof message.feedbackId !== 'string') return reply({ ok: false, error: 'invalid_request' });
      const feedback = await storage.feedbacks.get(message.feedbackId).catch(() => undefined);
      if (!feedback?.chatToken || !secretsEqual(message.token, feedback.chatToken)) return reply({ ok: false, error: 'invalid_token' });
      await socket.join(chatRoom(feedback.id));
      reply({ ok: true });
    });
    socket.on('unsubscribe', async (message: RoomMessage, ack?: unknown) => {
      if (message?.roomId === 'chat' && typeof message.feedbackId === 'string') await socket.leave(chatRoom(message.feedbackId));
      ackOf(ack)({ ok: true });
    });
  });

  const agents = io.of('/agent');
  agents.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (options.agentToken && secretsEqual(token, options.agentToken)) return next();
    next(new Error('invalid_token'));
  });
  agents.on('connection', (socket) => {
    void socket.join(AGENTS_ROOM);
    socket.on('join_chat', async (message: RoomMessage, ack?: unknown) => {
      if (typeof message?.feedbackId !== 'string') return ackOf(ack)({ ok: false, error: 'invalid_request' });
      await socket.join(agentRoom(message.feedbackId));
      ackOf(ack)({ ok: true });
    });
    socket.on('leave_chat', async (message: RoomMessage, ack?: unknown) => {
      if (typeof message?.feedbackId === 'string') await socket.leave(agentRoom(message.feedbackId));
      ackOf(ack)({ ok: true });
    });
  });

  const realtime: Realtime = {
    async chatChanged(feedbackId) {
      const body = await snapshot(feedbackId);
      if (!body) return;
      io.to(chatRoom(feedbackId)).emit('reply_created', body);
      agents.to(agentRoom(feedbackId)).emit('reply_created', { feedbackId, ...body });
      const last = body.timeline_items[body.timeline_items.length - 1];
      agents.to(AGENTS_ROOM).emit('chat_updated', { feedbackId, status: body.status, lastMessageAt: last?.detail.comment.created_at ?? null });
    },
    connectedSockets: () => io.of('/').sockets.size + agents.sockets.size,
  };
  return {
    io,
    realtime,
    async close() {
      io.close();
      await closeAdapter();
    },
  };
}
