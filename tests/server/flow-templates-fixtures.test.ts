// Issue #18 server side: new flows from templates, duplicates, fixtures kept with a flow (exported as a file
// `npm run fixtures` runs), and publishing that replays them and refuses a draft one of them fails on.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { seedTestData, TEST_FLOW } from './fixtures';
import { createToken, inviteAndAccept, setupOwner, withSession } from './accounts-helpers';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** `npm run fixtures -- file` as a team's CI runs it: the exit code and what it printed. */
async function runFixturesCli(file: string) {
  try {
    const { stdout } = await run('npx', ['tsx', 'src/fixtures/cli.ts', file], { cwd: root });
    return { code: 0, stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string };
    return { code: e.code, stdout: e.stdout };
  }
}

/** A fixture of TEST_FLOW: "Bad" mood leads to the chat. */
const chatPath = (expectedState = 'chat') => ({
  name: 'A bad mood opens the chat',
  flow: { id: 'recorded-with-an-older-draft' },
  steps: [
    { answer: { question: 'q-mood', value: ['o-bad'] } },
    { next: 'button', expect: { state: expectedState, submit: true } },
  ],
});

describe.each(drivers)('flow templates, duplicates and fixtures on %s', { timeout: 120_000 }, (driver) => {
  let server: TestServer;
  let auth: Record<string, string>;
  let viewer: Record<string, string>;
  let dir: string;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
    const owner = await setupOwner(server);
    auth = { authorization: `Bearer ${(await createToken(server, owner, 'editor')).token}` };
    viewer = withSession(await inviteAndAccept(server, owner, 'viewer@example.com', 'viewer'));
    dir = mkdtempSync(path.join(os.tmpdir(), 'canvass-fixtures-export-'));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const newFlow = async (id: string) => {
    const created = await call(server, 'POST', '/v1/manage/flows', { ...TEST_FLOW, id, name: 'Mood' }, auth);
    expect(created.status).toBe(201);
    return created.headers.get('etag')!;
  };

  it('lists six templates, named in the console\'s language or English', async () => {
    const english = await call(server, 'GET', '/v1/manage/flow-templates', undefined, auth);
    expect(english.status).toBe(200);
    expect(english.json.map((t: { id: string }) => t.id)).toEqual(['nps', 'csat', 'ces', 'product-feedback', 'bug-report', 'contact-chat']);
    expect(english.json[0]).toMatchObject({ name: 'Net Promoter Score (NPS)', question_count: 4 });
    const turkish = await call(server, 'GET', '/v1/manage/flow-templates?lang=tr', undefined, viewer);
    expect(turkish.json[4].name).toBe('Ekran görüntülü hata bildirimi');
    const byHeader = await call(server, 'GET', '/v1/manage/flow-templates', undefined, { ...auth, 'accept-language': 'tr-TR,tr;q=0.9' });
    expect(byHeader.json[1].name).toBe('Müşteri memnuniyeti (CSAT)');
    const unknown = await call(server, 'GET', '/v1/manage/flow-templates?lang=xx', undefined, auth);
    expect(unknown.json[1].name).toBe('Customer satisfaction (CSAT)');
  });

  it('creates a flow from every template (with its fixture) that publishes, and a blank one', async () => {
    const templates = (await call(server, 'GET', '/v1/manage/flow-templates', undefined, auth)).json as { id: string }[];
    for (const template of templates) {
      const created = await call(server, 'POST', '/v1/manage/flows', { name: `Ours: ${template.id}`, template: template.id }, auth);
      expect(created.status, created.text).toBe(201);
      expect(created.json).toMatchObject({ draft: { name: `Ours: ${template.id}` }, published_version: null, revision: 1 });
      expect(created.json.id).toMatch(new RegExp(`^${template.id}-[0-9a-f]{10}$`));
      const fixtures = await call(server, 'GET', `/v1/manage/flows/${created.json.id}/fixtures`, undefined, auth);
      expect(fixtures.json).toHaveLength(1);
      expect(fixtures.json[0].result).toEqual({ passed: true, problems: [] });
      const published = await call(server, 'POST', `/v1/manage/flows/${created.json.id}/publish`, undefined, { ...auth, 'if-match': '"1"' });
      expect(published.status, published.text).toBe(200);
    }
    const blank = await call(server, 'POST', '/v1/manage/flows', { name: 'From scratch' }, auth);
    expect(blank.status).toBe(201);
    expect(blank.json.draft).toMatchObject({ name: 'From scratch', states: [{ isInitialState: true, elements: [] }] });
    expect((await call(server, 'POST', '/v1/manage/flows', { name: 'x', template: 'no-such-template' }, auth)).status).toBe(400);
    expect((await call(server, 'POST', '/v1/manage/flows', { name: '' }, auth)).status).toBe(400);
    expect((await call(server, 'POST', '/v1/manage/flows', { name: 'x', template: 'nps', extra: 1 }, auth)).status).toBe(400);
    const audit = (await server.storage.accounts.audit.list({ limit: 100 })).filter((entry) => entry.action === 'flow.created');
    expect(audit.some((entry) => (entry.detail as { template?: string } | null)?.template === 'bug-report')).toBe(true);
  });

  it('duplicates a draft as an unpublished "Copy of …" with its fixtures, audit-logged', async () => {
    await newFlow('dup-source');
    await call(server, 'PUT', '/v1/manage/flows/dup-source/fixtures/chat', chatPath(), auth);
    const copy = await call(server, 'POST', '/v1/manage/flows/dup-source/duplicate', undefined, auth);
    expect(copy.status, copy.text).toBe(201);
    expect(copy.json).toMatchObject({ draft: { name: 'Copy of Mood', states: TEST_FLOW.states }, published_version: null, archived: false, revision: 1 });
    expect(copy.json.id).not.toBe('dup-source');
    expect(await server.storage.flows.get(copy.json.id)).toBeUndefined();
    expect((await call(server, 'GET', `/v1/manage/flows/${copy.json.id}/fixtures`, undefined, auth)).json.map((f: { id: string }) => f.id)).toEqual(['chat']);
    const entry = (await server.storage.accounts.audit.list({ limit: 100 })).find((e) => e.action === 'flow.duplicated');
    expect(entry).toMatchObject({ targetId: copy.json.id, detail: { from: 'dup-source' } });
    expect((await call(server, 'POST', '/v1/manage/flows/no-such-flow/duplicate', undefined, auth)).status).toBe(404);
  });

  it('keeps fixtures with a flow (save, replace, list with results, remove) and refuses a viewer', async () => {
    await newFlow('crud');
    const saved = await call(server, 'PUT', '/v1/manage/flows/crud/fixtures/chat', chatPath(), auth);
    expect(saved.status, saved.text).toBe(201);
    expect(saved.json).toMatchObject({ id: 'chat', name: 'A bad mood opens the chat', result: { passed: true }, fixture: { flow: {} } });
    const replaced = await call(server, 'PUT', '/v1/manage/flows/crud/fixtures/chat', { ...chatPath('thanks'), name: 'Renamed' }, auth);
    expect(replaced.status).toBe(200);
    expect(replaced.json.result.passed).toBe(false);
    const listed = await call(server, 'GET', '/v1/manage/flows/crud/fixtures', undefined, viewer);
    expect(listed.json.map((f: { name: string }) => f.name)).toEqual(['Renamed']);
    expect((await call(server, 'PUT', '/v1/manage/flows/crud/fixtures/other', chatPath(), viewer)).status).toBe(403);
    expect((await call(server, 'DELETE', '/v1/manage/flows/crud/fixtures/chat', undefined, viewer)).status).toBe(403);
    expect((await call(server, 'PUT', '/v1/manage/flows/crud/fixtures/bad', { name: 'no steps shape', flow: {}, steps: [{ jump: true }] }, auth)).status).toBe(400);
    expect((await call(server, 'PUT', '/v1/manage/flows/no-such-flow/fixtures/chat', chatPath(), auth)).status).toBe(404);
    expect((await call(server, 'DELETE', '/v1/manage/flows/crud/fixtures/chat', undefined, auth)).status).toBe(204);
    expect((await call(server, 'DELETE', '/v1/manage/flows/crud/fixtures/chat', undefined, auth)).status).toBe(404);
    expect((await call(server, 'GET', '/v1/manage/flows/crud/fixtures', undefined, auth)).json).toEqual([]);
  });

  it('keeps at most 100 fixtures a flow, still replacing one of them', async () => {
    await newFlow('capped');
    for (let i = 0; i < 100; i++) expect((await call(server, 'PUT', `/v1/manage/flows/capped/fixtures/f-${i}`, chatPath(), auth)).status).toBe(201);
    const refused = await call(server, 'PUT', '/v1/manage/flows/capped/fixtures/one-more', chatPath(), auth);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('at most 100');
    expect((await call(server, 'PUT', '/v1/manage/flows/capped/fixtures/f-7', chatPath(), auth)).status).toBe(200);
    expect((await server.storage.flowFixtures.list('capped')).length).toBe(100);
  });

  it('refuses to publish while a fixture fails, naming the fixture and the step, and publishes once it passes', async () => {
    const tag = await newFlow('gated');
    await call(server, 'PUT', '/v1/manage/flows/gated/fixtures/chat', chatPath(), auth);
    // The draft changes so that a bad mood thanks instead of opening the chat: the recorded path breaks.
    const changed = { ...TEST_FLOW, id: 'gated', name: 'Mood', transitions: [{ fromStateId: 's1', toStateId: 'thanks' }] };
    const saved = await call(server, 'PUT', '/v1/manage/flows/gated/draft', changed, { ...auth, 'if-match': tag });
    const refused = await call(server, 'POST', '/v1/manage/flows/gated/publish', undefined, { ...auth, 'if-match': saved.headers.get('etag')! });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({
      error: 'fixture_failed',
      failures: [{ fixture_id: 'chat', name: 'A bad mood opens the chat', problems: [{ step: 2, action: 'next', check: 'state', expected: 'chat', actual: 'thanks' }] }],
    });
    expect(refused.json.message).toContain('step 2');
    expect(await server.storage.flows.get('gated')).toBeUndefined();

    await call(server, 'PUT', '/v1/manage/flows/gated/fixtures/chat', chatPath('thanks'), auth);
    const published = await call(server, 'POST', '/v1/manage/flows/gated/publish', undefined, { ...auth, 'if-match': saved.headers.get('etag')! });
    expect(published.status, published.text).toBe(200);
    expect((await server.storage.flows.get('gated'))?.version).toBe(1);
  });

  it('refuses to publish a draft the flow schema or the style registry refuses', async () => {
    const broken = { ...TEST_FLOW, id: 'unknown-style', states: [{ id: 's1', isInitialState: true, elements: [{ id: 'e', type: 'question', question: { id: 'q', style: 'hologram' } }] }], transitions: [] };
    // Stored behind the API's back, as a draft saved before a plugin was removed from the server.
    await server.storage.manage.saveDraft('unknown-style', broken as never, 0, server.clock.now);
    const refused = await call(server, 'POST', '/v1/manage/flows/unknown-style/publish', undefined, { ...auth, 'if-match': '"1"' });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain('states[0].elements[0].question.style');
    expect(await server.storage.flows.get('unknown-style')).toBeUndefined();
  });

  it('exports the fixtures with the draft as a file npm run fixtures passes, and fails once the draft breaks them', async () => {
    const tag = await newFlow('exported');
    await call(server, 'PUT', '/v1/manage/flows/exported/fixtures/chat', chatPath(), auth);
    await call(server, 'PUT', '/v1/manage/flows/exported/fixtures/thanks', { name: 'A good mood thanks', flow: {}, steps: [{ answer: { question: 'q-mood', value: ['o-good'] } }, { next: 'button', expect: { state: 'thanks' } }] }, auth);
    const exported = await call(server, 'GET', '/v1/manage/flows/exported/fixtures/export', undefined, viewer);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('exported.fixtures.json');
    expect(exported.json.map((f: { name: string; flow: { id: string } }) => [f.name, f.flow.id])).toEqual([['A bad mood opens the chat', 'exported'], ['A good mood thanks', 'exported']]);
    const passing = path.join(dir, `${driver}-passing.json`);
    writeFileSync(passing, exported.text);
    const ok = await runFixturesCli(passing);
    expect(ok.stdout).toContain('2 passed, 0 failed');
    expect(ok.code).toBe(0);

    const changed = { ...TEST_FLOW, id: 'exported', name: 'Mood', transitions: [{ fromStateId: 's1', toStateId: 'thanks' }] };
    await call(server, 'PUT', '/v1/manage/flows/exported/draft', changed, { ...auth, 'if-match': tag });
    const failing = path.join(dir, `${driver}-failing.json`);
    writeFileSync(failing, (await call(server, 'GET', '/v1/manage/flows/exported/fixtures/export', undefined, auth)).text);
    const failed = await runFixturesCli(failing);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('1 passed, 1 failed');
    expect(failed.stdout).toContain('step 2 (next): state: expected "chat", got "thanks"');
  });
});
