import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isPublicAddress } from './outbound-address';

interface ResolvedAddress {
  address: string;
  family: number;
}

/** Name resolution, replaceable in tests: every address a host name has. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export interface GuardOptions {
  /** WEBHOOK_ALLOW_PRIVATE: private, loopback and link-local addresses may be called too. */
  allowPrivate: boolean;
  timeoutMs: number;
  /** At most this much of the answer is read; the rest is dropped with the connection. */
  maxResponseBytes: number;
  resolve?: Resolver;
}

export type PostOutcome =
  | { ok: true; status: number; body: string }
  | { ok: false; reason: 'bad_url' | 'refused_address' | 'timeout' | 'connection'; message: string };

/**
 * POSTs to a URL someone configured (a webhook endpoint, a flow's integration URL) with the server-side request
 * forgery guard: the host name is resolved first, every address it has must be public (isPublicAddress) unless
 * allowPrivate, and the connection goes to the address that was checked — a second resolution (DNS rebinding)
 * cannot send it elsewhere. Redirects are not followed. Never throws: the outcome is data.
 */
export async function guardedPost(target: string, headers: Record<string, string>, body: string, options: GuardOptions): Promise<PostOutcome> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false, reason: 'bad_url', message: 'Not a URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'bad_url', message: 'Only http and https addresses can be called' };
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  try {
    addresses = net.isIP(hostname) ? [{ address: hostname, family: net.isIP(hostname) }] : await (options.resolve ?? systemResolver)(hostname);
  } catch {
    return { ok: false, reason: 'connection', message: `The name ${hostname} could not be resolved` };
  }
  if (addresses.length === 0) return { ok: false, reason: 'connection', message: `The name ${hostname} has no address` };
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  if (refused && !options.allowPrivate) {
    return { ok: false, reason: 'refused_address', message: `${hostname} resolves to ${refused.address}, a private, loopback or link-local address (WEBHOOK_ALLOW_PRIVATE allows it)` };
  }
  const pinned = addresses[0]!;
  return send(url, pinned, headers, body, options);
}

function send(url: URL, pinned: ResolvedAddress, headers: Record<string, string>, body: string, options: GuardOptions): Promise<PostOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      // The checked address, whatever the name resolves to now; TLS still checks the certificate against the name.
      lookup: (_hostname, lookupOptions, callback) => {
        if ((lookupOptions as { all?: boolean }).all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [pinned]);
        else callback(null, pinned.address, pinned.family);
      },
      agent: false,
    }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size >= options.maxResponseBytes) return;
        chunks.push(chunk.subarray(0, options.maxResponseBytes - size));
        size += chunk.length;
        // Enough read: the answer's status is known and the rest is not wanted.
        if (size >= options.maxResponseBytes) {
          finish({ ok: true, status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
          response.destroy();
        }
      });
      response.on('end', () => finish({ ok: true, status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', () => finish({ ok: true, status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    const timer = setTimeout(() => {
      finish({ ok: false, reason: 'timeout', message: `No answer within ${options.timeoutMs} ms` });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => finish({ ok: false, reason: 'connection', message: connectionMessage(error) }));
    request.end(body);
  });
}

function connectionMessage(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ECONNREFUSED': return 'The connection was refused';
    case 'ECONNRESET': return 'The connection was reset';
    case 'EHOSTUNREACH': case 'ENETUNREACH': return 'The address cannot be reached';
    default: return error.code ? `The connection failed (${error.code})` : 'The connection failed';
  }
}
