import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FeedbackPayload, Flow, WidgetConfig } from '../../types/schemas';
import { createStorage } from './create-storage';
import { openDatabase } from './database';
import type { SaveFeedbackInput, Storage, StoredFeedback, StoredNode } from './storage';
import { postgresTestDriver, sqliteTestDriver } from './test-drivers';
import type { TestDriver } from './test-drivers';

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const drivers: TestDriver[] = [sqliteTestDriver(), ...(postgresUrl ? [postgresTestDriver(postgresUrl)] : [])];

if (!postgresUrl) {
  describe.skip('storage contract on postgres: skipped, set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)', () => {
    it('runs the same suite as SQLite', () => {});
  });
}

const flow = (id: string, title = 'Welcome'): Flow => ({
  id,
  name: title,
  languages: [{ id: 1, code: 'en' }],
  states: [{ id: 'start', isInitialState: true, elements: [] }],
});

const payload = (answer: string): FeedbackPayload => ({
  created_at: '2024-05-01T10:00:00Z',
  node_id: 'node-1',
  flow_id: 'flow-1',
  responses: [{ question_id: 'q1', body: answer }],
});

const saveInput = (overrides: Partial<SaveFeedbackInput> = {}): SaveFeedbackInput => ({
  idempotencyKey: null,
  continuesId: null,
  continuationHash: 'continuation-hash-1',
  nodeId: 'node-1',
  flowId: 'flow-1',
  flowVersion: 1,
  completed: true,
  payload: payload('yes'),
  identity: { 'X-SDI': 'session' },
  chatToken: null,
  now: 1_000,
  ...overrides,
});

async function saved(storage: Storage, input: SaveFeedbackInput): Promise<StoredFeedback> {
  const result = await storage.feedbacks.save(input);
  if ('error' in result) throw new Error(`save refused: ${result.error}`);
  return result.feedback;
}

