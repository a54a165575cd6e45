// Issue #19 "files/screenshots as thumbnails", on the real server and database: a file question's newest answers
// under the results filters, and each file served only to those who may read its feedback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { inviteAndAccept, setupOwner, withSession, type Session } from './accounts-helpers';
import { bandedPng, PDF, seedFileFeedbacks, uploadFile } from '../support/results-files';
import type { StoredFeedback } from '../../src/server/storage/storage';

const LIST = '/v1/manage/flows/flow-files/files';
const HOSTILE = "<img src=x onerror=alert(1)>'.png";

describe.each(drivers)('the files of a flow\'s results on %s', (driver) => {
  let server: TestServer;
  let owner: Session;
  let viewer: Session;
  let agent: Session;
  let seeded: StoredFeedback[];
  const png = bandedPng(40, 30, [200, 30, 30], [250, 250, 250]);
  beforeAll(async () => {
    server = await startTestServer({ driver });
    owner = await setupOwner(server);
    viewer = await inviteAndAccept(server, owner, 'viewer@example.com', 'viewer');
    agent = await inviteAndAccept(server, owner, 'agent@example.com', 'agent');
    const at = Date.parse('2026-03-01T10:00:00Z');
    const shots = await Promise.all(Array.from({ length: 8 }, (_, n) => uploadFile(server.url, png, n === 7 ? HOSTILE : `shot-${n}.png`, 'image/png')));
    const receipt = await uploadFile(server.url, PDF, 'receipt.pdf', 'application/pdf');
    seeded = await seedFileFeedbacks(server.storage, [
      ...shots.map((shot, n) => ({ answers: { 'q-shot': shot }, at: at + n * 60_000, completed: n !== 3, chat: n === 5 })),
      { answers: { 'q-file': receipt }, at: at + 10 * 60_000 },
      // An answer naming a file elsewhere: listed by the name in its URL, never fetched through the server.
      { answers: { 'q-file': { url: 'https://files.example.com/scans/invoice%2042.pdf', id: 'elsewhere' } }, at: at + 11 * 60_000 },
    ]);
  });
  afterAll(() => server.stop());

  const get = (path: string, session: Session = owner) => call(server, 'GET', path, undefined, withSession(session));

  it('lists a question\'s newest files under the filters, a page at a time, with their names, types and sizes', async () => {
    const first = await get(`${LIST}?question=q-shot&limit=3`);
    expect(first.status).toBe(200);
    expect(first.json.items.map((item: { feedback_id: string }) => item.feedback_id)).toEqual([seeded[7]!.id, seeded[6]!.id, seeded[5]!.id]);
    expect(first.json.items[0].files).toEqual([{ name: HOSTILE, type: 'image/png', size: png.length, url: expect.stringMatching(new RegExp(`^/v1/manage/feedbacks/${seeded[7]!.id}/files/[0-9a-f-]{36}\\.png$`)) }]);
    const second = await get(`${LIST}?question=q-shot&limit=3&cursor=${first.json.next_cursor}`);
    expect(second.json.items.map((item: { feedback_id: string }) => item.feedback_id)).toEqual([seeded[4]!.id, seeded[3]!.id, seeded[2]!.id]);
    // The screen's filters apply: the partial feedback (the fourth) is left out of the completed ones.
    const completed = await get(`${LIST}?question=q-shot&limit=50&status=completed`);
    expect(completed.json.items).toHaveLength(7);
    expect(completed.json.next_cursor).toBeNull();

    const files = (await get(`${LIST}?question=q-file`)).json.items;
    expect(files.map((item: { files: unknown[] }) => item.files)).toEqual([
      [{ name: 'invoice 42.pdf', type: 'application/pdf', size: null, url: null }],
      [{ name: 'receipt.pdf', type: 'application/pdf', size: PDF.length, url: expect.stringContaining(`/v1/manage/feedbacks/${seeded[8]!.id}/files/`) }],
    ]);
  });

  it('serves a file to those who may read its feedback, with the upload route\'s headers', async () => {
    const url = (await get(`${LIST}?question=q-shot&limit=1`)).json.items[0].files[0].url as string;
    for (const session of [owner, viewer]) {
      const response = await fetch(`${server.url}${url}`, { headers: { cookie: session.cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
      expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
    }
    const pdf = (await get(`${LIST}?question=q-file`)).json.items[1].files[0].url as string;
    expect((await fetch(`${server.url}${pdf}`, { headers: { cookie: owner.cookie } })).headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('gives the responses table and one feedback their files by question, each through the authorised route', async () => {
    const page = await get('/v1/manage/flows/flow-files/responses?limit=50');
    expect(page.status).toBe(200);
    const rows = new Map((page.json.items as { id: string; answers: Record<string, string>; files?: Record<string, unknown[]> }[]).map((row) => [row.id, row]));
    const hostile = rows.get(seeded[7]!.id)!;
    expect(hostile.files).toEqual({ 'q-shot': [{ name: HOSTILE, type: 'image/png', size: png.length, url: expect.stringMatching(new RegExp(`^/v1/manage/feedbacks/${seeded[7]!.id}/files/[0-9a-f-]{36}\\.png$`)) }] });
    // The answer's text stays what it was (the export reads it); the console shows the files instead.
    expect(hostile.answers['q-shot']).toMatch(/^\/uploads\//);
    expect(rows.get(seeded[8]!.id)!.files).toEqual({ 'q-file': [{ name: 'receipt.pdf', type: 'application/pdf', size: PDF.length, url: expect.stringContaining(`/v1/manage/feedbacks/${seeded[8]!.id}/files/`) }] });
    // A file kept elsewhere is not one of this server's: it stays the text it is.
    expect(rows.get(seeded[9]!.id)!.files).toBeUndefined();

    const one = await get(`/v1/manage/feedbacks/${seeded[7]!.id}`, viewer);
    expect(one.status).toBe(200);
    expect(one.json.files).toEqual(hostile.files);
    const served = await fetch(`${server.url}${(hostile.files!['q-shot']![0] as { url: string }).url}`, { headers: { cookie: viewer.cookie } });
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    expect((await get(`/v1/manage/feedbacks/${seeded[9]!.id}`)).json.files).toBeUndefined();
  });

  it('refuses a file to anyone who may not read its feedback', async () => {
    const items = (await get(`${LIST}?question=q-shot&limit=50`)).json.items as { feedback_id: string; files: { url: string }[] }[];
    const withoutChat = items.find((item) => item.feedback_id === seeded[7]!.id)!.files[0]!.url;
    const ofChat = items.find((item) => item.feedback_id === seeded[5]!.id)!.files[0]!.url;
    // Nobody signed in.
    expect((await fetch(`${server.url}${withoutChat}`)).status).toBe(401);
    // An agent reads the feedbacks of chats only: not this one, nor the results list.
    const refused = await fetch(`${server.url}${withoutChat}`, { headers: { cookie: agent.cookie } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toContain('application/json');
    expect((await get(`${LIST}?question=q-shot`, agent)).status).toBe(403);
    expect((await fetch(`${server.url}${ofChat}`, { headers: { cookie: agent.cookie } })).status).toBe(200);
    // A feedback one may read does not open another's file: the name must be one of its own answers.
    const otherName = withoutChat.split('/').pop()!;
    expect((await fetch(`${server.url}/v1/manage/feedbacks/${seeded[5]!.id}/files/${otherName}`, { headers: { cookie: agent.cookie } })).status).toBe(404);
    expect((await fetch(`${server.url}/v1/manage/feedbacks/${seeded[6]!.id}/files/${otherName}`, { headers: { cookie: owner.cookie } })).status).toBe(404);
    expect((await fetch(`${server.url}/v1/manage/feedbacks/${seeded[7]!.id}/files/..%2F..%2Fdatabase.sqlite`, { headers: { cookie: owner.cookie } })).status).toBe(404);
  });
});
