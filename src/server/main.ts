// `npm start`: builds the client when needed, migrates, seeds the demo into an empty database, serves.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig, type ServerConfig } from './config';
import { ensureClientBuilt } from './client-build';
import { DEMO, seedDemoIfEmpty } from './seed/seed-demo';
import { newSecret } from './services/tokens';
import { startServer } from './start';
import { flushServerReporting, startServerReporting } from './observability/server-reporting';

/** AGENT_TOKEN, else the one generated at first start and kept in the data folder so it survives restarts. */
function agentToken(config: ServerConfig): { token: string; generated: boolean } {
  if (config.agentToken) return { token: config.agentToken, generated: false };
  const file = path.join(config.dataDir, 'agent-token');
  if (existsSync(file)) return { token: readFileSync(file, 'utf8').trim(), generated: false };
  mkdirSync(config.dataDir, { recursive: true });
  const token = newSecret();
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return { token, generated: true };
}

const config = readConfig();
// Before anything else runs, so errors from the start onwards are reported (SENTRY_DSN in production only).
const reporting = await startServerReporting(config);
await ensureClientBuilt(config.clientDir);
const { token, generated } = agentToken(config);
const server = await startServer({ ...config, agentToken: token });
const seeded = await seedDemoIfEmpty(server.storage, Date.now());
// PORT=0 lets the system choose a port: the addresses printed then name the one it chose.
const base = config.port === 0 && !process.env.PUBLIC_URL ? `http://localhost:${new URL(server.url).port}` : config.publicUrl;
console.log(`
Canvass is running on ${config.databaseUrl ? 'PostgreSQL' : `SQLite (${path.join(config.dataDir, 'canvass.sqlite')})`}${seeded ? ', with the demo seeded' : ''}${reporting ? `, reporting errors (${config.reporting?.environment})` : ''}.

  Hosted flow:      ${base}/feedback?node_id=${DEMO.nodeId}
  Widget demo page: ${base}/demo
  Agent console:    ${base}/agent   (token${generated ? `, generated now and kept in ${path.join(config.dataDir, 'agent-token')}` : ''}: ${token})
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => flushServerReporting()).then(() => process.exit(0));
  });
}
