// `npm run bench:results` (issue #19): a 10-question flow with RESULTS_BENCH_FEEDBACKS (1,000,000) feedbacks over a
// year, seeded through the storage's own save (the group commit, rollups on), then: the summary of a 30-day range from
// the rollups and the same counted from the feedbacks (the naive read), a summary with an answer filter, a table
// page deep in the flow, and export rows per second with the process's peak RSS. SQLite always; PostgreSQL too when
// TEST_DATABASE_URL is set. In-process (no HTTP), so the figures are the storage's and the counting's.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Flow } from '../src/types/schemas';
import { createStorage } from '../src/server/storage/create-storage';
import type { SaveFeedbackInput, Storage } from '../src/server/storage/storage';
import { postgresTestDriver } from '../src/server/storage/test-drivers';
import { resultsFilter } from '../src/server/results/filters';
import { filteredFeedbacks, resultsSummary } from '../src/server/results/results-service';
import { feedbackRows } from '../src/server/services/export-feedbacks';
import { summarise } from './stats';

const TOTAL = Number(process.env.RESULTS_BENCH_FEEDBACKS ?? 1_000_000);
const RUNS = Number(process.env.RESULTS_BENCH_RUNS ?? 5);
const DAY = 86_400_000;
const END = Date.parse('2026-03-01T00:00:00Z');

const options = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => ({ id: `${prefix}-${i}`, body: { en: `${prefix} ${i}` } }));
const question = (id: string, style: string, extra: object = {}) => ({ id: `e-${id}`, type: 'question' as const, question: { id, style, body: { en: id }, ...extra } });
const FLOW: Flow = {
  id: 'bench-results', name: 'Bench results', defaultLanguageId: 1, languages: [{ id: 1, code: 'en' }],
  states: [
    { id: 's1', isInitialState: true, elements: [question('nps', 'score'), question('c1', 'radio', { options: options('c1', 4) }), question('c2', 'radio', { options: options('c2', 5) }), question('stars', 'star'), question('ces', 'ces')] },
    { id: 's2', elements: [question('k1', 'checklist', { options: options('k1', 6) }), question('c3', 'dropdown', { options: options('c3', 8) }), question('k2', 'checklist', { options: options('k2', 4) }), question('age', 'age'), question('why', 'textarea')] },
    { id: 'thanks', style: 'thank', elements: [] },
  ],
};

