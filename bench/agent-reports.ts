// `npm run bench:agent-reports` (issue #22): AGENT_BENCH_CHATS (100,000) chats over a year, each with a customer
// message, most with an agent reply, a third closed, a quarter rated, spread over 8 agents, written straight into the
// tables; then the reports of 30 days and of a whole year (chats per day, first response, resolution, ratings per
// agent: the three GROUP BY queries GET /v1/agent/reports runs) and the minute's "still waiting" scan. SQLite always;
// PostgreSQL too when TEST_DATABASE_URL is set. In-process (no HTTP): the figures are the database's.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase, type Database } from '../src/server/storage/database';
import { migrateToLatest } from '../src/server/storage/migrations';
import { createChatReports } from '../src/server/storage/chat-reports';
import { createChatWaits } from '../src/server/storage/chat-waits';
import { sqlBoolean } from '../src/server/storage/columns';
import { summarise } from './stats';

const TOTAL = Number(process.env.AGENT_BENCH_CHATS ?? 100_000);
const RUNS = Number(process.env.AGENT_BENCH_RUNS ?? 5);
const DAY = 86_400_000;
const END = Date.parse('2026-03-01T00:00:00Z');
const AGENTS = Array.from({ length: 8 }, (_, i) => `agent-${i}`);
const BATCH = 500;

async function seed(db: Kysely<Database>): Promise<void> {
  for (let start = 0; start < TOTAL; start += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, TOTAL - start) }, (_, j) => start + j);
    const at = (i: number) => END - Math.floor((i / TOTAL) * 365 * DAY);
    const status = (i: number) => (i % 3 === 0 ? 'closed' : i % 7 === 0 ? 'queued' : 'open');
    await db.insertInto('feedbacks').values(ids.map((i) => ({
      id: `chat-${i}`, node_id: 'bench-node', flow_id: 'bench-flow', flow_version: 1, completed: sqlBoolean(true),
      payload: JSON.stringify({ responses: [], customer: { name: `Customer ${i}` } }), identity: '{}', device_id: null,
      chat_token: `token-${i}`, chat_status: status(i), created_at: at(i), updated_at: at(i),
    }))).execute();
    await db.insertInto('chat_messages').values(ids.flatMap((i) => [
      { id: `m-${i}-c`, feedback_id: `chat-${i}`, actor: 'customer', body: 'Hello, my order is late', attachment: null, agent: null, client_id: null, created_at: at(i) + 1_000 },
      ...(i % 5 === 0 ? [] : [{ id: `m-${i}-a`, feedback_id: `chat-${i}`, actor: 'agent', body: 'Looking into it', attachment: null, agent: null, client_id: null, created_at: at(i) + 1_000 + (i % 600) * 1_000 }]),
    ])).execute();
    await db.insertInto('chat_assignments').values(ids.filter((i) => i % 4 !== 0).map((i) => ({ feedback_id: `chat-${i}`, user_id: AGENTS[i % AGENTS.length]!, assigned_at: at(i) }))).execute();
    const closed = ids.filter((i) => status(i) === 'closed');
    if (closed.length) await db.insertInto('chat_resolutions').values(closed.map((i) => ({ feedback_id: `chat-${i}`, closed_at: at(i) + 3_600_000, closed_by: AGENTS[i % AGENTS.length]! }))).execute();
    const rated = ids.filter((i) => i % 4 === 1);
    if (rated.length) await db.insertInto('chat_ratings').values(rated.map((i) => ({ id: `r-${i}`, feedback_id: `chat-${i}`, rating: [0, 50, 100][i % 3]!, created_at: at(i) + 3_700_000 }))).execute();
  }
}

async function runs(work: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await work();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return summarise(samples);
}
const ms = (s: ReturnType<typeof summarise>) => `median ${s.median.toFixed(1)} ms (min ${s.min.toFixed(1)}, max ${s.max.toFixed(1)}, n=${s.n})`;

async function bench(name: string, db: Kysely<Database>): Promise<void> {
  const started = process.hrtime.bigint();
  await seed(db);
  console.log(`${name}: seeded ${TOTAL.toLocaleString('en')} chats in ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s`);
  const reports = createChatReports(db);
  const report = (days: number) => {
    const period = { since: END - days * DAY, until: END, offsetMs: 180 * 60_000 };
    return Promise.all([reports.days(period), reports.totals(period), reports.ratingsByAgent(period)]);
  };
  console.log(`${name}: the reports of 30 days: ${ms(await runs(() => report(30)))} — target ≤ 200 ms`);
  console.log(`${name}: the reports of a year (${TOTAL.toLocaleString('en')} chats): ${ms(await runs(() => report(366)))} — target ≤ 2 s`);
  const waits = createChatWaits(db);
  console.log(`${name}: the minute's "still waiting" scan (${Math.round(TOTAL * (2 / 3)).toLocaleString('en')} open or queued chats): ${ms(await runs(() => waits.unnoticed(END, 100)))}`);
}

console.log(`${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · Node ${process.version} · load average ${os.loadavg()[0]!.toFixed(1)}`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canvass-agent-bench-'));
const sqlite = openDatabase(undefined, { dataDir });
try {
  await migrateToLatest(sqlite.db, sqlite.driver);
  await bench('SQLite', sqlite.db);
} finally {
  await sqlite.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  const { postgresTestDriver } = await import('../src/server/storage/test-drivers');
  const driver = postgresTestDriver(postgresUrl);
  const fresh = await driver.fresh();
  const postgres = openDatabase(fresh.databaseUrl, { dataDir: fresh.dataDir });
  try {
    await migrateToLatest(postgres.db, postgres.driver);
    await bench('PostgreSQL', postgres.db);
  } finally {
    await postgres.db.destroy();
    await driver.cleanup();
  }
}
console.log(`load average after: ${os.loadavg()[0]!.toFixed(1)}`);
