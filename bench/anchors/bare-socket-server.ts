// The physical reference of the chat fan-out bench (issue #21): socket.io alone, as Canvass configures it, in a
// process of its own. A socket that emits `subscribe` joins the one room; `POST /reply?n=N` emits to that room a
// reply_created body of Canvass's shape (one agent message, `reply N`) and answers once the frames are written. No
// database, no route, no snapshot: what the same sockets, read by the same client processes on the same machine,
// cost without Canvass. Its p99 beside Canvass's says how much of Canvass's is Canvass's.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import type { ReplyCreated } from '../../src/types/schemas';
import { serveParent } from '../child-process';

const ROOM = 'chat';

const replyBody = (n: number): ReplyCreated => ({
  status: 'open',
  chat_rating_enabled: true,
  chat_ratings: [],
  timeline_items: [{
    id: randomUUID(),
    action: 'add_comment',
    actor: 'other',
    client_id: null,
    detail: {
      comment: { body: `reply ${n}`, attachment: null, created_at: new Date().toISOString() },
      user: { name: 'Bench', surname: null, avatar: null, avatar_color: null },
      customer: null,
    },
  }],
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://bench');
  if (request.method !== 'POST' || url.pathname !== '/reply') return void response.writeHead(404).end();
  // The in-memory adapter writes every frame before emit returns, as Canvass's push has before its route answers.
  io.to(ROOM).emit('reply_created', replyBody(Number(url.searchParams.get('n'))));
  response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
});
const io = new Server(http, { serveClient: false, cors: { origin: false } });
io.on('connection', (socket) => {
  socket.on('subscribe', async (_message: unknown, ack?: unknown) => {
    await socket.join(ROOM);
    if (typeof ack === 'function') ack({ ok: true });
  });
});
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const address = http.address();
serveParent({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }, () => new Promise((resolve) => void io.close(() => resolve())));
