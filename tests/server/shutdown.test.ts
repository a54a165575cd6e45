// Stopping the server (a restart, a deploy) must not hang on a client that never finishes its request.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { call, startTestServer } from './harness';
import { seedTestData } from './fixtures';

describe('stopping the server', () => {
  it('ends while a client holds a request half sent, and the port can be listened on again', { timeout: 30_000 }, async () => {
    const server = await startTestServer();
    await seedTestData(server.storage);
    const { hostname, port } = new URL(server.url);
    const socket = net.connect(Number(port), hostname);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    // Headers and half a body: the server waits for the rest, which never comes.
    socket.write(`POST /v1/feedbacks HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"node_id":`);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    // Let the server take the request in before it is told to stop.
    expect((await call(server, 'GET', '/healthz')).status).toBe(200);

    await server.stop();
    await closed;
    // Nothing holds the port: a new server starts on it.
    const next = await startTestServer({ env: { PORT: port } });
    try {
      expect(new URL(next.url).port).toBe(port);
    } finally {
      await next.stop();
    }
  });
});
