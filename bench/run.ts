// `npm run bench`: Canvass and its anchors (SurveyJS, Formbricks' loader) on the same work in this one process,
// with ratios, so a noisy machine slows both sides alike. Writes bench/results.md (not committed).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { formbricksLoader } from './anchors/formbricks';
import { bundleFigures } from './browser';
import { loaderLine, widgetOpenFigures, widgetOpenLines } from './widget-open';
import { snapshotClient } from './client-snapshot';
import { editorFigures, editorLines } from './editor-open';
import { compareEngines, warmUpEngines, type EngineComparison } from './engine';
import { mb, ratio, spread, time, verdict } from './format';
import { compareScreens } from './screen';
import { compareFirstQuestions, firstQuestionLines } from './first-question';
import { fanOutLines, resultsCostLines, submitRatioLine, submitRow, submitsOnBothDatabases } from './chat-and-submits';
import { benchProcesses } from './server-processes';
import { benchHotPaths, hotPathLines } from './hot-paths';
import { postgresUrl } from '../tests/server/harness';
import { generateWorkload, type Workload } from './workload';

const lines: string[] = [];
const out = (line = '') => {
  console.log(line);
  lines.push(line);
};

/** Runs per size: survey-core needs about 6 minutes for one pass of 200 x 20, so it gets one unless asked. */
const LARGE_SURVEYJS_RUNS = Number(process.env.BENCH_LARGE_SURVEYJS_RUNS ?? 1);
const SIZES: { pages: number; perPage: number; canvass: number; surveyjs: number }[] = [
  { pages: 5, perPage: 5, canvass: 10, surveyjs: 5 },
  { pages: 50, perPage: 10, canvass: 10, surveyjs: 3 },
  { pages: 200, perPage: 20, canvass: 5, surveyjs: LARGE_SURVEYJS_RUNS },
];

const client = await snapshotClient();
out('# Canvass benchmark');
out();
out(`${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · Node ${process.version} · Chromium ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`);

out();
out('## Engine: Canvass versus survey-core (same workload, same answer script, same final answers)');
out();
out('Build: Canvass validate + compile + start, SurveyJS `new Model(json)`. Answer: store + visibility recompute. Peak heap: highest sample (after build and each move) over the heap before the run, garbage included; retained: after a full GC at the end, the model alive. Median over runs (min–max).');
out();
out('| size | questions (conditions, jumps) | answers | engine | runs | build | answer median | answer p95 | move median | peak heap | retained heap |');
out('|---|---|---|---|---|---|---|---|---|---|---|');
warmUpEngines();
const engines: EngineComparison[] = [];
for (const size of SIZES) {
  const c = compareEngines(generateWorkload(size.pages, size.perPage), size);
  engines.push(c);
  for (const [name, side] of [['Canvass', c.canvass], ['SurveyJS', c.surveyjs]] as const) {
    out(`| ${c.size} | ${c.questions} (${c.conditions}, ${c.jumps}) | ${c.answered} | ${name} | ${side.runs} | ${spread(side.buildMs, time, side.runs)} | ${spread(side.answerMedianMs, time, side.runs)} | ${spread(side.answerP95Ms, time, side.runs)} | ${spread(side.moveMedianMs, time, side.runs)} | ${spread(side.peakHeapMb, mb, side.runs)} | ${spread(side.retainedHeapMb, mb, side.runs)} |`);
  }
}
out();
out('SurveyJS ÷ Canvass (range from the runs\' extremes):');
out();
out('| size | build | answer median | answer p95 | move median | peak heap | retained heap |');
out('|---|---|---|---|---|---|---|');
for (const c of engines) {
  const r = (pick: (s: EngineComparison['canvass']) => Parameters<typeof ratio>[0]) => ratio(pick(c.surveyjs), pick(c.canvass)).text;
  out(`| ${c.size} | ${r((s) => s.buildMs)} | ${r((s) => s.answerMedianMs)} | ${r((s) => s.answerP95Ms)} | ${r((s) => s.moveMedianMs)} | ${r((s) => s.peakHeapMb)} | ${r((s) => s.retainedHeapMb)} |`);
}
const [small, , large] = engines as [EngineComparison, EngineComparison, EngineComparison];
const answerRatio = ratio(large.surveyjs.answerMedianMs, large.canvass.answerMedianMs);
const buildRatio = ratio(large.surveyjs.buildMs, large.canvass.buildMs);
const heapRatio = ratio(large.surveyjs.peakHeapMb, large.canvass.peakHeapMb);
const retainedRatio = ratio(large.surveyjs.retainedHeapMb, large.canvass.retainedHeapMb);
const growth = (e: EngineComparison['canvass'], f: EngineComparison['canvass']) => e.answerMedianMs.median / f.answerMedianMs.median;
out();
out(`- ${large.size} per-answer median: SurveyJS ÷ Canvass ${answerRatio.text} (target ≥ 100×: ${verdict(answerRatio.low, 100)}).`);
out(`- ${large.size} build: ${buildRatio.text} (target ≥ 5×: ${verdict(buildRatio.low, 5)}); heap, target Canvass at most half (≥ 2×): peak ${heapRatio.text} ${verdict(heapRatio.low, 2)}, retained ${retainedRatio.text} ${verdict(retainedRatio.low, 2)}.`);
out(`- Per-answer median at ${large.size} over ${small.size}: Canvass ${growth(large.canvass, small.canvass).toFixed(2)}× (target flat, ≤ 2×: ${growth(large.canvass, small.canvass) <= 2 ? 'met' : 'not met'}), SurveyJS ${growth(large.surveyjs, small.surveyjs).toFixed(2)}×.`);

