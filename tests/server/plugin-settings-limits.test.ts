// Issue #18: a question plugin's settingsSchema may be narrower than flow.schema.json (star's max from 2 to 10, where
// the flow takes any number). The console holds Publish back on it; the server's publish and import refuse it too,
// naming the state, the element and the field, for built-in plugins and for outside ones alike.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '../../src/types/schemas';
import { loadInstalledPlugins } from '../../src/server/installed-plugins';
import { importDocuments } from '../../src/server/services/import-documents';
import type { PluginRegistry } from '../../src/plugin-api/registry';
import { call, startTestServer, type TestServer } from './harness';
import { createToken, setupOwner } from './accounts-helpers';

const root = path.resolve(import.meta.dirname, '../..');

/** A one-question flow: state "rate", element "e-question" holding `question`. */
const flowWith = (id: string, question: Record<string, unknown>): Flow => ({
  id,
  languages: [{ id: 1, code: 'en' }],
  states: [
    { id: 'welcome', isInitialState: true, nextStateId: 'rate', elements: [{ id: 'e-hello', type: 'label', body: { en: 'Hello' } }] },
    { id: 'rate', elements: [{ id: 'e-question', type: 'question', question: { id: 'q', body: { en: 'How was it?' }, ...question } }] },
  ],
}) as Flow;

/** An outside plugin, as a team's own folder in CANVASS_PLUGINS: its answers may be 12 characters at most. */
async function withOutsidePlugin(): Promise<PluginRegistry> {
  const project = mkdtempSync(path.join(os.tmpdir(), 'canvass-limits-'));
  writeFileSync(path.join(project, 'loyalty.js'), `export default {
  style: 'loyalty_code', answer: 'text',
  editor: { title: 'Loyalty code', icon: 'M0 0h24v24H0z', settingsSchema: { type: 'object', properties: { maxResponseLength: { type: 'integer', minimum: 1, maximum: 12, title: 'Maximum length' } } } },
};\n`);
  return loadInstalledPlugins(root, { CANVASS_PLUGINS: path.join(project, 'loyalty.js') });
}

describe('a question plugin\'s own settings limits on the server (SQLite)', () => {
  let server: TestServer;
  let plugins: PluginRegistry;
  let auth: Record<string, string>;

  beforeAll(async () => {
    plugins = await withOutsidePlugin();
    server = await startTestServer({ plugins });
    auth = { authorization: `Bearer ${(await createToken(server, await setupOwner(server), 'editor')).token}` };
  });
  afterAll(() => server?.stop());

  /** Saves `flow` as a draft (which may hold problems while it is edited) and asks to publish it. */
  const publish = async (flow: Flow) => {
    expect((await call(server, 'POST', '/v1/manage/flows', flow, auth)).status).toBe(201);
    return call(server, 'POST', `/v1/manage/flows/${flow.id}/publish`, undefined, { ...auth, 'if-match': '"1"' });
  };

  it('refuses to publish a star question with 20 stars (the star plugin takes 2 to 10), naming state, element and field', async () => {
    const answer = await publish(flowWith('stars-20', { style: 'star', max: 20 }));
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ code: 16014, error: 'settings_out_of_limits' });
    expect(answer.json.problems).toEqual([{
      path: 'states[1].elements[0].question.max', pointer: '/states/1/elements/0/question/max', state: 'rate', element: 'e-question', field: 'max',
      message: 'must be at most 10 (a limit of the "star" question plugin)',
    }]);
    expect(answer.json.message).toContain('state "rate", element "e-question", field max (/states/1/elements/0/question/max)');
    expect(await server.storage.flows.get('stars-20')).toBeUndefined();
  });

  it('publishes a star question within the plugin\'s limits', async () => {
    const answer = await publish(flowWith('stars-7', { style: 'star', max: 7 }));
    expect(answer.status).toBe(200);
    expect((await server.storage.flows.get('stars-7'))?.version).toBe(1);
  });

  it('holds an outside plugin\'s narrower limit the same way', async () => {
    const refused = await publish(flowWith('loyalty-40', { style: 'loyalty_code', maxResponseLength: 40 }));
    expect(refused.status).toBe(422);
    expect(refused.json.problems).toEqual([expect.objectContaining({ pointer: '/states/1/elements/0/question/maxResponseLength', field: 'maxResponseLength', message: 'must be at most 12 (a limit of the "loyalty_code" question plugin)' })]);
    expect((await publish(flowWith('loyalty-12', { style: 'loyalty_code', maxResponseLength: 12 }))).status).toBe(200);
  });

  it('refuses to import such a flow, with the same names, and imports nothing of the file', async () => {
    const bundle = { flows: [flowWith('imported-ok', { style: 'star', max: 5 }), flowWith('imported-20', { style: 'star', max: 20 })] };
    const report = await importDocuments(server.storage, bundle, plugins, server.clock.now);
    expect(report.problems).toEqual(['flows[1]: state "rate", element "e-question", field max (/states/1/elements/0/question/max): must be at most 10 (a limit of the "star" question plugin)']);
    expect(report.flows).toEqual([]);
    expect(await server.storage.flows.get('imported-ok')).toBeUndefined();
    expect((await importDocuments(server.storage, { flows: [bundle.flows[0]] }, plugins, server.clock.now)).problems).toEqual([]);
  });
});
