import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FeedbackPayload } from '../../types/schemas';
import { openDatabase, type OpenedDatabase } from './database';
import { createChatRepository } from './chat-repository';
import { createFeedbackRepository } from './feedback-repository';
import { migrateToLatest } from './migrations';
import { createWebhookRepository } from './webhook-repository';
import type { SaveFeedbackInput } from './storage';
import { postgresTestDriver, sqliteTestDriver, type TestDriver } from './test-drivers';

const postgresUrl = process.env.TEST_DATABASE_URL;
const drivers: TestDriver[] = [sqliteTestDriver(), ...(postgresUrl ? [postgresTestDriver(postgresUrl)] : [])];

const payload = (answer: string): FeedbackPayload => ({ created_at: '2024-05-01T10:00:00Z', node_id: 'node-1', flow_id: 'flow-1', responses: [{ question_id: 'q1', body: answer }] });
const saveInput = (overrides: Partial<SaveFeedbackInput> = {}): SaveFeedbackInput => ({
  idempotencyKey: null, continuesId: null, continuationHash: 'hash', nodeId: 'node-1', flowId: 'flow-1', flowVersion: 1,
  completed: true, payload: payload('yes'), identity: { 'x-forwarded-for': '203.0.113.9' }, chatToken: null, now: 1_000, ...overrides,
});

