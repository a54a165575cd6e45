// `npm run bench`: measures Canvass on this machine and writes bench/results.md (not committed).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { benchEngine } from './engine';
import { us } from './stats';
import { benchFanOut, benchSubmits, hasPostgres } from './server';
import { bundleFigures, pageFigures } from './browser';

const lines: string[] = [];
const out = (line = '') => {
  console.log(line);
  lines.push(line);
};

out(`# Canvass benchmark`);
out();
out(`${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · Node ${process.version}`);
out();
out('## Engine (answer = store + validate + triggers; move = rules + target)');
out();
out('| flow | questions | triggers+rules | load | answer median | answer p95 | move median | heap growth |');
out('|---|---|---|---|---|---|---|---|');
// Warm the JIT on a mid-size flow first so the small flow is not measured cold.
benchEngine(20, 10, 3);
const figures = [benchEngine(5, 5, 40), benchEngine(50, 10, 10), benchEngine(200, 20, 5)];
for (const f of figures) {
  out(`| ${f.size} | ${f.questions} | ${f.triggersAndRules} | ${f.loadMs.toFixed(2)} ms | ${us(f.answerMedianMs)} | ${us(f.answerP95Ms)} | ${us(f.moveMedianMs)} | ${f.peakHeapMb.toFixed(1)} MB |`);
}
const small = figures[0]!;
const large = figures[2]!;
out();
out(`Per-answer cost at 200 x 20 is ${(large.answerMedianMs / small.answerMedianMs).toFixed(2)}× the cost at 5 x 5 (target ≤ 2×); median ${us(large.answerMedianMs)} (target < 20 µs).`);

out();
out('## Server (loopback, 50 concurrent clients, 10 s each)');
out();
out('| database | submits/s | p50 | p99 | errors | stored |');
out('|---|---|---|---|---|---|');
for (const driver of hasPostgres() ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)) {
  const f = await benchSubmits(driver);
  out(`| ${f.driver} | ${f.requestsPerSecond.toFixed(0)} | ${f.p50Ms} ms | ${f.p99Ms} ms | ${f.errors} | ${f.stored} |`);
}
if (!hasPostgres()) out('(PostgreSQL skipped: set TEST_DATABASE_URL)');
const fan = await benchFanOut(1000, 5);
out();
out(`Chat fan-out: agent reply to ${fan.sockets} subscribed sockets, ${fan.replies} replies: p50 ${fan.p50Ms.toFixed(1)} ms, p99 ${fan.p99Ms.toFixed(1)} ms (target p99 < 100 ms).`);

out();
out('## Browser (headless Chromium, localhost, built client)');
out();
const bundles = bundleFigures();
const pages = await pageFigures();
out(`- /feedback: first question visible ${pages.firstQuestionMs.median.toFixed(0)} ms median (p95 ${pages.firstQuestionMs.p95.toFixed(0)} ms); JavaScript transferred ${pages.initialJsKb.toFixed(1)} KB gzip (budget 90 KB).`);
out(`- Loader: ${bundles.loaderKb.toFixed(2)} KB gzip (budget 5 KB); script tag to launcher visible ${pages.widgetLauncherMs.median.toFixed(0)} ms; click to first question in the frame ${pages.widgetFirstQuestionMs.median.toFixed(0)} ms.`);
const over = bundles.pluginChunks.filter((c) => c.kb > 10);
out(`- Plugin view chunks: ${bundles.pluginChunks.length}, largest ${bundles.pluginChunks[0]?.kb.toFixed(1)} KB gzip; over the 10 KB budget: ${over.length === 0 ? 'none' : over.map((c) => `${c.file} ${c.kb.toFixed(1)} KB`).join(', ')}.`);
writeFileSync(new URL('./results.md', import.meta.url), `${lines.join('\n')}\n`);
