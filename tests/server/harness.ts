// Starts the real server on a free port over a real database for integration tests.
import { mkdtempSync, rmSync } from 'node:fs';
import dns from 'node:dns/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { readConfig, type ServerConfig } from '../../src/server/config';
import { startServer, type RunningServer, type StartOptions } from '../../src/server/start';
import { createStorage } from '../../src/server/storage/create-storage';
import type { KeepResults } from '../../src/server/storage/feedback-repository';
import type { OutgoingMail } from '../../src/server/messaging/mail-sender';

export type Driver = 'sqlite' | 'postgres';

/** The PostgreSQL the environment provides (CI sets TEST_DATABASE_URL), or undefined to skip those runs. */
export const postgresUrl: string | undefined = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

/** Drivers to run a suite on: SQLite always, PostgreSQL when the environment has one. */
export const drivers: Driver[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * A fresh PostgreSQL database for one suite, so parallel suites never see each other's rows. A database rather
 * than a schema: Kysely's migrator lists the tables of every schema in its database, which races with another
 * suite dropping its schema at that moment.
 */
export async function freshPostgresSchema(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `canvass_t_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface TestServer extends RunningServer {
  config: ServerConfig;
  /** SMS texts the server sent, newest last. */
  sms: { address: string; text: string }[];
  /** Mails the server made, newest last, unless env.SMTP_URL sends them to a real SMTP server. */
  mails: OutgoingMail[];
  /** Moves the server's clock. */
  clock: { now: number };
  stop(): Promise<void>;
}

export interface TestServerOptions extends Omit<StartOptions, 'clock' | 'sms' | 'mail'> {
  driver?: Driver;
  /** With env.DATABASE_URL: use that database as it is (a second process on the first one's schema). */
  sharedSchema?: boolean;
  env?: Record<string, string>;
  now?: number;
  /** The wall clock instead of a fixed one the test moves (the benches: submits then carry their real times). */
  wallClock?: boolean;
  /** false, or a function answering false: feedbacks are saved without their results (bench:server's results on ÷ off; see createStorage). */
  keepResults?: KeepResults;
}

/**
 * Tests name webhook endpoints under `.test` and `.invalid` (RFC 6761: never resolvable). The system resolver still
 * asks the network for them, about 3 s each here, on libuv's four threads that file reads share too; this answers
 * them as not found at once, as they would be, and leaves every other name to the system.
 */
const reservedNamesNotFound = async (hostname: string) => {
  if (/\.(test|invalid)\.?$/i.test(hostname)) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
  return dns.lookup(hostname, { all: true, verbatim: true });
};

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canvass-test-'));
  const schema = options.driver === 'postgres' && postgresUrl && !options.sharedSchema ? await freshPostgresSchema(postgresUrl) : undefined;
  const config = readConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    AGENT_TOKEN: 'test-agent-token-0123456789',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Every test client shares 127.0.0.1; tests/reliability/socket-limits.test.ts checks the realtime limits.
    SOCKETS_PER_ADDRESS: '0',
    SOCKET_SUBSCRIBES_PER_MINUTE: '0',
    // Tests' upstreams and webhook receivers listen on loopback; tests of the guard set it to 'false'.
    WEBHOOK_ALLOW_PRIVATE: 'true',
    ...(schema ? { DATABASE_URL: schema.url } : {}),
    ...options.env,
  });
  const sms: { address: string; text: string }[] = [];
  const mails: OutgoingMail[] = [];
  const clock = { now: options.now ?? Date.parse('2026-03-02T10:00:00Z') };
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }) as unknown as FastifyBaseLogger;
  // The server closes only the storage it opened itself.
  const ownStorage = options.storage === undefined && options.keepResults !== undefined && options.keepResults !== true
    ? await createStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, keepResults: options.keepResults })
    : undefined;
  const storage = options.storage ?? ownStorage;
  const server = await startServer(config, {
    ...options,
    storage,
    log,
    clock: options.wallClock ? Date.now : () => clock.now,
    // A test that configures SMS_SENDER talks to a real gateway on loopback instead of this recorder.
    sms: options.env?.SMS_SENDER ? undefined : { send: async (address, text) => void sms.push({ address, text }) },
    mail: options.env?.SMTP_URL ? undefined : { delivers: false, send: async (mail) => void mails.push(mail) },
    webhookWorker: { resolve: reservedNamesNotFound, ...options.webhookWorker },
  });
  const running: TestServer = {
    ...server,
    config,
    sms,
    mails,
    clock,
    async stop() {
      await running.close();
      await ownStorage?.close();
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return running;
}

/**
 * Stops the server process and starts a new one on the same port, database and data folder, as a restart
 * in production would: what was stored must still be there, and clients reconnect by themselves.
 */
export async function restartTestServer(server: TestServer): Promise<void> {
  await server.close();
  const port = new URL(server.url).port;
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }) as unknown as FastifyBaseLogger;
  const next = await startServer({ ...server.config, port: Number(port) }, { log, clock: () => server.clock.now, sms: { send: async (address, text) => void server.sms.push({ address, text }) }, mail: server.config.mail.smtpUrl ? undefined : { delivers: false, send: async (mail) => void server.mails.push(mail) } });
  Object.assign(server, { app: next.app, io: next.io, storage: next.storage, realtime: next.realtime, close: next.close });
}

/** fetch against the test server with JSON in and out. */
export async function call(server: { url: string }, method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${pathname}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  // Tests read fields of many shapes; `any` keeps them short and the assertions check the values.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, headers: response.headers, json: json as any, text };
}
