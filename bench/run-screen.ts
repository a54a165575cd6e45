// `npm run bench:screen`: only the page comparison of issue #21 (static reference, Canvass, SurveyJS), on the built
// client (`npm run build` first). Prints its table and target lines; BENCH_SCREEN_LOADS sets the cold loads per page.
import os from 'node:os';
import { snapshotClient } from './client-snapshot';
import { compareFirstQuestions, firstQuestionLines } from './first-question';
import { generateWorkload } from './workload';

const client = await snapshotClient();
try {
  console.log(`${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  const figures = await compareFirstQuestions(generateWorkload(50, 10), client.dir, Number(process.env.BENCH_SCREEN_LOADS ?? 8));
  for (const line of firstQuestionLines(figures)) console.log(line);
  console.log(`load average after: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
} finally {
  client.remove();
}
