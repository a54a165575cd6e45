// Issue #19: a flow's summary, responses table and export, on the real server and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { createToken, inviteAndAccept, setupOwner, withSession, type Session } from './accounts-helpers';
import ExcelJS from 'exceljs';
import { RESULTS_NODE, seedResults } from '../support/results-flow';
import type { SaveFeedbackInput } from '../../src/server/storage/storage';

const SUMMARY = '/v1/manage/flows/flow-results/summary';

describe.each(drivers)('results of a flow on %s', (driver) => {
  let server: TestServer;
  let owner: Session;
  let seededInputs: SaveFeedbackInput[];
  const get = (path: string) => call(server, 'GET', path, undefined, withSession(owner));
  beforeAll(async () => {
    server = await startTestServer({ driver });
    owner = await setupOwner(server);
    seededInputs = await seedResults(server.storage, 300);
  });
  afterAll(() => server.stop());

  it('counts the headline figures and each card from the seeded feedbacks', async () => {
    const { json, status } = await get(SUMMARY);
    expect(status).toBe(200);
    const completed = seededInputs.filter((input) => input.completed);
    const nps = seededInputs.map((input) => input.payload.responses.find((item) => item.question_id === 'q-nps')!.body as number);
    const promoters = nps.filter((value) => value >= 9).length;
    const detractors = nps.filter((value) => value <= 6).length;
    expect(json.source).toBe('rollups');
    expect(json.headline).toMatchObject({
      feedbacks: 300, completed: completed.length,
      nps: { score: Math.round(((promoters - detractors) / 300) * 1000) / 10, promoters, detractors, answers: 300 },
    });
    const color = json.cards.find((card: { question_id: string }) => card.question_id === 'q-color');
    expect(color.bars.map((bar: { label: string }) => bar.label)).toEqual(['Red', 'Green', 'Blue']);
    expect(color.bars[0].count).toBe(seededInputs.filter((input) => input.payload.responses.some((item) => item.option_id === 'o-red')).length);
    const likes = json.cards.find((card: { question_id: string }) => card.question_id === 'q-likes');
    expect(likes.kind).toBe('checklist');
    expect(likes.answered).toBe(seededInputs.filter((input) => input.payload.responses.some((item) => item.question_id === 'q-likes')).length);
    // Partial feedbacks stopped on the first page; completed ones reached the thanks state.
    expect(json.drop_off).toEqual([
      { state_id: 's-score', name: 'Score', final: false, count: 300 - completed.length },
      { state_id: 'thanks', name: 'Thanks', final: true, count: completed.length },
    ]);
    expect(json.trend.reduce((sum: number, point: { feedbacks: number }) => sum + point.feedbacks, 0)).toBe(300);
  });

  it('offers the filters\' choices (versions, the nodes showing the flow, its languages) and filters by node and language', async () => {
    await server.storage.nodes.put({ ...RESULTS_NODE, id: 'node-elsewhere', name: 'Elsewhere', flow_id: 'flow-other' });
    await server.storage.nodes.put({ ...RESULTS_NODE, id: 'node-after-hours', name: 'After hours', flow_id: 'flow-other', non_operating_hours_flow_id: 'flow-results' });
    const { json } = await get(SUMMARY);
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    // The nodes showing the flow, as their flow or outside operating hours; not the one showing another flow.
    expect({ ...json.choices, nodes: [...json.choices.nodes].sort(byId) }).toEqual({
      versions: [1],
      nodes: [{ id: 'node-after-hours', name: 'After hours' }, { id: 'node-results', name: 'Results node' }],
      languages: [{ id: 1, code: 'en', name: 'English' }, { id: 2, code: 'tr', name: 'Türkçe' }],
    });
    const turkish = seededInputs.filter((input) => input.payload.language_id === 2).length;
    expect((await get(`${SUMMARY}?language=2`)).json.headline.feedbacks).toBe(turkish);
    expect((await get(`${SUMMARY}?node_id=node-results&language=1`)).json.headline.feedbacks).toBe(300 - turkish);
    expect((await get(`${SUMMARY}?node_id=node-after-hours`)).json.headline.feedbacks).toBe(0);
  });

  it('gives the same summary from the feedbacks (an answer filter) as from the rollups when the filter keeps them all', async () => {
    const fromRollups = (await get(`${SUMMARY}?status=completed&channel=widget&from=2026-02-20`)).json;
    const fromFeedbacks = (await get(`${SUMMARY}?status=completed&channel=widget&from=2026-02-20&answer=q-nps:range:0..10`)).json;
    expect(fromFeedbacks.source).toBe('feedbacks');
    expect({ ...fromFeedbacks, source: 'rollups' }).toEqual(fromRollups);
    expect(fromRollups.headline.feedbacks).toBeGreaterThan(0);
    expect(fromRollups.headline.completed).toBe(fromRollups.headline.feedbacks);
  });

  it('filters by an answer, pages the table with a cursor, and exports exactly the filtered set', async () => {
    const reds = seededInputs.filter((input) => input.payload.responses.some((item) => item.option_id === 'o-red'));
    const summary = (await get(`${SUMMARY}?answer=q-color:is:o-red`)).json;
    expect(summary.headline.feedbacks).toBe(reds.length);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(`/v1/manage/flows/flow-results/responses?answer=q-color:is:o-red&limit=40${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      for (const row of page.json.items) expect(row.answers['q-color']).toBe('Red');
      seen.push(...page.json.items.map((row: { id: string }) => row.id));
      cursor = page.json.next_cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(reds.length);
    const csv = await get('/v1/manage/flows/flow-results/export?answer=q-color:is:o-red');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const ids = new Set(csv.text.trim().split('\n').slice(1).map((line) => line.split(',')[0]));
    expect([...ids].sort()).toEqual([...seen].sort());
    const jsonl = await get('/v1/manage/flows/flow-results/export?format=jsonl&answer=q-color:is:o-red');
    expect(jsonl.text.trim().split('\n').map((line) => JSON.parse(line).id).sort()).toEqual([...seen].sort());
    const xlsx = await fetch(`${server.url}/v1/manage/flows/flow-results/export?format=xlsx&answer=q-color:is:o-red`, { headers: withSession(owner) });
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers.get('content-disposition')).toBe('attachment; filename="flow-results-results.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const colour = header.indexOf('Favourite colour') + 1;
    expect(colour).toBeGreaterThan(0);
    const rows = sheet.getRows(2, sheet.actualRowCount - 1)!;
    expect(rows.map((row) => row.getCell(1).value).sort()).toEqual([...seen].sort());
    expect(new Set(rows.map((row) => row.getCell(colour).value))).toEqual(new Set(['Red']));
  });

  it('neutralises formulas in the export, as canvass export does', async () => {
    await server.storage.feedbacks.save({ ...seededInputs[0]!, completed: true, continuationHash: null, payload: { ...seededInputs[0]!.payload, responses: [{ question_id: 'q-comment', body: '=HYPERLINK("http://evil")' }] } });
    const csv = await get('/v1/manage/flows/flow-results/export?answer=q-comment:contains:hyperlink');
    expect(csv.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('lets a viewer read results, refuses an agent, and takes an erased feedback out of the summary', async () => {
    const viewer = await createToken(server, owner, 'viewer');
    const agent = await inviteAndAccept(server, owner, 'agent@example.com', 'agent');
    expect((await call(server, 'GET', SUMMARY, undefined, { authorization: `Bearer ${viewer.token}` })).status).toBe(200);
    expect((await call(server, 'GET', SUMMARY, undefined, withSession(agent))).status).toBe(403);
    const before = (await get(SUMMARY)).json.headline.feedbacks;
    const row = (await get('/v1/manage/flows/flow-results/responses?limit=1')).json.items[0];
    expect((await call(server, 'DELETE', `/v1/manage/feedbacks/${row.id}`, undefined, withSession(owner))).status).toBe(204);
    expect((await get(SUMMARY)).json.headline.feedbacks).toBe(before - 1);
  });

  it('refuses filters it cannot read with a clear error', async () => {
    const bad = await get(`${SUMMARY}?from=2026-03-05&to=2026-03-01`);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('before');
    expect((await get(`${SUMMARY}?answer=nonsense`)).status).toBe(400);
    expect((await get('/v1/manage/flows/no-such-flow/summary')).status).toBe(404);
  });
});
