// Issue #20 "Done when": 50 clients submit while the server is SIGKILLed and restarted, and the receiver fails 30%
// of requests with 500s: every acknowledged feedback's feedback.completed is delivered (at least once), each event
// under one webhook-id of its own, none lost. With two processes on PostgreSQL, no event is ever being delivered by
// both at once. The receiver is real (loopback) and checks every signature with the Standard Webhooks library.
import { afterEach, describe, expect, it } from 'vitest';
import { createStorage } from '../../src/server/storage/create-storage';
import { newWebhookSecret } from '../../src/server/webhooks/signature';
import { drivers, postgresUrl } from '../server/harness';
import { startWebhookReceiver, type WebhookReceiver } from '../server/webhook-receiver';
import { killDuringSubmits, type KillCycle } from './kill-cycle';
import { startServerProcess, type ServerProcess } from './server-process';
import { submitOnce } from './submit-clients';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * Loopback receivers need WEBHOOK_ALLOW_PRIVATE; a short retry base and timeout keep the run short (a delivery the
 * killed process was sending is taken again once its lease, twice the timeout and 5 s, has run out).
 */
const ENV = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '200', WEBHOOK_TIMEOUT_MS: '1000' };

async function addEndpoint(database: TestDatabase, url: string): Promise<string> {
  const storage = await createStorage({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  try {
    const secret = newWebhookSecret();
    await storage.webhooks.createEndpoint({ url, description: 'reliability', events: ['feedback.completed'], enabled: true, secret, createdBy: null, now: Date.now() });
    return secret;
  } finally {
    await storage.close();
  }
}

/** Waits until `done()` or the deadline, polling. */
async function until(done: () => boolean, ms: number): Promise<void> {
  for (const deadline = Date.now() + ms; !done() && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe.each(drivers)('webhook delivery through a SIGKILL on %s', { timeout: 120_000 }, (driver) => {
  let database: TestDatabase | undefined;
  let cycle: KillCycle | undefined;
  let receiver: WebhookReceiver | undefined;
  afterEach(async () => {
    await cycle?.server.kill();
    await receiver?.close();
    await database?.drop();
  });

  it('delivers every acknowledged feedback\'s feedback.completed with a webhook-id of its own, while the receiver fails 30%', async () => {
    receiver = await startWebhookReceiver();
    database = await createTestDatabase(driver);
    const secret = await addEndpoint(database, receiver.url);
    const answered = new Map<string, number>();
    receiver.answer = (request) => {
      const status = Math.random() < 0.3 ? 500 : 200;
      if (status === 200) answered.set(request.id, (answered.get(request.id) ?? 0) + 1);
      return status;
    };
    const started = Date.now();
    cycle = await killDuringSubmits(database, { clients: 50, killAfterAcknowledged: 200, prefix: `hook-${driver}`, env: ENV });
    const restarted = Date.now();
    const stored = new Set([...cycle.acknowledged.values(), ...cycle.retried.values()]);
    const deliveredIds = () => new Set(receiver!.received.filter((request) => answered.has(request.id)).map((request) => request.json.data.feedback.id as string));
    await until(() => [...stored].every((id) => deliveredIds().has(id)), 45_000);

    const delivered = deliveredIds();
    const lost = [...cycle.acknowledged.values()].filter((id) => !delivered.has(id));
    expect(lost, `acknowledged feedbacks whose feedback.completed never arrived (${lost.length})`).toEqual([]);
    expect(receiver.received.every((request) => receiver!.verifies(request, secret))).toBe(true);
    // One webhook-id per event: every request under an id is about one feedback, and each feedback has one id.
    const feedbackOfId = new Map<string, Set<string>>();
    const idsOfFeedback = new Map<string, Set<string>>();
    for (const request of receiver.received) {
      const feedbackId = request.json.data.feedback.id as string;
      feedbackOfId.set(request.id, (feedbackOfId.get(request.id) ?? new Set()).add(feedbackId));
      idsOfFeedback.set(feedbackId, (idsOfFeedback.get(feedbackId) ?? new Set()).add(request.id));
    }
    expect([...feedbackOfId.values()].filter((feedbacks) => feedbacks.size !== 1)).toEqual([]);
    expect([...idsOfFeedback.values()].filter((ids) => ids.size !== 1)).toEqual([]);
    // Nothing arrived that no client stored.
    expect([...idsOfFeedback.keys()].filter((id) => !stored.has(id))).toEqual([]);

    const failed = receiver.received.length - [...answered.values()].reduce((sum, n) => sum + n, 0);
    console.info(`[webhooks ${driver}] acknowledged ${cycle.acknowledged.size}, retried ${cycle.retried.size}; events delivered ${delivered.size}; ` +
      `requests ${receiver.received.length}, answered 500: ${failed}; delivered twice (an attempt cut by the kill): ${[...answered.values()].filter((n) => n > 1).length}; ` +
      `submits and restart ${restarted - started} ms, then all delivered in ${Date.now() - restarted} ms`);
  });
});

describe.runIf(postgresUrl)('webhook delivery by two processes on one PostgreSQL', { timeout: 120_000 }, () => {
  let database: TestDatabase | undefined;
  let receiver: WebhookReceiver | undefined;
  const servers: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.kill();
    await receiver?.close();
    await database?.drop();
  });

  it('never has one event delivered by both at once, and delivers each once', async () => {
    receiver = await startWebhookReceiver();
    // Slow answers keep each delivery in flight long enough for the other process to try to take it.
    receiver.answer = () => ({ status: 200, delayMs: 150 });
    database = await createTestDatabase('postgres');
    const secret = await addEndpoint(database, receiver.url);
    servers.push(...(await Promise.all([1, 2].map(() => startServerProcess({ dataDir: database!.dataDir, databaseUrl: database!.databaseUrl, env: ENV })))));
    const keys = Array.from({ length: 120 }, (_, i) => `two-${i}`);
    const outcomes = await Promise.all(keys.map((key, i) => submitOnce(servers[i % 2]!.url, key)));
    const ids = outcomes.map((outcome) => (outcome.kind === 'stored' ? outcome.id : `not stored: ${outcome.kind}`));
    await until(() => new Set(receiver!.received.map((request) => request.json.data.feedback.id)).size >= ids.length, 45_000);

    expect(new Set(receiver.received.map((request) => request.json.data.feedback.id as string))).toEqual(new Set(ids));
    expect(receiver.mostInFlightOfOneId).toBe(1);
    expect(receiver.received).toHaveLength(ids.length);
    expect(receiver.received.every((request) => receiver!.verifies(request, secret))).toBe(true);
  });
});