function feedback(i: number): SaveFeedbackInput {
  // A cheap deterministic spread: each answer from the index, no shared generator state between batches.
  const pick = (n: number, salt: number) => ((i * 2654435761 + salt * 40503) >>> 0) % n;
  const completed = pick(10, 1) < 8;
  const responses: SaveFeedbackInput['payload']['responses'] = [
    { question_id: 'nps', body: pick(11, 2) }, { question_id: 'c1', option_id: `c1-${pick(4, 3)}` }, { question_id: 'c2', option_id: `c2-${pick(5, 4)}` },
    { question_id: 'stars', body: 1 + pick(5, 5) }, { question_id: 'ces', body: 1 + pick(7, 6) },
  ];
  if (completed) {
    responses.push({ question_id: 'k1', option_id: `k1-${pick(6, 7)}` }, { question_id: 'k1', option_id: `k1-${pick(6, 8)}` }, { question_id: 'c3', option_id: `c3-${pick(8, 9)}` },
      { question_id: 'k2', option_id: `k2-${pick(4, 10)}` }, { question_id: 'age', body: 18 + pick(60, 11) }, { question_id: 'why', body: `answer ${pick(1000, 12)}` });
  }
  const now = END - Math.floor((i / TOTAL) * 365) * DAY - (i % 1000);
  return {
    idempotencyKey: null, continuesId: null, continuationHash: completed ? null : 'bench', nodeId: 'bench-node', flowId: FLOW.id, flowVersion: 1, completed,
    payload: { created_at: new Date(now).toISOString(), node_id: 'bench-node', flow_id: FLOW.id, language_id: 1, responses, ...(completed ? { final_state_id: 'thanks', time_spent_in_seconds: 20 + pick(200, 13) } : {}) },
    identity: pick(2, 14) ? { wwid: 'bench-node' } : {}, chatToken: null, now,
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = process.hrtime.bigint();
  const value = await work();
  return { value, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}

async function runs(work: () => Promise<unknown>, count = RUNS) {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) samples.push((await timed(work)).ms);
  return summarise(samples);
}

const ms = (s: ReturnType<typeof summarise>) => `median ${s.median.toFixed(1)} ms (min ${s.min.toFixed(1)}, max ${s.max.toFixed(1)}, n=${s.n})`;
const verdict = (value: number, target: number, lowerIsBetter = true) => ((lowerIsBetter ? value <= target : value >= target) ? 'met' : 'NOT met');

async function bench(name: string, storage: Storage): Promise<void> {
  await storage.flows.put(FLOW, END - 400 * DAY);
  const seedStart = process.hrtime.bigint();
  for (let i = 0; i < TOTAL; i += 2048) {
    await Promise.all(Array.from({ length: Math.min(2048, TOTAL - i) }, (_, j) => storage.feedbacks.save(feedback(i + j))));
  }
  const seedSeconds = Number(process.hrtime.bigint() - seedStart) / 1e9;
  console.log(`${name}: seeded ${TOTAL.toLocaleString('en')} feedbacks in ${seedSeconds.toFixed(1)} s: ${Math.round(TOTAL / seedSeconds).toLocaleString('en')} saves/s through the group commit with rollups`);

  const range = { from: new Date(END - 30 * DAY).toISOString().slice(0, 10), to: new Date(END).toISOString().slice(0, 10) };
  const rollup = await runs(() => resultsSummary(storage, FLOW, resultsFilter(FLOW.id, range), 'day'));
  console.log(`${name}: summary of 30 days from the rollups: ${ms(rollup)} — target ≤ 200 ms: ${verdict(rollup.median, 200)}`);
  const yearRollup = await runs(() => resultsSummary(storage, FLOW, resultsFilter(FLOW.id, {}), 'week'));
  console.log(`${name}: summary of all ${TOTAL.toLocaleString('en')} (a year) from the rollups: ${ms(yearRollup)}`);
  // The naive read: the same 30-day summary counted from the feedbacks (an answer filter every feedback passes).
  const naive = await runs(() => resultsSummary(storage, FLOW, resultsFilter(FLOW.id, { ...range, answer: ['nps:range:0..10'] }), 'day'), Math.min(RUNS, 3));
  console.log(`${name}: the same summary counted from the feedbacks (naive): ${ms(naive)}`);
  const filtered = await runs(() => resultsSummary(storage, FLOW, resultsFilter(FLOW.id, { ...range, answer: ['c1:is:c1-2'] }), 'day'), Math.min(RUNS, 3));
  console.log(`${name}: 30-day summary with an answer filter: ${ms(filtered)} — target ≤ 2 s: ${verdict(filtered.median, 2000)}`);
  const yearFiltered = await runs(() => resultsSummary(storage, FLOW, resultsFilter(FLOW.id, { answer: ['c1:is:c1-2'] }), 'week'), 1);
  console.log(`${name}: whole-year summary with an answer filter (all ${TOTAL.toLocaleString('en')} read): ${ms(yearFiltered)} — target ≤ 2 s: ${verdict(yearFiltered.median, 2000)}`);

  // A table page at depth: the cursor of the feedback half-way through, then 50 rows after it.
  const all = resultsFilter(FLOW.id, {});
  const middle = await storage.results.scan({ flowId: FLOW.id, order: 'desc', limit: 1, after: { at: END - 182 * DAY, id: '' } });
  const cursor = { at: middle[0]!.createdAt, id: middle[0]!.id };
  const page = await runs(async () => {
    let n = 0;
    for await (const _row of filteredFeedbacks(storage, all, 'desc', cursor)) if (++n === 50) break;
  }, RUNS * 4);
  console.log(`${name}: a 50-row table page half-way (≈${Math.round(TOTAL / 2).toLocaleString('en')} deep): ${ms(page)} — target ≤ 50 ms: ${verdict(page.median, 50)}`);

  const exportRun = await timed(async () => {
    let rows = 0;
    let bytes = 0;
    for await (const stored of filteredFeedbacks(storage, all, 'desc')) {
      bytes += feedbackRows(stored).map((row) => row.join(',')).join('\n').length + 1;
      rows++;
    }
    return { rows, bytes };
  });
  const perSecond = exportRun.value.rows / (exportRun.ms / 1000);
  console.log(`${name}: CSV export of ${exportRun.value.rows.toLocaleString('en')} feedbacks (${(exportRun.value.bytes / 1e6).toFixed(0)} MB) in ${(exportRun.ms / 1000).toFixed(1)} s: ${Math.round(perSecond).toLocaleString('en')} feedbacks/s — target ≥ 50,000: ${verdict(perSecond, 50_000, false)}; peak RSS so far ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
}

console.log(`${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · Node ${process.version} · load average ${os.loadavg()[0]!.toFixed(1)} · ${TOTAL.toLocaleString('en')} feedbacks`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canvass-results-bench-'));
const sqlite = await createStorage({ databaseUrl: undefined, dataDir });
try {
  await bench('SQLite', sqlite);
} finally {
  await sqlite.close();
  rmSync(dataDir, { recursive: true, force: true });
}
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  const driver = postgresTestDriver(postgresUrl);
  const storage = await createStorage(await driver.fresh());
  try {
    await bench('PostgreSQL', storage);
  } finally {
    await storage.close();
    await driver.cleanup();
  }
}
console.log(`load average after: ${os.loadavg()[0]!.toFixed(1)}`);