// Issue #20: the outbox row is written in the transaction of the change, so an acknowledged change always has its
// event and one rolled back never does.
describe.each(drivers)('the webhook outbox on $name', (driver) => {
  let opened: OpenedDatabase;
  const events = async () => (await opened.db.selectFrom('webhook_events').selectAll().orderBy('created_at').orderBy('id').execute())
    .map((row) => ({ id: row.id, type: row.type, data: JSON.parse(row.data) as Record<string, any> })); // eslint-disable-line @typescript-eslint/no-explicit-any
  beforeAll(async () => {
    const options = await driver.fresh();
    opened = openDatabase(options.databaseUrl, { dataDir: options.dataDir });
    await migrateToLatest(opened.db, opened.driver);
  });
  afterAll(async () => {
    await opened.db.destroy();
    await driver.cleanup();
  });
  const clear = () => opened.db.deleteFrom('webhook_events').execute();
  const ALL_TYPES = ['feedback.created', 'feedback.completed', 'chat.opened', 'chat.message.created', 'chat.status.changed', 'chat.rated'];
  /** The outbox keeps only what an enabled endpoint subscribes to: these tests listen to everything unless told. */
  const listenOnly = async (events: string[], enabled = true) => {
    await opened.db.deleteFrom('webhook_endpoints').execute();
    if (events.length > 0) {
      await createWebhookRepository(opened.db, opened.driver).createEndpoint({ url: 'https://hooks.example/in', description: '', events, enabled, secret: 'whsec_test', createdBy: null, now: 1 });
    }
  };
  beforeEach(() => listenOnly(ALL_TYPES));

  it('gives every acknowledged save of a group commit its event, and a retried key none', async () => {
    await clear();
    const feedbacks = createFeedbackRepository(opened.db);
    const results = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => feedbacks.save(saveInput({ idempotencyKey: `k-${i}`, payload: payload(`answer ${i}`) }))),
      feedbacks.save(saveInput({ idempotencyKey: 'k-3' })),
      feedbacks.save(saveInput({ idempotencyKey: 'partial', completed: false })),
    ]);
    const stored = await events();
    const ids = results.flatMap((result) => ('created' in result && result.created ? [result.feedback.id] : []));
    expect(ids).toHaveLength(31);
    expect(stored.filter((e) => e.type === 'feedback.completed').map((e) => e.data.feedback.id).sort()).toEqual(ids.slice(0, 30).sort());
    expect(stored.filter((e) => e.type === 'feedback.created').map((e) => e.data.feedback.id)).toEqual([ids[30]]);
    expect(new Set(stored.map((e) => e.id)).size).toBe(stored.length);
    // The request's headers (addresses) never leave in a webhook.
    expect(JSON.stringify(stored)).not.toContain('203.0.113.9');
  });

  it('tells a partial feedback once, its completion once with the chat it opens, and nothing for a refused continuation', async () => {
    await clear();
    const feedbacks = createFeedbackRepository(opened.db);
    const first = await feedbacks.save(saveInput({ completed: false }));
    if (!('feedback' in first)) throw new Error('not saved');
    const id = first.feedback.id;
    await feedbacks.save(saveInput({ continuesId: id, completed: false, payload: payload('more') }));
    await Promise.all([
      feedbacks.save(saveInput({ continuesId: id, continuationHash: 'wrong', completed: true })),
      feedbacks.save(saveInput({ continuesId: id, completed: true, chatToken: 'chat-secret', now: 2_000 })),
    ]);
    // One save's events share its time: receivers get no order among them (README "Webhooks").
    expect((await events()).map((e) => e.type).sort()).toEqual(['chat.opened', 'feedback.completed', 'feedback.created']);
    expect(JSON.stringify(await events())).not.toContain('chat-secret');
  });

  it('keeps only the events an enabled endpoint subscribes to, as the endpoints are when the change commits', async () => {
    const feedbacks = createFeedbackRepository(opened.db);
    const chats = createChatRepository(opened.db);
    const saveWithChat = async () => {
      const saved = await feedbacks.save(saveInput({ chatToken: 'token' }));
      if (!('feedback' in saved)) throw new Error('not saved');
      return saved.feedback.id;
    };
    await clear();
    await listenOnly([]);
    await Promise.all(Array.from({ length: 5 }, () => feedbacks.save(saveInput())));
    await chats.addRating({ feedbackId: await saveWithChat(), rating: 100, now: 5_000 });
    expect(await events()).toEqual([]);

    await listenOnly(['chat.rated'], false);
    await chats.addRating({ feedbackId: await saveWithChat(), rating: 100, now: 5_000 });
    expect(await events()).toEqual([]);

    await listenOnly(['chat.rated']);
    const rated = await saveWithChat();
    await chats.addRating({ feedbackId: rated, rating: 50, now: 6_000 });
    expect((await events()).map((e) => [e.type, e.data.feedback_id])).toEqual([['chat.rated', rated]]);
  });

  it('writes nothing when the transaction rolls back', async () => {
    await clear();
    // A save whose transaction fails (a broken idempotency-keys table) must leave no event behind.
    await sql`alter table feedback_idempotency_keys rename to feedback_idempotency_keys_away`.execute(opened.db);
    try {
      const feedbacks = createFeedbackRepository(opened.db);
      await expect(feedbacks.save(saveInput({ idempotencyKey: 'doomed' }))).rejects.toThrow();
    } finally {
      await sql`alter table feedback_idempotency_keys_away rename to feedback_idempotency_keys`.execute(opened.db);
    }
    expect(await events()).toEqual([]);
  });

  it('tells chat messages (not their retries), ratings and status changes (not a status set again)', async () => {
    await clear();
    const feedbacks = createFeedbackRepository(opened.db);
    const chats = createChatRepository(opened.db);
    const saved = await feedbacks.save(saveInput({ chatToken: 'token' }));
    if (!('feedback' in saved)) throw new Error('not saved');
    const id = saved.feedback.id;
    await clear();
    const message = { feedbackId: id, actor: 'customer' as const, body: 'Hello', attachment: null, agent: null, clientId: 'c-1', now: 3_000 };
    await chats.addMessage(message);
    await chats.addMessage(message);
    await chats.addMessage({ ...message, actor: 'agent', body: 'Hi!', agent: { name: 'Ayşe' }, clientId: 'c-2', now: 3_500 });
    await feedbacks.setChatStatus(id, 'closed', 4_000);
    await feedbacks.setChatStatus(id, 'closed', 4_001);
    await chats.addRating({ feedbackId: id, rating: 100, now: 5_000 });
    const stored = await events();
    expect(stored.map((e) => e.type)).toEqual(['chat.message.created', 'chat.message.created', 'chat.status.changed', 'chat.rated']);
    expect(stored[1]!.data).toMatchObject({ feedback_id: id, message: { actor: 'agent', body: 'Hi!', agent_name: 'Ayşe' } });
    expect(stored[2]!.data).toEqual({ feedback_id: id, status: 'closed', previous_status: 'open' });
    expect(stored[3]!.data).toMatchObject({ feedback_id: id, rating: 100 });
  });
});
