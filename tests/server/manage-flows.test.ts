// Issue #17: flows through the management API are the documents `canvass import` takes (same validator, same located
// errors), publishing makes an immutable version respondents get, a stale write gets 412 with what is current.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDocuments } from '../../src/server/services/import-documents';
import { plugins } from '../../plugins';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { feedbackBody, seedTestData, TEST_FLOW } from './fixtures';
import { createToken, setupOwner } from './accounts-helpers';

describe.each(drivers)('flows in the management API on %s', (driver) => {
  let server: TestServer;
  let auth: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
    auth = { authorization: `Bearer ${(await createToken(server, await setupOwner(server), 'editor')).token}` };
  });
  afterAll(() => server?.stop());

  it('refuses a flow with the located errors canvass import prints, and stores nothing', async () => {
    const broken = { ...TEST_FLOW, id: 'broken', states: [{ ...TEST_FLOW.states[0]!, elements: [{ id: 'e1', type: 'question', question: { id: 'q1', style: 'radoi', body: { en: 'x' } } }] }] };
    const answer = await call(server, 'POST', '/v1/manage/flows', broken, auth);
    expect(answer.status).toBe(400);
    const imported = await importDocuments(server.storage, broken, plugins, server.clock.now);
    expect(answer.json.problems.map((p: { path: string; message: string }) => `flow: ${p.path}: ${p.message}`)).toEqual(imported.problems);
    expect(answer.json.message).toContain('states[0].elements[0].question.style');
    expect(await server.storage.manage.draft('broken')).toBeUndefined();
  });

  it('takes "$schema" in API bodies and import files', async () => {
    const withSchema = { $schema: 'http://localhost:8080/schemas/flow.schema.json', ...TEST_FLOW, id: 'schema-named' };
    expect((await call(server, 'POST', '/v1/manage/flows', withSchema, auth)).status).toBe(201);
    const report = await importDocuments(server.storage, { ...withSchema, id: 'imported-named' }, plugins, server.clock.now);
    expect(report.problems).toEqual([]);
  });

  it('publishes drafts as new versions respondents get, restores an old one, and refuses stale writes with 412', async () => {
    const created = await call(server, 'POST', '/v1/manage/flows', { ...TEST_FLOW, id: 'lifecycle', name: 'First' }, auth);
    expect(created.headers.get('etag')).toBe('"1"');
    expect(await server.storage.flows.get('lifecycle')).toBeUndefined();
    const first = await call(server, 'POST', '/v1/manage/flows/lifecycle/publish', undefined, { ...auth, 'if-match': '"1"' });
    expect(first.json).toEqual({ version: 1, revision: 1 });
    expect((await server.storage.flows.get('lifecycle'))?.flow.name).toBe('First');

    const second = await call(server, 'PUT', '/v1/manage/flows/lifecycle/draft', { ...TEST_FLOW, id: 'lifecycle', name: 'Second' }, { ...auth, 'if-match': '"1"' });
    expect(second.status).toBe(200);
    const stale = await call(server, 'PUT', '/v1/manage/flows/lifecycle/draft', { ...TEST_FLOW, id: 'lifecycle', name: 'Lost update' }, { ...auth, 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.json.current).toMatchObject({ revision: 2, draft: { name: 'Second' } });
    expect((await server.storage.flows.get('lifecycle'))?.flow.name).toBe('First');
    expect((await call(server, 'POST', '/v1/manage/flows/lifecycle/publish', undefined, { ...auth, 'if-match': '"2"' })).json.version).toBe(2);
    expect((await server.storage.flows.get('lifecycle'))?.flow.name).toBe('Second');
    expect((await call(server, 'GET', '/v1/manage/flows/lifecycle/versions/1', undefined, auth)).json.name).toBe('First');

    const restored = await call(server, 'POST', '/v1/manage/flows/lifecycle/versions/1/restore', undefined, { ...auth, 'if-match': '"2"' });
    expect(restored.json).toMatchObject({ revision: 3, draft: { name: 'First' }, published_version: 2 });
    expect((await call(server, 'POST', '/v1/manage/flows/lifecycle/publish', undefined, { ...auth, 'if-match': '"3"' })).json.version).toBe(3);
    const versions = await call(server, 'GET', '/v1/manage/flows/lifecycle/versions', undefined, auth);
    expect(versions.json.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
  });

  it('takes a flow over BODY_LIMIT_BYTES on the routes that carry one (a big flow is megabytes), and nowhere else', async () => {
    // 120 extra states, each with a 15,000-character text: about 1.8 MB of flow, over the 1 MB a public body may be.
    const big = {
      ...TEST_FLOW,
      id: 'big-flow',
      states: [
        ...TEST_FLOW.states,
        ...Array.from({ length: 120 }, (_, index) => ({ id: `s-big-${index}`, elements: [{ id: `el-big-${index}`, type: 'label' as const, body: { en: 'x'.repeat(15_000) } }] })),
      ],
    };
    expect(JSON.stringify(big).length).toBeGreaterThan(server.config.bodyLimitBytes);
    const created = await call(server, 'POST', '/v1/manage/flows', big, auth);
    expect(created.status, JSON.stringify(created.json).slice(0, 400)).toBe(201);
    const saved = await call(server, 'PUT', '/v1/manage/flows/big-flow/draft', { ...big, name: 'Big, saved' }, { ...auth, 'if-match': '"1"' });
    expect(saved.status).toBe(200);
    expect((await server.storage.manage.draft('big-flow'))?.flow.states).toHaveLength(TEST_FLOW.states.length + 120);
    // A public route keeps the small limit.
    const feedback = await call(server, 'POST', '/v1/feedbacks', { ...feedbackBody(), padding: 'x'.repeat(server.config.bodyLimitBytes) });
    expect(feedback.status).toBe(413);
  });

  it('lists flows with their response counts and hides archived ones', async () => {
    await call(server, 'POST', '/v1/feedbacks', feedbackBody());
    await call(server, 'POST', '/v1/feedbacks', feedbackBody({ device_id: 'device-2' }));
    const listed = await call(server, 'GET', '/v1/manage/flows', undefined, auth);
    expect(listed.json.find((f: { id: string }) => f.id === 'flow-1')).toMatchObject({ response_count: 2, published_version: 1, revision: 0, unpublished_changes: false });
    const flow = await call(server, 'GET', '/v1/manage/flows/schema-named', undefined, auth);
    await call(server, 'POST', '/v1/manage/flows/schema-named/archive', { archived: true }, { ...auth, 'if-match': flow.headers.get('etag')! });
    expect((await call(server, 'GET', '/v1/manage/flows', undefined, auth)).json.map((f: { id: string }) => f.id)).not.toContain('schema-named');
    expect((await call(server, 'GET', '/v1/manage/flows?archived=true', undefined, auth)).json.map((f: { id: string }) => f.id)).toEqual(['schema-named']);
  });
});
