import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Realtime } from '../context';
import type { Storage } from '../storage/storage';
import { chatRoom, type ChatSnapshot } from './rooms';
import { secretsEqual } from '../services/tokens';

export interface SocketServerOptions {
  storage: Storage;
  /** The reply_created body for a chat (status, ratings, timeline), built from storage. */
  snapshot: (feedbackId: string) => Promise<ChatSnapshot | undefined>;
}

interface SubscribeMessage {
  roomId?: unknown;
  feedbackId?: unknown;
  token?: unknown;
}

/**
 * SPEC 7 realtime: clients `subscribe`/`unsubscribe` with roomId "chat" and a feedbackId (plus its chat token);
 * the server sends `reply_created` to the room whenever the chat changes.
 */
export function attachSocketServer(http: HttpServer, { storage, snapshot }: SocketServerOptions): { io: Server; realtime: Realtime } {
  const io = new Server(http, { serveClient: false, cors: { origin: false } });

  io.on('connection', (socket) => {
    socket.on('subscribe', async (message: SubscribeMessage, ack?: (answer: { ok: boolean; error?: string }) => void) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      if (message?.roomId !== 'chat' || typeof message.feedbackId !== 'string') return reply({ ok: false, error: 'invalid_request' });
      const feedback = await storage.feedbacks.get(message.feedbackId).catch(() => undefined);
      if (!feedback || !secretsEqual(message.token, feedback.chatToken)) return reply({ ok: false, error: 'invalid_token' });
      await socket.join(chatRoom(feedback.id));
      reply({ ok: true });
    });
    socket.on('unsubscribe', async (message: SubscribeMessage, ack?: (answer: { ok: boolean }) => void) => {
      if (message?.roomId === 'chat' && typeof message.feedbackId === 'string') await socket.leave(chatRoom(message.feedbackId));
      if (typeof ack === 'function') ack({ ok: true });
    });
  });

  const realtime: Realtime = {
    async chatChanged(feedbackId) {
      const body = await snapshot(feedbackId);
      if (body) io.to(chatRoom(feedbackId)).emit('reply_created', body);
    },
    connectedSockets: () => io.of('/').sockets.size,
  };
  return { io, realtime };
}
