import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedPost, type Resolver } from './guarded-post';

/** A receiver on loopback: /slow never answers, /big sends 1 MB, anything else echoes the Host header. */
let receiver: http.Server;
let port: number;
const hits: string[] = [];
beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    hits.push(`${request.headers.host} ${request.url}`);
    if (request.url === '/slow') return;
    if (request.url === '/big') return void response.end('x'.repeat(1024 * 1024));
    response.end(`host ${request.headers.host}`);
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

const resolverTo = (...addresses: string[]): Resolver => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
const options = { allowPrivate: false, timeoutMs: 2_000, maxResponseBytes: 1_000 };

describe('guardedPost (issue #20: no server-side request forgery)', () => {
  it.each(['127.0.0.1', '169.254.169.254', '10.0.0.7', '::1', '::ffff:127.0.0.1'])('refuses a name resolving to %s, and sends nothing', async (address) => {
    const before = hits.length;
    const outcome = await guardedPost(`http://hooks.example.test:${port}/in`, {}, '{}', { ...options, resolve: resolverTo(address) });
    expect(outcome).toMatchObject({ ok: false, reason: 'refused_address' });
    expect(hits.length).toBe(before);
  });

  it('refuses a name with one private address among public ones', async () => {
    const outcome = await guardedPost(`http://hooks.example.test:${port}/in`, {}, '{}', { ...options, resolve: resolverTo('93.184.216.34', '127.0.0.1') });
    expect(outcome).toMatchObject({ ok: false, reason: 'refused_address' });
  });

  it.each(['http://127.0.0.1/', 'http://[::1]/', 'http://[::ffff:7f00:1]/', 'http://169.254.169.254/latest/meta-data/', 'http://10.1.2.3/'])('refuses the literal address %s', async (url) => {
    expect(await guardedPost(url, {}, '{}', options)).toMatchObject({ ok: false, reason: 'refused_address' });
  });

  it('refuses other schemes', async () => {
    expect(await guardedPost('file:///etc/passwd', {}, '', options)).toMatchObject({ ok: false, reason: 'bad_url' });
  });

  it('connects to the address it checked, whatever the name would resolve to later (no rebinding)', async () => {
    let asked = 0;
    const rebinding: Resolver = async () => (asked++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.9.9.9', family: 4 }]);
    const outcome = await guardedPost(`http://hooks.example.test:${port}/pinned`, {}, '{}', { ...options, allowPrivate: true, resolve: rebinding });
    expect(outcome).toEqual({ ok: true, status: 200, body: `host hooks.example.test:${port}` });
    expect(asked).toBe(1);
  });

  it('gives up on an endpoint that does not answer in time', async () => {
    expect(await guardedPost(`http://127.0.0.1:${port}/slow`, {}, '{}', { ...options, allowPrivate: true, timeoutMs: 300 })).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('reads no more of the answer than the cap', async () => {
    const outcome = await guardedPost(`http://127.0.0.1:${port}/big`, {}, '{}', { ...options, allowPrivate: true });
    expect(outcome).toMatchObject({ ok: true, status: 200 });
    expect(outcome.ok && outcome.body.length).toBe(1_000);
  });

  it('reports a refused connection as a connection error', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await guardedPost(`http://127.0.0.1:${closedPort}/`, {}, '{}', { ...options, allowPrivate: true })).toMatchObject({ ok: false, reason: 'connection' });
  });
});
