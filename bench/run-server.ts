// `npm run bench:server`: only the submit and fan-out figures of `npm run bench` (bench/chat-and-submits.ts).
import os from 'node:os';
import { fanOutLines, resultsCostLines, submitRatioLine, submitRow, submitsOnBothDatabases } from './chat-and-submits';

console.log(`${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · Node ${process.version}`);
console.log('| database | server | submits/s | p50 | p99 | errors | stored |');
console.log('|---|---|---|---|---|---|---|');
const submits = await submitsOnBothDatabases();
for (const f of submits) console.log(submitRow(f));
console.log(submitRatioLine(submits));
for (const line of await resultsCostLines()) console.log(line);
for (const line of await fanOutLines()) console.log(line);
