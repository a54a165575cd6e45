import { describe, expect, it, vi } from 'vitest';
import type { FeedbackCreated, FeedbackPayload } from '../types/schemas';
import { RequestError } from '../net/request';
import { createStore, STORE_KEYS } from '../storage/local-store';
import { createSubmitQueue, type SubmitJob } from './submit-queue';

const payload = (body: string): FeedbackPayload => ({ node_id: 'n', flow_id: 'f', created_at: '2026-01-01T00:00:00Z', responses: [{ question_id: 'q', body }] });
const job = (key: string, completed: boolean, body = key): SubmitJob => ({ key, nodeId: 'n', flowId: 'f', payload: payload(body), completed, headers: { 'X-SDI': 's' } });

/** A server stub that answers when told to, recording every call with its headers. */
function controllableServer() {
  const calls: { body: string; headers: Record<string, string>; resolve(answer: FeedbackCreated): void; reject(error: unknown): void }[] = [];
  const send = vi.fn((p: FeedbackPayload, headers: Record<string, string>) =>
    new Promise<FeedbackCreated>((resolve, reject) => calls.push({ body: String(p.responses[0]?.body), headers, resolve, reject })),
  );
  return { send, calls };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('submit queue (SPEC 7: one at a time, only the latest waiting one kept)', () => {
  it('sends one request at a time and drops the waiting ones a newer one replaces', async () => {
    const server = controllableServer();
    const queue = createSubmitQueue(server.send, createStore(undefined));
    const first = queue.submit(job('a', false));
    const second = queue.submit(job('b', false));
    const third = queue.submit(job('c', true));
    await flush();
    expect(server.calls.map((c) => c.body)).toEqual(['a']);
    expect(await second).toMatchObject({ kind: 'superseded' });
    server.calls[0]!.resolve({ id: 'fb-1', status: 'incomplete' });
    expect(await first).toMatchObject({ kind: 'sent' });
    await flush();
    expect(server.calls.map((c) => c.body)).toEqual(['a', 'c']);
    server.calls[1]!.resolve({ id: 'fb-1', status: 'completed' });
    expect(await third).toMatchObject({ kind: 'sent', created: { status: 'completed' } });
  });

  it('continues a partial feedback with X-FID and forgets the record once completed (SPEC 4.3)', async () => {
    const server = controllableServer();
    const store = createStore(undefined);
    const queue = createSubmitQueue(server.send, store);
    const partial = queue.submit(job('p', false));
    await flush();
    expect(server.calls[0]!.headers).toMatchObject({ 'X-COMPLETED': 'false', 'Idempotency-Key': 'p', 'X-SDI': 's' });
    expect(server.calls[0]!.headers['X-FID']).toBeUndefined();
    server.calls[0]!.resolve({ id: 'fb-9', status: 'incomplete', continuation_token: 'secret-9' });
    await partial;
    expect(store.get(STORE_KEYS.incompleteSurveys)).toEqual({ 'n|f': { feedbackId: 'fb-9', nodeId: 'n', flowId: 'f', continuationToken: 'secret-9' } });
    const complete = queue.submit(job('c', true));
    await flush();
    // The secret of the partial save goes with the continuation: the server continues the feedback only for its holder.
    expect(server.calls[1]!.headers).toMatchObject({ 'X-COMPLETED': 'true', 'X-FID': 'fb-9', 'X-Continuation-Token': 'secret-9' });
    server.calls[1]!.resolve({ id: 'fb-9', status: 'completed' });
    await complete;
    expect(store.get(STORE_KEYS.incompleteSurveys)).toEqual({});
  });

  it('does not continue a record saved without a continuation secret (from before it existed)', async () => {
    const server = controllableServer();
    const store = createStore(undefined);
    store.set(STORE_KEYS.incompleteSurveys, { 'n|f': { feedbackId: 'fb-old', nodeId: 'n', flowId: 'f' } });
    const queue = createSubmitQueue(server.send, store);
    const complete = queue.submit(job('c', true));
    await flush();
    expect(server.calls[0]!.headers['X-FID']).toBeUndefined();
    server.calls[0]!.resolve({ id: 'fb-new', status: 'completed' });
    await complete;
    expect(store.get(STORE_KEYS.incompleteSurveys)).toEqual({});
  });

  it('keeps a completed feedback that cannot be sent, marked created_offline, and sends it once later', async () => {
    const store = createStore(undefined);
    const failing = vi.fn(() => Promise.reject(new RequestError('network', 0)));
    const offline = createSubmitQueue(failing, store);
    const outcome = await offline.submit(job('k1', true));
    expect(outcome.kind).toBe('queued');
    expect(offline.pending()).toHaveLength(1);
    expect(offline.pending()[0]!.payload.created_offline).toBe(true);

    const sent: string[] = [];
    const online = createSubmitQueue(async (_p, headers) => (sent.push(headers['Idempotency-Key']!), { id: 'fb', status: 'completed' }), store);
    await Promise.all([online.flush(), online.flush()]);
    expect(sent).toEqual(['k1']);
    expect(online.pending()).toEqual([]);
  });

  it('does not keep a feedback the server refused (4xx): retrying cannot help', async () => {
    const store = createStore(undefined);
    const queue = createSubmitQueue(() => Promise.reject(new RequestError('http', 400, { code: 13045 })), store);
    const outcome = await queue.submit(job('r', true));
    expect(outcome).toMatchObject({ kind: 'refused' });
    expect(outcome.kind === 'refused' && outcome.error.code).toBe(13045);
    expect(queue.pending()).toEqual([]);
  });

  it('keeps a feedback while the server fails (5xx) and leaves it queued when a flush fails again', async () => {
    const store = createStore(undefined);
    const queue = createSubmitQueue(() => Promise.reject(new RequestError('http', 503)), store);
    await queue.submit(job('s', true));
    expect(await queue.flush()).toBe(0);
    expect(queue.pending()).toHaveLength(1);
  });
});
