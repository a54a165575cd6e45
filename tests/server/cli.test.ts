import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../src/server/storage/create-storage';
import { csvCell } from '../../src/server/services/export-feedbacks';
import demo from '../../src/server/seed/demo.json';
import { TEST_FLOW } from './fixtures';
import { startTestServer } from './harness';
import { plugins } from '../../plugins';
import { readConfig } from '../../src/server/config';
import { DOCUMENT_KINDS, exportDocuments } from '../../src/server/operations/export-documents';
import { migrateCommand } from '../../src/server/operations/migrate-command';
import { importDocuments } from '../../src/server/services/import-documents';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run canvass -- ...` the way a provider would, against a data folder of its own. */
async function canvass(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'src/server/cli.ts', ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('command line (npm run canvass)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'canvass-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports a bundle of flows, nodes and widgets', async () => {
    const file = path.join(dir, 'demo.json');
    writeFileSync(file, JSON.stringify(demo));
    const result = await canvass(dir, 'import', file);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('flows [demo-flow v1], nodes [demo-node], widgets [PSN-DEMO001]');
  });

  it('prints the identity secret an imported widget was given, for the provider\'s backend (SECURITY.md)', async () => {
    const result = await canvass(dir, 'widget-secret', 'PSN-DEMO001');
    expect(result.code).toBe(0);
    const storage = await createStorage({ databaseUrl: undefined, dataDir: dir });
    expect(result.stdout.trim()).toBe((await storage.widgets.get('PSN-DEMO001'))?.identity_secret);
    expect(result.stdout.trim()).toMatch(/^[0-9a-f]{64}$/);
    await storage.close();
    expect((await canvass(dir, 'widget-secret', 'PSN-NOTHERE')).code).toBe(1);
  }, 60_000);

  it('imports nothing from a file with a bad flow and prints the path of each problem', async () => {
    const file = path.join(dir, 'bad.json');
    const bad = structuredClone(TEST_FLOW) as unknown as { id: string; states: { elements: { question?: { style: string } }[] }[] };
    bad.id = 'bad-flow';
    bad.states[0]!.elements[0]!.question!.style = 'radoi';
    writeFileSync(file, JSON.stringify({ flows: [bad], nodes: [{ id: 'bad-node', name: 'Bad', flow_id: 'bad-flow' }] }));
    const result = await canvass(dir, 'import', file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('flows[0]: states[0].elements[0].question.style: "radoi" is not a question style (did you mean "radio"?)');
    const storage = await createStorage({ databaseUrl: undefined, dataDir: dir });
    expect(await storage.nodes.get('bad-node')).toBeUndefined();
    await storage.close();
  });

  it('exports feedbacks as CSV with formula-looking cells neutralised', async () => {
    const storage = await createStorage({ databaseUrl: undefined, dataDir: dir });
    await storage.feedbacks.save({
      idempotencyKey: null, continuesId: null, continuationHash: null, nodeId: 'demo-node', flowId: 'demo-flow', flowVersion: 1, completed: true,
      payload: { node_id: 'demo-node', flow_id: 'demo-flow', created_at: '2026-03-02T10:00:00.000Z', responses: [{ question_id: 'q-comment', body: '=HYPERLINK("http://evil")' }] },
      identity: {}, chatToken: null, now: Date.parse('2026-03-02T10:00:00Z'),
    });
    await storage.close();
    const result = await canvass(dir, 'export', 'feedbacks', '--format', 'csv');
    expect(result.code).toBe(0);
    const [header, row] = result.stdout.trim().split('\n');
    expect(header).toBe('feedback_id,created_at,node_id,flow_id,completed,language_id,question_id,option_id,body,ranking,customer_email,customer_name');
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});

// The commands' work in-process (each `npx tsx` start costs seconds to minutes on a loaded machine); the spawned
// command line is covered by the tests above and tests/release/backup-restore.test.ts.
describe('command line: migrate and export documents (issue #24)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'canvass-cli-ops-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const configFor = (dataDir: string) => readConfig({ DATA_DIR: dataDir });

  it('lists pending migrations, runs them with migrate up, then reports the database up to date', async () => {
    const fresh = configFor(path.join(dir, 'fresh'));
    const before = (await migrateCommand(fresh, 'status')).join('\n');
    expect(before).toMatch(/pending\s+0001-initial/);
    expect(before).toMatch(/\d+ pending: run `canvass migrate up`/);
    expect((await migrateCommand(fresh, 'up')).join('\n')).toContain('migrated 0001-initial');
    const after = (await migrateCommand(fresh, 'status')).join('\n');
    expect(after).toMatch(/done\s+\S+\s+0001-initial/);
    expect(after).not.toContain('pending');
    expect(after).toContain('The database is up to date.');
  });

  it('a server started with MIGRATE_ON_START=false on an unmigrated database refuses to start and says what to run', async () => {
    await expect(startTestServer({ env: { MIGRATE_ON_START: 'false' } })).rejects.toThrow(/not migrated \(pending: 0001-initial.*run `canvass migrate up`/);
  });

  it('exports flows, nodes and widgets as bundles that import into another installation unchanged', async () => {
    const source = await createStorage({ databaseUrl: undefined, dataDir: path.join(dir, 'from') });
    const target = await createStorage({ databaseUrl: undefined, dataDir: path.join(dir, 'to') });
    try {
      expect((await importDocuments(source, demo, plugins, 1)).problems).toEqual([]);
      for (const kind of DOCUMENT_KINDS) {
        // Through JSON text, as the command prints it and `import` reads it.
        const bundle = JSON.parse(JSON.stringify(await exportDocuments(source, kind))) as Record<string, { id?: string; code?: string }[]>;
        expect(Object.keys(bundle)).toEqual([kind]);
        expect(bundle[kind]?.map((d) => d.id ?? d.code)).toEqual(demo[kind].map((d) => ('id' in d ? d.id : d.code)));
        expect((await importDocuments(target, bundle, plugins, 2)).problems).toEqual([]);
      }
      expect(await target.widgets.list()).toHaveLength(demo.widgets.length);
      expect(await target.widgets.list()).toEqual(await source.widgets.list());
      expect(await target.nodes.list()).toEqual(await source.nodes.list());
      expect((await target.flows.list()).map((stored) => stored.flow)).toEqual((await source.flows.list()).map((stored) => stored.flow));
    } finally {
      await source.close();
      await target.close();
    }
  });
});

describe('csvCell (issue #8: CSV exports neutralise formula cells)', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('prefixes %j with an apostrophe', (value) => {
    expect(csvCell(value).replace(/^"|"$/g, '').startsWith(`'`)).toBe(true);
  });

  it('quotes commas, quotes and new lines, and leaves plain text alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
  });
});
