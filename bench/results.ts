// `npm run bench:results` (issue #19): a 10-question flow with RESULTS_BENCH_FEEDBACKS (1,000,000) feedbacks over a
// year, seeded with multi-row inserts of the rows the storage itself writes (newFeedbackRow) in big transactions,
// then the rollups built by the storage's rebuild (`canvass results rebuild`'s code). Then: the summary of a 30-day
// range from the rollups and the same counted from the feedbacks (the naive read), summaries with an answer filter,
// table pages at several depths, export rows per second with the RSS sampled through it, and last the submit rate
// through the real save path (group commit) with the rollups kept and not kept, in alternating rounds of
// RESULTS_BENCH_SUBMITS saves. SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. In-process (no HTTP), so
// the figures are the storage's and the counting's.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Flow } from '../src/types/schemas';
import { createStorage } from '../src/server/storage/create-storage';
import type { SaveFeedbackInput, Storage } from '../src/server/storage/storage';
import { openDatabase } from '../src/server/storage/database';
import { createFeedbackRepository } from '../src/server/storage/feedback-repository';
import { newFeedbackRow } from '../src/server/storage/feedback-rows';
import { rebuildResults } from '../src/server/storage/answer-index';
import { postgresTestDriver } from '../src/server/storage/test-drivers';
import { resultsFilter } from '../src/server/results/filters';
import { filteredFeedbacks, resultsSummary } from '../src/server/results/results-service';
import { feedbackCsv } from '../src/server/services/export-feedbacks';
import { summarise } from './stats';

const TOTAL = Number(process.env.RESULTS_BENCH_FEEDBACKS ?? 1_000_000);
const RUNS = Number(process.env.RESULTS_BENCH_RUNS ?? 5);
const SUBMITS = Number(process.env.RESULTS_BENCH_SUBMITS ?? 20_000);
/** Rows per insert statement (14 columns: under SQLite's 32,766 bound values) and per seeding transaction. */
const ROWS_PER_INSERT = 1000;
const ROWS_PER_TRANSACTION = 50_000;
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

const perSecond = (count: number, ms: number) => Math.round(count / (ms / 1000)).toLocaleString('en');
const load = () => `load ${os.loadavg()[0]!.toFixed(1)}`;

type Seeder = ReturnType<typeof openDatabase>['db'];

/** The feedbacks written straight into their table in big transactions, then the rollups recounted from them. */
async function seed(name: string, db: Seeder): Promise<void> {
  const inserted = await timed(async () => {
    for (let start = 0; start < TOTAL; start += ROWS_PER_TRANSACTION) {
      await db.transaction().execute(async (trx) => {
        for (let i = start; i < Math.min(start + ROWS_PER_TRANSACTION, TOTAL); i += ROWS_PER_INSERT) {
          const rows = Array.from({ length: Math.min(ROWS_PER_INSERT, TOTAL - i) }, (_, j) => newFeedbackRow(`bench-${String(i + j).padStart(8, '0')}`, feedback(i + j)));
          await trx.insertInto('feedbacks').values(rows).execute();
        }
      });
    }
  });
  console.log(`${name}: inserted ${TOTAL.toLocaleString('en')} feedbacks in ${(inserted.ms / 1000).toFixed(1)} s (${perSecond(TOTAL, inserted.ms)} rows/s, ${load()})`);
  const rebuilt = await timed(() => rebuildResults(db));
  console.log(`${name}: rollups and answer index rebuilt from ${rebuilt.value.toLocaleString('en')} feedbacks in ${(rebuilt.ms / 1000).toFixed(1)} s (${perSecond(rebuilt.value, rebuilt.ms)} feedbacks/s, ${load()})`);
}

/**
 * Saves through the group commit (waves of 2048 concurrent saves), rounds alternating rollups on and off. They arrive
 * as live submits do, all today: a batch's feedbacks then share their rollup rows.
 */
async function submits(name: string, db: Seeder): Promise<void> {
  const rates: Record<'on' | 'off', number[]> = { on: [], off: [] };
  let next = TOTAL;
  for (let round = 0; round < 6; round++) {
    const rollups = round % 2 === 0;
    const repository = createFeedbackRepository(db, { rollups });
    const run = await timed(async () => {
      for (let i = 0; i < SUBMITS; i += 2048) {
        await Promise.all(Array.from({ length: Math.min(2048, SUBMITS - i) }, (_, j) => repository.save({ ...feedback(next + i + j), now: END + next + i + j })));
      }
    });
    next += SUBMITS;
    rates[rollups ? 'on' : 'off'].push(SUBMITS / (run.ms / 1000));
  }
  const on = summarise(rates.on);
  const off = summarise(rates.off);
  const ratio = on.median / off.median;
  const rate = (s: ReturnType<typeof summarise>) => `median ${Math.round(s.median).toLocaleString('en')}/s (${Math.round(s.min).toLocaleString('en')}–${Math.round(s.max).toLocaleString('en')}, n=${s.n})`;
  // The target (submits/s falls by at most 10 %) is the server's rate over HTTP, which `npm run bench:server` and
  // `npm run bench` measure (chat-and-submits.ts resultsCostLines). This is the storage alone, without the request
  // work every submit also does, so the same results cost is a larger share of it: a stricter figure, shown beside.
  console.log(`${name}: submits through the group commit (storage alone, in-process), ${SUBMITS.toLocaleString('en')} a round, alternating: rollups on ${rate(on)}, off ${rate(off)}: on/off ${ratio.toFixed(2)} (the 0.90 target is taken over HTTP: bench:server) (${load()})`);
}

