// `npm run bench:widget`: only the widget figures of `npm run bench` (issue #21): the loader's size against its
// budget, and click → first question with a prepared frame and cold, beside the hosted page's first question.
import os from 'node:os';
import { bundleFigures } from './browser';
import { snapshotClient } from './client-snapshot';
import { loaderLine, widgetOpenFigures, widgetOpenLines } from './widget-open';

const client = await snapshotClient();
try {
  console.log(`${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · load average ${os.loadavg().map((n) => n.toFixed(2)).join(', ')} · Node ${process.version}`);
  console.log(loaderLine(bundleFigures(client.dir).loaderKb));
  for (const line of widgetOpenLines(await widgetOpenFigures(client.dir, Number(process.env.BENCH_WIDGET_RUNS ?? 8)))) console.log(line);
  console.log(`Load average after: ${os.loadavg().map((n) => n.toFixed(2)).join(', ')}`);
} finally {
  client.remove();
}
