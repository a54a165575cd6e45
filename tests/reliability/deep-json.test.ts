// Issue #25 finding 2: an answer nested thousands of levels deep was accepted, after which the export and that chat's
// detail crashed (RangeError), and bodies 10,000 or 100,000 levels deep answered 500. Deep JSON is refused with a
// code before it is parsed; answers nest at most 32 levels; a bad row already stored is reported and skipped over.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from '../server/harness';
import { feedbackBody, seedTestData } from '../server/fixtures';
import { deepArrayText, deepObjectText, overwriteFeedbackPayload } from './raw-database';

const root = path.resolve(import.meta.dirname, '../..');

/** A valid feedback's JSON text with `answerText` (raw JSON) as the text question's answer. */
const feedbackWithAnswer = (answerText: string, overrides: Record<string, unknown> = {}) =>
  JSON.stringify(feedbackBody({ responses: [{ question_id: 'q-mood', option_id: 'o-bad' }, { question_id: 'q-text', body: '@ANSWER@' }], ...overrides })).replace('"@ANSWER@"', answerText);

async function postText(server: TestServer, pathname: string, text: string) {
  const response = await fetch(`${server.url}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
  const body = await response.text();
  return { status: response.status, body, json: (() => { try { return JSON.parse(body) as Record<string, unknown>; } catch { return undefined; } })() };
}

/** `npm run canvass -- export feedbacks --format <format>` against the test server's database. */
async function exportFeedbacks(server: TestServer, format: 'csv' | 'json') {
  const env = { ...process.env, DATA_DIR: server.config.dataDir, DATABASE_URL: server.config.databaseUrl ?? '' };
  try {
    const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', 'src/server/cli.ts', 'export', 'feedbacks', '--format', format], { cwd: root, env, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe.each(drivers)('deep and big JSON on %s', { timeout: 120_000 }, (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
  });
  afterAll(() => server?.stop());

  describe('refused before parsing with 400 and a code, never 500', () => {
    const PUBLIC_POSTS = ['/v1/feedbacks', '/integration', '/v2/web_widgets/node-1/customers/visit', '/v1/customers/verify', '/v1/flows/flow-1/requests'];
    it.each([10_000, 100_000])('a body %i levels deep, of objects or of arrays, on every public POST', async (depth) => {
      for (const pathname of PUBLIC_POSTS) {
        for (const text of [deepObjectText(depth), deepArrayText(depth)]) {
          const answer = await postText(server, pathname, text);
          expect({ pathname, status: answer.status }).toEqual({ pathname, status: 400 });
          expect(answer.json).toEqual({ code: 10400, error: 'invalid_request', message: 'The JSON nests deeper than 64 levels' });
        }
      }
    });

    it.each([10_000, 100_000])('a feedback with events or an answer %i levels deep', async (depth) => {
      const withEvents = JSON.stringify(feedbackBody()).replace('"responses"', `"events":${deepArrayText(depth)},"responses"`);
      for (const text of [withEvents, feedbackWithAnswer(deepObjectText(depth)), feedbackWithAnswer(deepArrayText(depth))]) {
        const answer = await postText(server, '/v1/feedbacks', text);
        expect(answer.status).toBe(400);
        expect(answer.json).toMatchObject({ code: 10400, error: 'invalid_request' });
      }
    });
  });

  describe('answers nest at most 32 levels and hold at most 200 keys', () => {
    it('stores an answer 32 levels deep', async () => {
      const answer = await postText(server, '/v1/feedbacks', feedbackWithAnswer(deepObjectText(32)));
      expect(answer.status).toBe(200);
    });

    it.each([33, 60])('refuses an answer %i levels deep, naming where', async (depth) => {
      for (const text of [feedbackWithAnswer(deepObjectText(depth)), feedbackWithAnswer(`{"list":${deepArrayText(depth - 1)}}`)]) {
        const answer = await postText(server, '/v1/feedbacks', text);
        expect(answer.status).toBe(400);
        expect(answer.json).toMatchObject({ code: 10400, error: 'invalid_request', problems: [{ path: 'responses[1].body', message: 'nests deeper than 32 levels' }] });
      }
    });

    it('refuses an object answer with more than 200 keys, or over 100,000 characters, and a customer schema 33 levels deep', async () => {
      const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`k${i}`, i])));
      const large = JSON.stringify({ a: Array.from({ length: 200 }, () => 'x'.repeat(600)) });
      for (const text of [feedbackWithAnswer(wide), feedbackWithAnswer(large)]) {
        const answer = await postText(server, '/v1/feedbacks', text);
        expect(answer.status).toBe(400);
        expect(answer.json).toMatchObject({ code: 10400, problems: expect.arrayContaining([expect.objectContaining({ path: 'responses[1].body', message: expect.stringMatching(/more than 200 properties|longer than 100000 characters/) })]) });
      }
      const deepCustomer = feedbackWithAnswer('"fine"').replace('"node_id"', `"customer":{"schema":${deepObjectText(33)}},"node_id"`);
      const answer = await postText(server, '/v1/feedbacks', deepCustomer);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ problems: [{ path: 'customer.schema', message: 'nests deeper than 32 levels' }] });
    });
  });

  describe('rows stored with an answer 4,000 and 100,000 levels deep (written straight into the database)', () => {
    const DEPTHS = [4_000, 100_000];
    const bad = new Map<number, { id: string; token: string }>();
    let good: { id: string; token: string };
    let csv: Awaited<ReturnType<typeof exportFeedbacks>>;
    let json: Awaited<ReturnType<typeof exportFeedbacks>>;
    beforeAll(async () => {
      const open = async (text: string) => {
        const answer = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ final_state_id: 'chat', responses: [{ question_id: 'q-mood', option_id: 'o-bad' }, { question_id: 'q-text', body: text }] }));
        expect(answer.status).toBe(200);
        return { id: answer.json.id as string, token: answer.json.token as string };
      };
      good = await open('good answer');
      for (const depth of DEPTHS) {
        const chat = await open('replaced');
        await overwriteFeedbackPayload(server.config, chat.id, feedbackWithAnswer(deepObjectText(depth), { final_state_id: 'chat' }));
        bad.set(depth, chat);
      }
      [csv, json] = await Promise.all([exportFeedbacks(server, 'csv'), exportFeedbacks(server, 'json')]);
    });

    it.each(DEPTHS)('leaves the chat detail (%i levels) answering the customer and the agent, with the readable answers', async (depth) => {
      const chat = bad.get(depth)!;
      const customer = await call(server, 'GET', `/v1/feedbacks/${chat.id}/chat?token=${chat.token}`);
      expect(customer.status).toBe(200);
      expect(customer.json.responses).toEqual([{ question: { body: 'Mood?', style: 'radio' }, response: 'Bad' }]);
      const agent = await call(server, 'GET', `/v1/agent/chats/${chat.id}`, undefined, { authorization: `Bearer ${server.config.agentToken}` });
      expect(agent.status).toBe(200);
      expect(agent.json.detail.responses).toEqual([{ question: { body: 'Mood?', style: 'radio' }, response: 'Bad' }]);
      expect(agent.json.feedback.payload.responses).toEqual([{ question_id: 'q-mood', option_id: 'o-bad' }]);
    });

    it('exports every other row and the readable part of the bad ones as CSV, reporting what it left out', () => {
      expect(csv.code).toBe(0);
      const lines = csv.stdout.trim().split('\n');
      expect(lines.some((line) => line.startsWith(good.id) && line.includes('good answer'))).toBe(true);
      for (const chat of bad.values()) {
        expect(lines.filter((line) => line.startsWith(chat.id))).toEqual([expect.stringContaining(',q-mood,o-bad,')]);
        expect(csv.stderr).toContain(`feedback ${chat.id}: responses[1].body left out (nests deeper than 32 levels)`);
      }
      expect(csv.stderr).toMatch(/exported \d+ feedbacks; 2 answers left out \(listed above\)/);
    });

    it('exports JSON lines, every one readable', () => {
      expect(json.code).toBe(0);
      const rows = json.stdout.trim().split('\n').map((line) => JSON.parse(line) as { id: string; responses: unknown[] });
      for (const chat of bad.values()) {
        expect(rows.find((row) => row.id === chat.id)?.responses).toEqual([{ question_id: 'q-mood', option_id: 'o-bad' }]);
        expect(json.stderr).toContain(`feedback ${chat.id}: responses[1].body left out (nests deeper than 32 levels)`);
      }
      expect(rows.find((row) => row.id === good.id)?.responses).toHaveLength(2);
    });
  });
});