async function bench(name: string, storage: Storage, db: Seeder): Promise<void> {
  await storage.flows.put(FLOW, END - 400 * DAY);
  await seed(name, db);

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

  // Table pages at depth: the cursor of a feedback that far down (newest first), then 50 rows after it.
  const all = resultsFilter(FLOW.id, {});
  for (const fraction of [0.01, 0.5, 0.99]) {
    const at = await storage.results.scan({ flowId: FLOW.id, order: 'desc', limit: 1, after: { at: END - Math.round(fraction * 365) * DAY, id: '' } });
    const cursor = { at: at[0]!.createdAt, id: at[0]!.id };
    const page = await runs(async () => {
      let n = 0;
      for await (const _row of filteredFeedbacks(storage, all, 'desc', cursor, 50)) if (++n === 50) break;
    }, RUNS * 4);
    console.log(`${name}: a 50-row table page ≈${Math.round(TOTAL * fraction).toLocaleString('en')} deep: ${ms(page)} — target ≤ 50 ms: ${verdict(page.median, 50)}`);
  }

  // The export: RSS sampled every 10,000 feedbacks, so a growing heap would show as a rising peak.
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  // This process's own CPU time beside the wall clock: on a shared machine the wall clock mostly measures the others.
  const cpuBefore = process.cpuUsage();
  const exportRun = await timed(async () => {
    let rows = 0;
    let lines = 0;
    let bytes = 0;
    for await (const stored of filteredFeedbacks(storage, all, 'desc')) {
      const csv = feedbackCsv(stored);
      bytes += csv.length;
      for (let at = csv.indexOf('\n'); at !== -1; at = csv.indexOf('\n', at + 1)) lines++;
      if (++rows % 10_000 === 0) rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }
    return { rows, lines, bytes };
  });
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const { rows, lines, bytes } = exportRun.value;
  const rate = rows / (exportRun.ms / 1000);
  // The target's rows are feedbacks (a table's or an XLSX's row); the CSV has one line per answer, ~10 a feedback here.
  console.log(`${name}: CSV export, rows = feedbacks: ${rows.toLocaleString('en')} in ${(exportRun.ms / 1000).toFixed(1)} s = ${Math.round(rate).toLocaleString('en')} rows/s — target ≥ 50,000 rows/s: ${verdict(rate, 50_000, false)} (${lines.toLocaleString('en')} CSV lines, ${perSecond(lines, exportRun.ms)} lines/s, ${(bytes / 1e6).toFixed(0)} MB); RSS ${(rssBefore / 1e6).toFixed(0)} MB before, peak ${(rssPeak / 1e6).toFixed(0)} MB during; this process's CPU ${(cpuMs / 1000).toFixed(1)} s = ${perSecond(rows, cpuMs)} rows per CPU-second (${load()})`);

  await submits(name, db);
}

console.log(`${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · Node ${process.version} · load average ${os.loadavg()[0]!.toFixed(1)} · ${TOTAL.toLocaleString('en')} feedbacks`);
const only = process.env.RESULTS_BENCH_ONLY; // sqlite | postgres: one database alone
if (only !== 'postgres') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canvass-results-bench-'));
  const sqlite = await createStorage({ databaseUrl: undefined, dataDir });
  // The seeder's own connection to the same file: the storage's repositories stay as the server builds them.
  const seeder = openDatabase(undefined, { dataDir }).db;
  try {
    await bench('SQLite', sqlite, seeder);
  } finally {
    await seeder.destroy();
    await sqlite.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl && only !== 'sqlite') {
  const driver = postgresTestDriver(postgresUrl);
  const options = await driver.fresh();
  const storage = await createStorage(options);
  const seeder = openDatabase(options.databaseUrl, options).db;
  try {
    await bench('PostgreSQL', storage, seeder);
  } finally {
    await seeder.destroy();
    await storage.close();
    await driver.cleanup();
  }
}
console.log(`load average after: ${os.loadavg()[0]!.toFixed(1)}`);
