// Issue #8 "nobody let in" by fuzzing: generated requests to every public endpoint never get a 5xx, every refusal
// is a JSON body naming the problem (never a stack trace), a refused request leaves nothing behind, and the server
// is still healthy afterwards. FUZZ_RUNS raises the number of requests (npm run soak sets it high).
import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from '../server/harness';
import { feedbackBody, seedPhoneVerification, seedTestData } from '../server/fixtures';
import { anyFuzzRequest, describeRequest, type FuzzRequest, type KnownIds } from './api-arbitraries';
import { completedFeedback } from './submit-clients';
import { createToken, inviteAndAccept, setupOwner, withSession } from '../server/accounts-helpers';

/** An owner's token for the management routes, and a viewer, a token and an invitation they may change. */
async function managementIds(server: TestServer) {
  const owner = await setupOwner(server);
  const viewer = await inviteAndAccept(server, owner, 'viewer@example.com', 'viewer');
  const invitation = await call(server, 'POST', '/v1/manage/invitations', { email: 'later@example.com', role: 'agent' }, withSession(owner));
  // A webhook endpoint with one delivery in its log (issue #20); `.test` names never resolve, so nothing leaves.
  const webhook = await call(server, 'POST', '/v1/manage/webhooks', { url: 'https://hooks.example.test/in', events: ['feedback.completed'] }, withSession(owner));
  await call(server, 'POST', '/v1/feedbacks', feedbackBody({ device_id: 'webhook-device' }));
  await server.webhooks.runOnce();
  const [delivery] = await server.storage.webhooks.deliveries(webhook.json.id, { limit: 1 });
  return {
    webhookId: webhook.json.id as string,
    deliveryId: delivery!.id,
    ownerToken: (await createToken(server, owner, 'owner')).token,
    userId: viewer.userId,
    tokenId: (await createToken(server, viewer, 'viewer')).id,
    invitationId: invitation.json.id as string,
  };
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0b1b9e40000000049454e44ae426082', 'hex');

/** Routes whose 2xx answer may erase feedbacks with their messages and ratings (erasure requests, issue #17). */
const REMOVES = ['DELETE /v1/manage/feedbacks/:feedback', 'DELETE /v1/manage/feedbacks'];

/** Routes whose 2xx answer may add what the snapshot counts. */
const ADDS = {
  feedbacks: ['POST /v1/feedbacks'],
  messages: ['POST /v1/feedbacks/:chat/chat_messages', 'POST /v1/agent/chats/:chat/messages', 'POST /v1/manage/chats/:chat/messages'],
  ratings: ['POST /v1/feedbacks/:chat/chat_ratings'],
  files: ['POST /v1/feedbacks/:chat/chat_messages', 'POST /v1/agent/chats/:chat/messages', 'POST /v2/storage/direct_uploads'],
} as const;

interface Snapshot {
  feedbacks: number;
  messages: number;
  ratings: number;
  files: number;
  /** The incomplete feedback as stored: a refused continuation (X-FID) must not touch it. */
  incomplete: string;
  chatStatus: string | null | undefined;
}

async function createKnownIds(server: TestServer): Promise<KnownIds> {
  const chat = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ final_state_id: 'chat', responses: [{ question_id: 'q-mood', option_id: 'o-bad' }] }));
  const incomplete = await call(server, 'POST', '/v1/feedbacks', feedbackBody(), { 'X-COMPLETED': 'false' });
  const completed = await call(server, 'POST', '/v1/feedbacks', feedbackBody());
  const verification = await call(server, 'POST', '/v1/customers/send_verification_token', { address: '+90 555 123 4567', kind: 'sms', question_id: 'q-phone' });
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  const upload = (await (await fetch(`${server.url}/v2/storage/direct_uploads`, { method: 'POST', body: form })).json()) as { data: { url: string } };
  return {
    chatId: chat.json.id,
    chatToken: chat.json.token,
    incompleteId: incomplete.json.id,
    completedId: completed.json.id,
    verificationId: verification.json.id,
    uploadName: upload.data.url.split('/').pop()!,
    agentToken: server.config.agentToken!,
    ...(await managementIds(server)),
  };
}

