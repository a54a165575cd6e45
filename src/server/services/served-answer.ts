import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * An answer kept ready to send (issue #21): its bytes as they are and compressed, its ETags, and the caching
 * headers that go with it. A hit costs a buffer write; the compression happened once, when the answer was made.
 */
export interface ServedAnswer {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** The identity bytes' ETag; a compressed variant's is the same with -br or -gz (RFC 9110: one per representation). */
  etag: string;
  contentType: string;
  cacheControl: string;
  /** The request headers the answer depends on (Accept-Encoding always: the body's encoding does). */
  vary: string;
}

export interface ServedHeaders {
  contentType: string;
  cacheControl: string;
  /** Request headers besides Accept-Encoding the answer depends on (Origin for a widget's CORS answer). */
  varyAlso?: string;
  /**
   * 'best' for answers made once per change (a node, a widget, the loader); 'fast' where a miss may come with a
   * request (a page whose text is the key), so a miss costs about what compressing per request did.
   */
  effort?: 'best' | 'fast';
}

/** Below this a compressed body saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 256;

/**
 * Makes an answer ready: hashed and compressed once, off the event loop (zlib's thread pool). Brotli's best
 * quality on small answers (a few milliseconds, once per change); a faster one on large flows, where the best
 * would take seconds for a few per cent, and on pages (`effort: 'fast'`).
 */
export async function servedAnswer(body: string | Buffer, headers: ServedHeaders): Promise<ServedAnswer> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const vary = headers.varyAlso ? `${headers.varyAlso}, Accept-Encoding` : 'Accept-Encoding';
  const answer: ServedAnswer = { identity, etag, contentType: headers.contentType, cacheControl: headers.cacheControl, vary };
  if (identity.length < COMPRESS_FROM_BYTES) return answer;
  const best = headers.effort !== 'fast';
  const quality = !best ? 5 : identity.length > 64 * 1024 ? 7 : constants.BROTLI_MAX_QUALITY;
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipped(identity, { level: best ? constants.Z_BEST_COMPRESSION : constants.Z_DEFAULT_COMPRESSION }),
  ]);
  // A variant no smaller than the original is not worth a client's decoding.
  if (br.length < identity.length) answer.br = br;
  if (gz.length < identity.length) answer.gzip = gz;
  return answer;
}

type Encoding = 'br' | 'gzip' | undefined;

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const chosenEncodings = new Map<string, { br: boolean; gzip: boolean }>();

/** Which of br and gzip an Accept-Encoding allows (a q=0 refuses; "*" stands for any not named). */
function acceptedEncodings(header: string): { br: boolean; gzip: boolean } {
  const known = chosenEncodings.get(header);
  if (known) return known;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  const accepted = { br: allows('br'), gzip: allows('gzip') };
  if (chosenEncodings.size < 100) chosenEncodings.set(header, accepted);
  return accepted;
}

function encodingFor(request: FastifyRequest, answer: ServedAnswer): Encoding {
  const header = request.headers['accept-encoding'];
  if (!header || (!answer.br && !answer.gzip)) return undefined;
  const accepted = acceptedEncodings(header);
  if (answer.br && accepted.br) return 'br';
  if (answer.gzip && accepted.gzip) return 'gzip';
  return undefined;
}

const SUFFIX = { br: '-br', gzip: '-gz' } as const;
const etagOf = (answer: ServedAnswer, encoding: Encoding) => (encoding ? `${answer.etag.slice(0, -1)}${SUFFIX[encoding]}"` : answer.etag);

/**
 * If-None-Match names the answer the client holds: any of this answer's representations will do (a browser that
 * got the gzip one may ask again through a proxy that sends a different Accept-Encoding). Weak comparison, as
 * RFC 9110 asks for If-None-Match.
 */
function isHeld(header: string | undefined, answer: ServedAnswer): boolean {
  if (!header) return false;
  const held = answer.etag.slice(0, -1);
  for (const raw of header.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*' || tag === answer.etag || tag === `${held}-br"` || tag === `${held}-gz"`) return true;
  }
  return false;
}

/** Sends a kept answer: a 304 when the client holds it, else its bytes in the best encoding the client accepts. */
export function sendServed(request: FastifyRequest, reply: FastifyReply, answer: ServedAnswer, cacheControl = answer.cacheControl): FastifyReply {
  const encoding = encodingFor(request, answer);
  reply.header('etag', etagOf(answer, encoding)).header('cache-control', cacheControl).header('vary', answer.vary);
  if (isHeld(request.headers['if-none-match'], answer)) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type(answer.contentType).send(encoding ? answer[encoding] : answer.identity);
}
