// Subscribed chat sockets in a process of their own (forked by bench/server.ts): 10,000 sockets are more than one
// client event loop reads in time, so the bench spreads them over several such processes. Connects BENCH_SOCKETS
// sockets to BENCH_URL's chat, tells its parent { url, sockets } once all are subscribed, then tells it
// { reply, arrivals } once every socket heard that reply; arrivals are absolute times (performance.timeOrigin +
// now), comparable with the parent's on one machine.
import { io as connect, type Socket } from 'socket.io-client';
import { serveParent } from './child-process';

const url = process.env.BENCH_URL!;
const count = Number(process.env.BENCH_SOCKETS);
const chat = { feedbackId: process.env.BENCH_FEEDBACK_ID!, token: process.env.BENCH_TOKEN! };
const now = () => performance.timeOrigin + performance.now();

const sockets: Socket[] = [];
const arrivals = new Map<number, number[]>();
const heard = (reply: number) => {
  const times = arrivals.get(reply) ?? [];
  times.push(now());
  arrivals.set(reply, times);
  if (times.length === count) process.send?.({ reply, arrivals: times });
};
// In batches, so the server is not asked for thousands of handshakes at once.
for (let start = 0; start < count; start += 250) {
  const batch = Array.from({ length: Math.min(250, count - start) }, () => {
    const socket = connect(url, { transports: ['websocket'], forceNew: true, timeout: 60_000 });
    socket.on('reply_created', (body: { timeline_items: { detail: { comment: { body: string } } }[] }) => {
      const text = body.timeline_items[0]?.detail.comment.body ?? '';
      if (text.startsWith('reply ')) heard(Number(text.slice('reply '.length)));
    });
    sockets.push(socket);
    return socket;
  });
  // No ack timeout: on a loaded machine handshakes take long, and a socket that failed to connect retries by itself.
  await Promise.all(batch.map((socket) => socket.emitWithAck('subscribe', { roomId: 'chat', ...chat })));
}
serveParent({ url, sockets: sockets.length }, async () => {
  for (const socket of sockets) socket.close();
});
