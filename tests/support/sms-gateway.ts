// An SMS gateway on loopback for tests (issue #20): records each request (method, path, headers, body) and answers
// with the status the test sets, so both the generic HTTP adapter and the Twilio adapter meet a real HTTP peer.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface SmsGateway {
  url: string;
  requests: GatewayRequest[];
  /** The status (and body) every following request is answered with; 200 at first. */
  answerWith(status: number, body?: string): void;
  close(): Promise<void>;
}

export async function startSmsGateway(): Promise<SmsGateway> {
  const requests: GatewayRequest[] = [];
  let answer = { status: 200, body: '{"status":"queued"}' };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answerWith(status, body = '{"message":"refused"}') {
      answer = { status, body };
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
