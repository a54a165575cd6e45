// A provider endpoint on 127.0.0.1 for proxy tests: answers every request with a fixed status and body.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackUpstream {
  url: string;
  /** Requests it received, in order. */
  hits: number;
  close(): Promise<void>;
}

export async function startLoopbackUpstream(status: number, body: string, type = 'application/json'): Promise<LoopbackUpstream> {
  const upstream = { hits: 0 } as LoopbackUpstream;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      upstream.hits++;
      response.writeHead(status, { 'content-type': type }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  upstream.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return upstream;
}
