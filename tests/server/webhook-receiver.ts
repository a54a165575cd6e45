// A webhook receiver on loopback for tests: records every request, answers with what `answer` decides, and checks
// signatures with the Standard Webhooks reference library, as a provider's receiver would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

interface ReceivedWebhook {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** The parsed body: { type, timestamp, data }. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Decides each answer's status (and optional delay); 200 by default. */
  answer: (request: ReceivedWebhook) => number | { status: number; delayMs: number };
  /** True when the request carries a valid signature under `secret` (the standardwebhooks library's verify). */
  verifies(request: ReceivedWebhook, secret: string): boolean;
  /** Webhook ids being answered right now, at most, at any moment. */
  mostInFlightOfOneId: number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(hostname = '127.0.0.1'): Promise<WebhookReceiver> {
  const inFlight = new Map<string, number>();
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    answer: () => 200,
    mostInFlightOfOneId: 0,
    verifies(request, secret) {
      try {
        new Webhook(secret).verify(request.body, { 'webhook-id': request.id, 'webhook-timestamp': request.timestamp, 'webhook-signature': request.signature });
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const got: ReceivedWebhook = {
        id: String(request.headers['webhook-id']), timestamp: String(request.headers['webhook-timestamp']),
        signature: String(request.headers['webhook-signature']), body, json: JSON.parse(body),
      };
      receiver.received.push(got);
      const now = (inFlight.get(got.id) ?? 0) + 1;
      inFlight.set(got.id, now);
      receiver.mostInFlightOfOneId = Math.max(receiver.mostInFlightOfOneId, now);
      const decided = receiver.answer(got);
      const { status, delayMs } = typeof decided === 'number' ? { status: decided, delayMs: 0 } : decided;
      setTimeout(() => {
        inFlight.set(got.id, (inFlight.get(got.id) ?? 1) - 1);
        response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : `refused with ${status}`);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, hostname, resolve));
  receiver.url = `http://${hostname}:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
