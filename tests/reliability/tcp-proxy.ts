// A TCP proxy between the server and PostgreSQL that a test can cut and restore, as a network partition or a
// database restart would: while cut, open connections are destroyed and new ones refused.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** The database URL with host and port replaced by the proxy's. */
  proxiedUrl(databaseUrl: string): string;
  /** Destroys every open connection and refuses new ones (ECONNREFUSED) until restore(). */
  cut(): Promise<void>;
  /**
   * Keeps every connection open but silently drops what passes, and accepts new connections that never answer:
   * a partition in which packets are lost rather than refused. restore() ends the dropped connections.
   */
  blackhole(): void;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let dropping = false;
  const server = net.createServer((client) => {
    if (dropping) {
      open.add(client);
      client.on('close', () => open.delete(client));
      client.on('error', () => client.destroy());
      client.resume();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // A reset on either side ends the pair; the error itself is what the server under test must handle.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => void (dropping || upstream.write(chunk)));
    upstream.on('data', (chunk: Buffer) => void (dropping || client.write(chunk)));
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const closeListener = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const destroyAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
  return {
    port,
    proxiedUrl(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async cut() {
      const closed = closeListener();
      destroyAll();
      await closed;
    },
    blackhole() {
      dropping = true;
    },
    async restore() {
      if (dropping) {
        dropping = false;
        // What was dropped cannot be replayed: those connections are as broken as after a real partition.
        destroyAll();
      }
      if (!server.listening) await listen(port);
    },
    async close() {
      const closed = closeListener();
      destroyAll();
      await closed;
    },
  };
}