async function send(server: TestServer, request: FuzzRequest) {
  // fetch resolves dot segments (`/uploads/%2e%2e` would go out as `/`); an attacker's raw HTTP does not, so such a
  // path is sent as generated over node:http with the path kept verbatim.
  const dotSegments = /\/(?:\.|%2e){1,2}(?=\/|\?|$)/i.test(request.path);
  if (dotSegments) return sendRaw(server, request);
  const go = () => fetch(`${server.url}${request.path}`, { method: request.method, headers: request.headers, body: request.body, redirect: 'manual' });
  // A kept-alive connection the server closed as idle (KEEP_ALIVE_TIMEOUT_MS) just as fetch reused it fails before
  // any answer; browsers send such a request again on a new connection, and so does this. A request that makes the
  // server drop its connection fails the second time too, and the health check after the run would see a crash.
  const response = await go().catch((error: unknown) => {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return go();
    throw error;
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: bytes.toString('utf8') };
}

/** The request as generated, its path untouched, over a plain HTTP/1.1 connection. */
async function sendRaw(server: TestServer, request: FuzzRequest) {
  const prepared = new Request(server.url, { method: request.method, headers: request.headers, body: request.body });
  const body = Buffer.from(await prepared.arrayBuffer());
  const { hostname, port } = new URL(server.url);
  return new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    // Bytes outside printable ASCII are escaped as fetch would escape them (node:http refuses them raw).
    const path = request.path.replace(/[^\x21-\x7e]/gu, (c) => (/[\uD800-\uDFFF]/u.test(c) ? '%EF%BF%BD' : encodeURIComponent(c)));
    const outgoing = httpRequest({ hostname, port, method: request.method, path, headers: Object.fromEntries(prepared.headers) }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, type: String(incoming.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body.length ? body : undefined);
  });
}

describe.each(drivers)('fuzzing every public endpoint on %s', { timeout: 60_000 + RUNS * 250 }, (driver) => {
  let server: TestServer;
  let ids: KnownIds;
  const uploadsFolder = () => path.join(server.config.dataDir, 'uploads');
  const snapshot = async (): Promise<Snapshot> => ({
    feedbacks: await server.storage.feedbacks.count(),
    messages: (await server.storage.chats.messages(ids.chatId)).length,
    ratings: (await server.storage.chats.ratings(ids.chatId)).length,
    files: existsSync(uploadsFolder()) ? readdirSync(uploadsFolder()).length : 0,
    incomplete: JSON.stringify(await server.storage.feedbacks.get(ids.incompleteId)),
    chatStatus: (await server.storage.feedbacks.get(ids.chatId))?.chatStatus,
  });

  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
    await seedPhoneVerification(server.storage);
    ids = await createKnownIds(server);
  });
  afterAll(() => server?.stop());

  it(`answers ${RUNS} generated requests without a 5xx, refuses in JSON, and stores nothing it refused`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(anyFuzzRequest(ids, { nul: true }), async (request) => {
        const before = await snapshot();
        const answer = await send(server, request);
        const after = await snapshot();
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const where = `${describeRequest(request)}\nanswer ${answer.status} ${answer.text.slice(0, 500)}`;

        expect(answer.status, where).toBeLessThan(500);
        expect(answer.text, where).not.toMatch(/\n\s+at |\.ts:\d+|node_modules/);
        if (answer.status >= 400) {
          expect(answer.type, where).toMatch(/^application\/json/);
          const body = JSON.parse(answer.text) as { code?: unknown };
          const shape = { code: expect.any(Number), error: expect.any(String), message: expect.stringMatching(/\S/) };
          expect(body, where).toMatchObject(shape);
          expect(after, `a refused request changed what is stored\n${where}`).toEqual(before);
        } else {
          for (const what of ['feedbacks', 'messages', 'ratings', 'files'] as const) {
            const allowed = (ADDS[what] as readonly string[]).includes(request.route) ? 1 : 0;
            if (!REMOVES.includes(request.route)) expect(after[what] - before[what], `${what} after a ${answer.status}\n${where}`).toBeGreaterThanOrEqual(0);
            expect(after[what] - before[what], `${what} after a ${answer.status}\n${where}`).toBeLessThanOrEqual(allowed);
          }
        }
      }),
      { numRuns: RUNS },
    );
    console.info(`[fuzz ${driver}] ${RUNS} requests; answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);

    // Still healthy: it reads and stores as before.
    expect((await call(server, 'GET', '/v1/nodes/node-1')).status).toBe(200);
    const after = await call(server, 'POST', '/v1/feedbacks', completedFeedback('after-fuzz'), { 'idempotency-key': 'after-fuzz' });
    expect(after.status).toBe(200);
    expect((await server.storage.feedbacks.get(after.json.id))?.completed).toBe(true);
  });
});