describe.each(drivers)('storage contract on $name', (driver) => {
  let storage: Storage;

  beforeAll(async () => {
    storage = await createStorage(await driver.fresh());
  });

  afterAll(async () => {
    await storage?.close();
    await driver.cleanup();
  });

  describe('database', () => {
    it('reports its driver and answers ping', async () => {
      expect(storage.driver).toBe(driver.name);
      expect(await storage.ping()).toBe(true);
    });

    it('is empty until a node or a flow is stored', async () => {
      const withFlow = await createStorage(await driver.fresh());
      expect(await withFlow.isEmpty()).toBe(true);
      await withFlow.flows.put(flow('flow-a'), 1);
      expect(await withFlow.isEmpty()).toBe(false);
      await withFlow.close();

      const withNode = await createStorage(await driver.fresh());
      await withNode.nodes.put({ id: 'node-a', name: 'Shop' });
      expect(await withNode.isEmpty()).toBe(false);
      await withNode.close();
    });

    it('keeps acknowledged writes after the storage is closed and reopened', async () => {
      const options = await driver.fresh();
      const first = await createStorage(options);
      const feedback = await saved(first, saveInput({ idempotencyKey: 'durable' }));
      await first.nodes.put({ id: 'node-d', name: 'Durable' });
      await first.close();

      const reopened = await createStorage(options);
      expect(await reopened.feedbacks.get(feedback.id)).toEqual(feedback);
      expect(await reopened.nodes.get('node-d')).toEqual({ id: 'node-d', name: 'Durable' });
      await reopened.close();
    });

    it('starts on an already migrated database without changing it', async () => {
      const options = await driver.fresh();
      const first = await createStorage(options);
      await first.flows.put(flow('flow-m'), 1);

      const second = await createStorage(options);
      expect(await second.flows.get('flow-m')).toMatchObject({ version: 1, createdAt: 1 });
      await second.close();
      await first.close();
    });

    it('names the migration that failed and leaves no half-built schema', async () => {
      const options = await driver.fresh();
      const { db } = openDatabase(options.databaseUrl, options);
      await sql`create table uploads (unexpected integer)`.execute(db);
      await db.destroy();

      await expect(createStorage(options)).rejects.toThrow(/migration "0001-initial" failed/);
      const { db: after } = openDatabase(options.databaseUrl, options);
      await expect(sql`select count(*) from nodes`.execute(after)).rejects.toThrow(/nodes/);
      await after.destroy();
    });
  });

  describe('nodes and widgets', () => {
    it('stores, replaces and lists nodes by id', async () => {
      expect(await storage.nodes.get('node-n1')).toBeUndefined();
      await storage.nodes.put({ id: 'node-n1', name: 'First' });
      await storage.nodes.put({ id: 'node-n2', name: 'Second', primary_color: '#20B8F7' });
      await storage.nodes.put({ id: 'node-n1', name: 'First, renamed' });

      expect(await storage.nodes.get('node-n1')).toEqual({ id: 'node-n1', name: 'First, renamed' });
      const listed = (await storage.nodes.list()).filter((node) => node.id.startsWith('node-n'));
      expect(listed).toEqual([{ id: 'node-n1', name: 'First, renamed' }, { id: 'node-n2', name: 'Second', primary_color: '#20B8F7' }]);
    });

    it('does not store what the server computes per request', async () => {
      const served = { id: 'node-s', name: 'Served', signature_valid: true, flow: flow('flow-s') } as StoredNode;
      await storage.nodes.put(served);
      expect(await storage.nodes.get('node-s')).toEqual({ id: 'node-s', name: 'Served' });
    });

    it('stores, replaces and lists widgets by code, security token included', async () => {
      const widget: WidgetConfig = { code: 'PSN-ABC1234', node_id: 'node-1', secure_mode: true, security_token: 'secret' };
      expect(await storage.widgets.get('PSN-ABC1234')).toBeUndefined();
      await storage.widgets.put(widget);
      await storage.widgets.put({ ...widget, is_visible: false });
      // SECURITY.md: a widget imported without an identity secret gets one, kept by a re-import that leaves it out.
      const stored = { ...widget, is_visible: false, identity_secret: expect.stringMatching(/^[0-9a-f]{64}$/) };
      expect(await storage.widgets.get('PSN-ABC1234')).toEqual(stored);
      expect(await storage.widgets.list()).toEqual([stored]);
      expect(await storage.widgets.listOfNode('node-1')).toEqual([stored]);
      expect(await storage.widgets.listOfNode('node-2')).toEqual([]);
    });
  });

  describe('flows', () => {
    it('makes a new version only when the body changes', async () => {
      expect(await storage.flows.put(flow('flow-v'), 100)).toBe(1);
      expect(await storage.flows.put(flow('flow-v'), 200)).toBe(1);
      const reordered = { states: flow('flow-v').states, languages: flow('flow-v').languages, name: 'Welcome', id: 'flow-v' } as Flow;
      expect(await storage.flows.put(reordered, 250)).toBe(1);
      expect(await storage.flows.put({ ...flow('flow-v'), version: 7 }, 260)).toBe(1);
      expect(await storage.flows.put(flow('flow-v', 'Hello again'), 300)).toBe(2);

      expect(await storage.flows.get('flow-v')).toEqual({ flow: { ...flow('flow-v', 'Hello again'), version: 2 }, version: 2, createdAt: 300 });
      expect(await storage.flows.get('flow-v', 1)).toEqual({ flow: { ...flow('flow-v'), version: 1 }, version: 1, createdAt: 100 });
      expect(await storage.flows.get('flow-v', 3)).toBeUndefined();
      expect(await storage.flows.get('flow-unknown')).toBeUndefined();
    });

    it('lists the newest version of each flow', async () => {
      await storage.flows.put(flow('flow-l1'), 1);
      await storage.flows.put(flow('flow-l1', 'Second'), 2);
      await storage.flows.put(flow('flow-l2'), 3);
      const listed = (await storage.flows.list()).filter((stored) => stored.flow.id.startsWith('flow-l'));
      expect(listed.map((stored) => [stored.flow.id, stored.version, stored.flow.name])).toEqual([['flow-l1', 2, 'Second'], ['flow-l2', 1, 'Welcome']]);
    });

    it('gives concurrent imports of different bodies distinct versions', async () => {
      const versions = await Promise.all(Array.from({ length: 10 }, (_, i) => storage.flows.put(flow('flow-c', `Edit ${i}`), i)));
      expect([...versions].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect((await storage.flows.get('flow-c'))?.version).toBe(10);
    });
  });

  describe('customers', () => {
    it('finds a visitor by external id, else by user id, else creates one, merging attributes', async () => {
      const created = await storage.customers.recordVisit({ nodeId: 'node-c', externalId: 'ext-1', attributes: { plan: 'free' }, now: 10 });
      expect(created).toMatchObject({ nodeId: 'node-c', externalId: 'ext-1', userId: null, attributes: { plan: 'free' }, createdAt: 10 });

      const again = await storage.customers.recordVisit({ nodeId: 'node-c', externalId: 'ext-1', userId: 'user-1', attributes: { plan: 'pro', city: 'Izmir' }, now: 20 });
      expect(again).toMatchObject({ id: created.id, userId: 'user-1', attributes: { plan: 'pro', city: 'Izmir' }, createdAt: 10, updatedAt: 20 });

      const byUserId = await storage.customers.recordVisit({ nodeId: 'node-c', externalId: 'ext-other', userId: 'user-1', attributes: {}, now: 30 });
      expect(byUserId.id).toBe(created.id);

      const otherNode = await storage.customers.recordVisit({ nodeId: 'node-other', externalId: 'ext-1', attributes: {}, now: 40 });
      expect(otherNode.id).not.toBe(created.id);
      const anonymous = await storage.customers.recordVisit({ nodeId: 'node-c', attributes: {}, now: 50 });
      expect(anonymous.id).not.toBe(created.id);

      expect(await storage.customers.get('node-c', created.id)).toEqual(byUserId);
      expect(await storage.customers.get('node-other', created.id)).toBeUndefined();
    });

    it('records concurrent first visits of one visitor as one customer with every attribute', async () => {
      const visits = await Promise.all(Array.from({ length: 20 }, (_, i) =>
        storage.customers.recordVisit({ nodeId: 'node-c', externalId: 'ext-race', attributes: { [`seen${i}`]: true }, now: i })));
      expect(new Set(visits.map((visit) => visit.id)).size).toBe(1);
      const stored = await storage.customers.get('node-c', visits[0]!.id);
      expect(Object.keys(stored!.attributes)).toHaveLength(20);
    });
  });

  describe('feedbacks', () => {
    it('creates a feedback and returns it on get', async () => {
      const result = await storage.feedbacks.save(saveInput({ idempotencyKey: 'create-1' }));
      expect(result).toMatchObject({ created: true, feedback: { nodeId: 'node-1', flowId: 'flow-1', flowVersion: 1, completed: true, payload: payload('yes'), identity: { 'X-SDI': 'session' }, chatToken: null, chatStatus: null, createdAt: 1_000, updatedAt: 1_000 } });
      const { feedback } = result as { feedback: StoredFeedback };
      expect(await storage.feedbacks.get(feedback.id)).toEqual(feedback);
      expect(await storage.feedbacks.get('missing')).toBeUndefined();
    });

    it('returns the first result for a repeated idempotency key and writes nothing', async () => {
      const first = await saved(storage, saveInput({ idempotencyKey: 'repeat-1' }));
      const before = await storage.feedbacks.count();
      const repeat = await storage.feedbacks.save(saveInput({ idempotencyKey: 'repeat-1', payload: payload('changed'), now: 9_000 }));
      expect(repeat).toEqual({ feedback: first, created: false });
      expect(await storage.feedbacks.count()).toBe(before);
    });

    it('makes exactly one feedback from 20 concurrent saves with one key', async () => {
      const before = await storage.feedbacks.count();
      const results = await Promise.all(Array.from({ length: 20 }, () => storage.feedbacks.save(saveInput({ idempotencyKey: 'burst' }))));
      const ids = new Set(results.map((result) => ('feedback' in result ? result.feedback.id : result.error)));
      expect(ids.size).toBe(1);
      expect(results.filter((result) => 'created' in result && result.created)).toHaveLength(1);
      expect(await storage.feedbacks.count()).toBe(before + 1);
    });

    it('continues an incomplete feedback until it is completed, then refuses to continue it', async () => {
      const partial = await saved(storage, saveInput({ idempotencyKey: 'part-1', completed: false, payload: payload('first'), now: 100 }));
      const more = await storage.feedbacks.save(saveInput({ idempotencyKey: 'part-2', continuesId: partial.id, completed: false, payload: payload('second'), now: 200 }));
      expect(more).toMatchObject({ created: true, feedback: { id: partial.id, completed: false, payload: payload('second'), createdAt: 100, updatedAt: 200 } });

      const done = await storage.feedbacks.save(saveInput({ idempotencyKey: 'part-3', continuesId: partial.id, completed: true, payload: payload('third'), now: 300 }));
      expect(done).toMatchObject({ created: true, feedback: { id: partial.id, completed: true, payload: payload('third'), updatedAt: 300 } });

      const retryOfCompletion = await storage.feedbacks.save(saveInput({ idempotencyKey: 'part-3', continuesId: partial.id, now: 400 }));
      expect(retryOfCompletion).toMatchObject({ created: false, feedback: { id: partial.id, completed: true, updatedAt: 300 } });
      expect(await storage.feedbacks.save(saveInput({ idempotencyKey: 'part-4', continuesId: partial.id, now: 500 }))).toEqual({ error: 'continued-feedback-completed' });
    });

    it('continues an incomplete feedback only with the hash of its continuation secret (issue #25 finding 11)', async () => {
      const partial = await saved(storage, saveInput({ completed: false, payload: payload('mine') }));
      for (const continuationHash of [null, 'another-hash']) {
        expect(await storage.feedbacks.save(saveInput({ idempotencyKey: `take-${continuationHash}`, continuesId: partial.id, continuationHash, payload: payload('taken') }))).toEqual({ error: 'continuation-refused' });
      }
      expect(await storage.feedbacks.get(partial.id)).toMatchObject({ completed: false, payload: payload('mine') });
      expect(await storage.feedbacks.save(saveInput({ idempotencyKey: 'take-null' }))).toMatchObject({ created: true });
    });

    it('refuses to continue an unknown feedback or one of another node, without using up the key', async () => {
      expect(await storage.feedbacks.save(saveInput({ idempotencyKey: 'lost-1', continuesId: 'no-such-feedback' }))).toEqual({ error: 'continued-feedback-not-found' });
      const partial = await saved(storage, saveInput({ completed: false }));
      expect(await storage.feedbacks.save(saveInput({ continuesId: partial.id, nodeId: 'node-2' }))).toEqual({ error: 'continued-feedback-not-found' });
      expect((await storage.feedbacks.get(partial.id))?.completed).toBe(false);

      const retried = await storage.feedbacks.save(saveInput({ idempotencyKey: 'lost-1' }));
      expect(retried).toMatchObject({ created: true });
    });

    it('lets only one of several concurrent completions of an incomplete feedback win', async () => {
      const partial = await saved(storage, saveInput({ completed: false }));
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) =>
        storage.feedbacks.save(saveInput({ idempotencyKey: `finish-${i}`, continuesId: partial.id, payload: payload(`answer ${i}`) }))));
      expect(results.filter((result) => 'created' in result)).toHaveLength(1);
      expect(results.filter((result) => 'error' in result && result.error === 'continued-feedback-completed')).toHaveLength(9);
    });

    it('answers each of many concurrent saves of every kind as if it had been alone (both drivers write them as one group commit)', async () => {
      const stored = await saved(storage, saveInput({ idempotencyKey: 'mix-stored' }));
      const partial = await saved(storage, saveInput({ completed: false }));
      const before = await storage.feedbacks.count();
      const [fresh, repeatOfStored, unkeyed, retryOfFresh, lost, finished] = await Promise.all([
        storage.feedbacks.save(saveInput({ idempotencyKey: 'mix-new', payload: payload('new') })),
        storage.feedbacks.save(saveInput({ idempotencyKey: 'mix-stored', payload: payload('changed') })),
        storage.feedbacks.save(saveInput({ payload: payload('no key') })),
        storage.feedbacks.save(saveInput({ idempotencyKey: 'mix-new', payload: payload('retry') })),
        storage.feedbacks.save(saveInput({ idempotencyKey: 'mix-lost', continuesId: 'no-such-feedback' })),
        storage.feedbacks.save(saveInput({ idempotencyKey: 'mix-finish', continuesId: partial.id, payload: payload('done') })),
      ]);
      // Two saves with one new key race: either may arrive first (PostgreSQL runs them in separate transactions);
      // exactly one creates the feedback and the other answers with it.
      const sameKey = [fresh, retryOfFresh] as { created: boolean; feedback: StoredFeedback }[];
      const winner = sameKey.find((result) => result.created)!;
      expect(sameKey.filter((result) => result.created)).toHaveLength(1);
      expect([payload('new'), payload('retry')]).toContainEqual(winner.feedback.payload);
      expect(sameKey.find((result) => !result.created)).toMatchObject({ created: false, feedback: { id: winner.feedback.id, payload: winner.feedback.payload } });
      expect(repeatOfStored).toMatchObject({ created: false, feedback: { id: stored.id, payload: payload('yes') } });
      expect(unkeyed).toMatchObject({ created: true, feedback: { payload: payload('no key') } });
      expect(lost).toEqual({ error: 'continued-feedback-not-found' });
      expect(finished).toMatchObject({ created: true, feedback: { id: partial.id, completed: true, payload: payload('done') } });
      expect(await storage.feedbacks.count()).toBe(before + 2);
      expect(await storage.feedbacks.get((unkeyed as { feedback: StoredFeedback }).feedback.id)).toMatchObject({ payload: payload('no key'), completed: true });
      // The refused continuation did not use up its key.
      expect(await storage.feedbacks.save(saveInput({ idempotencyKey: 'mix-lost' }))).toMatchObject({ created: true });
    });

    it('opens the chat when a completed save carries a chat token, and only then', async () => {
      const incomplete = await saved(storage, saveInput({ completed: false, chatToken: 'early-token' }));
      expect(incomplete).toMatchObject({ chatToken: null, chatStatus: null });

      const chat = await saved(storage, saveInput({ continuesId: incomplete.id, chatToken: 'chat-token' }));
      expect(chat).toMatchObject({ id: incomplete.id, chatToken: 'chat-token', chatStatus: 'open' });

      await storage.feedbacks.setChatStatus(chat.id, 'archived', 5_000);
      expect(await storage.feedbacks.get(chat.id)).toMatchObject({ chatStatus: 'archived', updatedAt: 5_000 });
    });

    it('lists newest first with paging and filters, and counts every feedback', async () => {
      const lister = await createStorage(await driver.fresh());
      const open = await saved(lister, saveInput({ chatToken: 'token-a', now: 10 }));
      const partial = await saved(lister, saveInput({ completed: false, now: 20 }));
      const closed = await saved(lister, saveInput({ chatToken: 'token-b', now: 30 }));
      await lister.feedbacks.setChatStatus(closed.id, 'closed', 40);
      const ids = (list: StoredFeedback[]) => list.map((feedback) => feedback.id);

      expect(ids(await lister.feedbacks.list({ limit: 10 }))).toEqual([closed.id, partial.id, open.id]);
      expect(ids(await lister.feedbacks.list({ limit: 1, offset: 1 }))).toEqual([partial.id]);
      expect(ids(await lister.feedbacks.list({ limit: 10, chatStatus: 'open' }))).toEqual([open.id]);
      expect(ids(await lister.feedbacks.list({ limit: 10, completed: false }))).toEqual([partial.id]);
      expect(ids(await lister.feedbacks.list({ limit: 10, completed: true }))).toEqual([closed.id, open.id]);
      expect(await lister.feedbacks.count()).toBe(3);
      await lister.close();
    });
  });

  describe('chats', () => {
    let feedbackId: string;
    beforeAll(async () => {
      feedbackId = (await saved(storage, saveInput({ chatToken: 'chat' }))).id;
    });

    it('stores messages with attachment and agent, oldest first', async () => {
      const agent = { name: 'Ada', surname: 'L', avatar: null, avatar_color: '#fff' };
      const attachment = { url: '/uploads/a.png', name: 'a.png', content_type: 'image/png' };
      await storage.chats.addMessage({ feedbackId, actor: 'agent', body: 'How can I help?', attachment: null, agent, clientId: null, now: 2 });
      await storage.chats.addMessage({ feedbackId, actor: 'customer', body: 'Hi', attachment, agent: null, clientId: 'c-1', now: 1 });
      const messages = await storage.chats.messages(feedbackId);
      expect(messages).toMatchObject([
        { feedbackId, actor: 'customer', body: 'Hi', attachment, agent: null, clientId: 'c-1', createdAt: 1 },
        { feedbackId, actor: 'agent', body: 'How can I help?', attachment: null, agent, clientId: null, createdAt: 2 },
      ]);
      expect(await storage.chats.messages('no-such-feedback')).toEqual([]);
    });

    it('stores a retried send once and returns the first copy', async () => {
      const first = await storage.chats.addMessage({ feedbackId, actor: 'customer', body: 'Once', attachment: null, agent: null, clientId: 'c-retry', now: 10 });
      const retries = await Promise.all(Array.from({ length: 20 }, (_, i) =>
        storage.chats.addMessage({ feedbackId, actor: 'customer', body: `Once (retry ${i})`, attachment: null, agent: null, clientId: 'c-retry', now: 11 + i })));
      expect(retries.every((message) => message.id === first.id && message.body === 'Once')).toBe(true);
      expect((await storage.chats.messages(feedbackId)).filter((message) => message.clientId === 'c-retry')).toHaveLength(1);
    });

    it('never merges messages without a client id, or with the same client id in another chat', async () => {
      const other = (await saved(storage, saveInput({ chatToken: 'other' }))).id;
      const add = (id: string, clientId: string | null) =>
        storage.chats.addMessage({ feedbackId: id, actor: 'agent', body: 'Same', attachment: null, agent: null, clientId, now: 50 });
      await Promise.all([add(other, null), add(other, null), add(other, 'shared')]);
      const inFirst = await add(feedbackId, 'shared');
      expect(inFirst.feedbackId).toBe(feedbackId);
      expect(await storage.chats.messages(other)).toHaveLength(3);
    });

    it('keeps every rating in time order', async () => {
      const first = await storage.chats.addRating({ feedbackId, rating: 0, now: 100 });
      await storage.chats.addRating({ feedbackId, rating: 100, now: 200 });
      expect(first).toMatchObject({ feedbackId, rating: 0, createdAt: 100 });
      expect((await storage.chats.ratings(feedbackId)).map((rating) => rating.rating)).toEqual([0, 100]);
    });
  });

  describe('uploads and verifications', () => {
    it('stores an upload and finds it by id', async () => {
      const upload = await storage.uploads.add({ storedName: 'f3a9.png', originalName: 'photo.png', contentType: 'image/png', size: 5_000_000_000, now: 7 });
      expect(upload).toMatchObject({ storedName: 'f3a9.png', originalName: 'photo.png', contentType: 'image/png', size: 5_000_000_000, createdAt: 7 });
      expect(await storage.uploads.get(upload.id)).toEqual(upload);
      expect(await storage.uploads.get('missing')).toBeUndefined();
    });

    it('counts every one of 20 concurrent attempts and keeps the first verification time', async () => {
      const created = await storage.verifications.create({ address: '+905551112233', questionId: 'q-phone', codeHash: 'abc', expiresAt: 60_000, now: 1 });
      expect(created).toMatchObject({ attempts: 0, verifiedAt: null, expiresAt: 60_000, createdAt: 1 });

      const attempts = await Promise.all(Array.from({ length: 20 }, () => storage.verifications.recordAttempt(created.id)));
      expect(attempts.map((record) => record!.attempts).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

      await storage.verifications.markVerified(created.id, 500);
      await storage.verifications.markVerified(created.id, 900);
      expect(await storage.verifications.get(created.id)).toEqual({ ...created, attempts: 20, verifiedAt: 500 });
      expect(await storage.verifications.recordAttempt('missing')).toBeUndefined();
      expect(await storage.verifications.get('missing')).toBeUndefined();
    });
  });
});
