// Serves a built anchor page from a folder on localhost, compressed like Canvass's own static files (which the
// build writes as .br and .gz beside each asset and @fastify/static sends by Accept-Encoding), so both pages load
// under the same transport. Each file is compressed once, at its first request, at the quality Parcel's
// compressors use (brotli 11, gzip 9); the bench's first load of each page is a warm-up that is not counted.
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

const compressed = new Map<string, Promise<Buffer>>();

function compressedFile(file: string, encoding: 'br' | 'gzip' | undefined): Promise<Buffer> {
  const key = `${encoding ?? 'identity'} ${file}`;
  let body = compressed.get(key);
  if (!body) {
    body = readFile(file).then((bytes) =>
      encoding === 'br' ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : encoding === 'gzip' ? gzipSync(bytes, { level: 9 }) : bytes,
    );
    body.catch(() => compressed.delete(key));
    compressed.set(key, body);
  }
  return body;
}

export async function serveFolder(root: string): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    compressedFile(file, encoding).then(
      (body) =>
        response
          .writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'content-length': body.length, ...(encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : {}) })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
