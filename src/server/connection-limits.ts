import type { Server } from 'node:http';
import type { ConnectionLimits } from './config';

/**
 * Node's own timeouts measure only as often as it checks (every 30 s by default): checking at a tenth of the
 * shortest timeout keeps a slow request's cut-off near its limit without much work.
 */
export function connectionTimeouts(limits: ConnectionLimits) {
  const shortest = Math.min(...[limits.requestTimeoutMs, limits.headersTimeoutMs].filter((ms) => ms > 0));
  return {
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: limits.requestTimeoutMs > 0 ? Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) : limits.headersTimeoutMs,
      connectionsCheckingInterval: Number.isFinite(shortest) ? Math.max(100, Math.min(30_000, Math.floor(shortest / 10))) : 30_000,
    },
  };
}

/**
 * Issue #25: 20,000 idle connections from one client took every file descriptor and /healthz stopped answering.
 * Each address may hold `perAddress` open connections (HTTP and realtime alike); one over that is closed at once,
 * before it costs more than its socket. 0 turns the cap off.
 */
export function capConnectionsPerAddress(server: Server, perAddress: number): void {
  if (perAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