out();
out('## Screen: /feedback versus a survey-react-ui page, 50 x 10 workload, headless Chromium, localhost');
out();
const workload: Workload = generateWorkload(50, 10);
const [canvassPage, surveyPage] = await compareScreens(workload, client.dir);
out('| page | first question visible, median (min–max) | loads | initial JavaScript (gzip) | click → visibility update, median (p95) | clicks |');
out('|---|---|---|---|---|---|');
for (const p of [canvassPage!, surveyPage!]) {
  out(`| ${p.name} | ${spread(p.firstQuestionMs)} | ${p.firstQuestionMs.n} | ${p.initialJsKb.toFixed(1)} KB in ${p.jsFiles} file${p.jsFiles === 1 ? '' : 's'} | ${time(p.clickMs.median)} (${time(p.clickMs.p95)}) | ${p.clickMs.n} |`);
}
const firstRatio = ratio(surveyPage!.firstQuestionMs, canvassPage!.firstQuestionMs);
const jsRatio = surveyPage!.initialJsKb / canvassPage!.initialJsKb;
// Clicks are samples within one load, not runs: their ratio is of medians and of p95s, without a range.
const clickRatio = surveyPage!.clickMs.median / canvassPage!.clickMs.median;
const clickP95Ratio = surveyPage!.clickMs.p95 / canvassPage!.clickMs.p95;
out();
out(`- First question: SurveyJS ÷ Canvass ${firstRatio.text} (target ≥ 2×: ${verdict(firstRatio.low, 2)}).`);
out(`- Initial JavaScript: SurveyJS ÷ Canvass ${jsRatio.toFixed(2)}× (target ≥ 4×: ${verdict(jsRatio, 4)}).`);
out(`- Click to visibility update: SurveyJS ÷ Canvass ${clickRatio.toFixed(1)}× at the median, ${clickP95Ratio.toFixed(1)}× at p95, over ${canvassPage!.clickMs.n} clicks each.`);

out();
out('## First question: a static page, Canvass drawn by the server and hydrated, SurveyJS (issue #21)');
out();
for (const line of firstQuestionLines(await compareFirstQuestions(workload, client.dir))) out(line);

out();
out('## Widget');
out();
const bundles = bundleFigures(client.dir);
const formbricks = formbricksLoader();
out(loaderLine(bundles.loaderKb));
out(`- Formbricks @formbricks/js ${formbricks.version} ${formbricks.kb.toFixed(2)} KB gzip; Formbricks then loads its SDK (\`/js/formbricks.umd.cjs\`) and what it fetches from its server before a survey shows: not measurable here (no Formbricks server offline).`);
for (const line of widgetOpenLines(await widgetOpenFigures(client.dir))) out(line);
const over = bundles.pluginChunks.filter((c) => c.kb > 10);
out(`- Plugin view chunks: ${bundles.pluginChunks.length}, largest ${bundles.pluginChunks[0]?.kb.toFixed(1)} KB gzip; over the 10 KB budget: ${over.length === 0 ? 'none' : over.map((c) => `${c.file} ${c.kb.toFixed(1)} KB`).join(', ')}.`);

out();
out('## Console and flow editor: a 200 x 20 flow, headless Chromium, the server on SQLite (issue #18)');
out();
for (const line of editorLines(await editorFigures(client.dir))) out(line);

out();
out('## Server (loopback, 50 concurrent clients, 10 s each)');
out();
out('| database | server | submits/s | p50 | p99 | errors | stored |');
out('|---|---|---|---|---|---|---|');
const submits = await submitsOnBothDatabases();
for (const f of submits) out(submitRow(f));
if (postgresUrl) {
  const one = await benchProcesses(postgresUrl, 1, client.dir);
  const two = await benchProcesses(postgresUrl, 2, client.dir);
  for (const f of [one, two]) out(`| postgres | ${f.processes > 1 ? `${f.processes} processes (npm start), clients split` : '1 process (npm start)'} | ${f.requestsPerSecond.toFixed(0)} | ${f.p50Ms} ms | ${f.p99Ms} ms | ${f.errors} | |`);
  out();
  out(`Two server processes on one PostgreSQL ÷ one: ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}× submits/s on ${os.cpus().length} cores shared with the load generator and PostgreSQL.`);
} else {
  out('(PostgreSQL skipped: set TEST_DATABASE_URL)');
}
out();
out(submitRatioLine(submits));
for (const line of await resultsCostLines()) out(line);
out();
for (const line of await fanOutLines()) out(line);
out();
out('## Hot paths (loopback, 50 connections, 3 rounds of 3 s per path, servers in their own processes)');
out();
for (const line of hotPathLines(await benchHotPaths(client.dir))) out(line);
client.remove();
writeFileSync(new URL('./results.md', import.meta.url), `${lines.join('\n')}\n`);
