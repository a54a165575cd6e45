// `npm start`: builds the client when needed, migrates, seeds the demo into an empty database, serves.
import path from 'node:path';
import { readConfig } from './config';
import { ensureClientBuilt } from './client-build';
import { runningFromSource } from './runtime';
import { DEMO, seedDemoIfEmpty } from './seed/seed-demo';
import { setupLinkIfNoOwner } from './accounts/setup-link';
import { startServer } from './start';
import { loadInstalledPlugins } from './installed-plugins';
import { flushServerReporting, startServerReporting } from './observability/server-reporting';

const config = readConfig();
// Before anything else runs, so errors from the start onwards are reported (SENTRY_DSN in production only).
const reporting = await startServerReporting(config);
await ensureClientBuilt(config.clientDir, runningFromSource);
// AGENT_TOKEN, else an earlier release's generated token (DATA_DIR/agent-token, carried into the database so every
// process accepts it): startServer finds it.
// The built-in question styles plus the configured outside ones (README "Question plugins"), as the client build has them.
const server = await startServer(config, { plugins: await loadInstalledPlugins() });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => flushServerReporting()).then(() => process.exit(0));
  });
}
// The server already answers requests: the database going away now must not end the process (an unhandled
// rejection did, and the requests in flight lost their 503). What failed is said, and the server goes on.
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
const seeded = await seedDemoIfEmpty(server.storage, Date.now(), server.plugins).catch((error: unknown) => {
  console.error(`Canvass could not check for the demo (${reason(error)}); it is seeded at the next start.`);
  return false;
});
// PORT=0 lets the system choose a port: the addresses printed then name the one it chose.
const base = config.port === 0 && !process.env.PUBLIC_URL ? `http://localhost:${new URL(server.url).port}` : config.publicUrl;
console.log(`
Canvass is running on ${config.databaseUrl ? 'PostgreSQL' : `SQLite (${path.join(config.dataDir, 'canvass.sqlite')})`}${seeded ? ', with the demo seeded' : ''}${reporting ? `, reporting errors (${config.reporting?.environment})` : ''}.

  Hosted flow:      ${base}/feedback?node_id=${DEMO.nodeId}
  Widget demo page: ${base}/demo
  Agent console:    ${base}/agent
  Console:          ${base}/console
  API reference:    ${base}/v1/manage/reference
`);
// First run: no owner yet. The link goes to the terminal only, never to the log.
const setupLink = await setupLinkIfNoOwner(server.storage, base, Date.now()).catch((error: unknown) => {
  console.error(`Canvass could not make the first-run setup link (${reason(error)}); restart it, or add an owner with \`npm run canvass -- users add\`.`);
  return undefined;
});
if (setupLink) console.log(`  No owner account yet. Create it within 24 hours (the link works once):\n  ${setupLink}\n`);
