import type { IncomingMessage } from 'node:http';
import type { Server } from 'socket.io';

export interface SocketLimits {
  /** Realtime sessions one client address may hold at once (0: no cap). */
  sessionsPerAddress: number;
  /** Chat subscriptions one client address may ask for in a minute (0: no limit). */
  subscribesPerMinute: number;
  /** Behind a reverse proxy the client's address is the first of X-Forwarded-For (TRUST_PROXY). */
  trustProxy: boolean;
}

const MINUTE_MS = 60_000;

/** The client's address as the HTTP routes see it (Fastify's request.ip with the same TRUST_PROXY). */
function addressOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? String(request.headers['x-forwarded-for'] ?? '').split(',')[0]?.trim() : '';
  return forwarded || request.socket.remoteAddress || 'unknown';
}

/**
 * Issue #25 finding 6: one address opened 2,000 realtime sessions in 1.7 s (the TCP cap does not see long-polling
 * sessions, which share a few connections), and 20,000 `subscribe`s, each a database read, slowed /healthz to 1.4 s.
 * A session over the cap is refused at its handshake, before socket.io keeps anything for it; a subscribe over the
 * limit is answered `rate_limited` without touching the database. Counted per process, as the HTTP rate limits are.
 */
export function limitSockets(io: Server, limits: SocketLimits): { allowSubscribe(request: IncomingMessage): boolean } {
  const sessions = new Map<string, number>();
  const subscribes = new Map<string, { since: number; count: number }>();

  if (limits.sessionsPerAddress > 0) {
    io.engine.opts.allowRequest = (request, callback) => {
      // Only a handshake (no sid yet) opens a session; the requests of an open one pass.
      const opening = !new URL(request.url ?? '/', 'http://x').searchParams.has('sid');
      const open = sessions.get(addressOf(request, limits.trustProxy)) ?? 0;
      callback(opening && open >= limits.sessionsPerAddress ? 'Too many realtime connections from this address' : null, !opening || open < limits.sessionsPerAddress);
    };
    io.engine.on('connection', (session: { request: IncomingMessage; once(event: 'close', listener: () => void): void }) => {
      const address = addressOf(session.request, limits.trustProxy);
      sessions.set(address, (sessions.get(address) ?? 0) + 1);
      session.once('close', () => {
        const left = (sessions.get(address) ?? 1) - 1;
        if (left <= 0) sessions.delete(address);
        else sessions.set(address, left);
      });
    });
  }

  return {
    allowSubscribe(request) {
      if (limits.subscribesPerMinute <= 0) return true;
      const address = addressOf(request, limits.trustProxy);
      const now = Date.now();
      const window = subscribes.get(address);
      if (!window || now - window.since >= MINUTE_MS) {
        // Old windows go as new ones start, so the map holds only addresses seen in the last minute or so.
        for (const [key, value] of subscribes) if (now - value.since >= MINUTE_MS) subscribes.delete(key);
        subscribes.set(address, { since: now, count: 1 });
        return true;
      }
      window.count++;
      return window.count <= limits.subscribesPerMinute;
    },
  };
}
