// The Canvass server of the browser benches, in a process of its own (forked by bench/screen.ts and
// bench/browser.ts): the browser driver's events do not share its event loop, as they would not for a respondent.
// It serves the built client from BENCH_CLIENT_DIR with the flows and nodes of the JSON file BENCH_DOCUMENTS, or
// with the demo of `npm start` when none is given.
import { readFileSync } from 'node:fs';
import { seedDemoIfEmpty } from '../src/server/seed/seed-demo';
import { importDocuments } from '../src/server/services/import-documents';
import { startTestServer } from '../tests/server/harness';
import { serveParent } from './child-process';

const server = await startTestServer({ now: Date.now(), env: { CLIENT_DIR: process.env.BENCH_CLIENT_DIR! } });
server.clock.now = Date.now();
if (process.env.BENCH_DOCUMENTS) {
  const report = await importDocuments(server.storage, JSON.parse(readFileSync(process.env.BENCH_DOCUMENTS, 'utf8')), server.plugins, Date.now());
  if (report.problems.length > 0) throw new Error(`bench documents rejected: ${report.problems.slice(0, 3).join('; ')}`);
} else {
  await seedDemoIfEmpty(server.storage, Date.now());
}
serveParent({ url: server.url }, () => server.stop());
