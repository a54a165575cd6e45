// `npm run bench:editor`: only the flow editor's figures of `npm run bench` (bench/editor-open.ts), on a copy of
// the built client (`npm run build` first for a fresh one).
import os from 'node:os';
import { snapshotClient } from './client-snapshot';
import { editorFigures, editorLines } from './editor-open';

const client = await snapshotClient();
try {
  console.log(`${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · Node ${process.version} · load average ${os.loadavg()[0]!.toFixed(1)}`);
  for (const line of editorLines(await editorFigures(client.dir, { opens: Number(process.env.BENCH_OPENS ?? 5), edits: Number(process.env.BENCH_EDITS ?? 40) }))) console.log(line);
  console.log(`load average after: ${os.loadavg()[0]!.toFixed(1)}`);
} finally {
  client.remove();
}
