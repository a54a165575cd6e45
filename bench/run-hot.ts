// `npm run bench:hot`: only the hot-path figures of `npm run bench` (bench/hot-paths.ts), with the machine's load.
import os from 'node:os';
import { benchHotPaths, hotPathLines } from './hot-paths';
import { snapshotClient } from './client-snapshot';

const client = await snapshotClient();
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(', ');
console.log(`${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · Node ${process.version} · load average before ${load()}`);
try {
  for (const line of hotPathLines(await benchHotPaths(client.dir))) console.log(line);
} finally {
  client.remove();
}
console.log(`Load average after: ${load()}`);
