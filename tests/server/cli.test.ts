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
      idempotencyKey: null, continuesId: null, nodeId: 'demo-node', flowId: 'demo-flow', flowVersion: 1, completed: true,
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
