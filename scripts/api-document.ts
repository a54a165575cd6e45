// The management API's OpenAPI document, built from the routes in memory (no server listening, no database file),
// and the TypeScript types the console's client is generated from (`npm run api:types`).
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { createStorage } from '../src/server/storage/create-storage';
import { createUploadBlobs } from '../src/server/services/upload-blobs';
import { plugins } from '../plugins';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_TYPES_FILE = path.join(root, 'src', 'console', 'api', 'schema.d.ts');

export async function apiDocument(): Promise<Record<string, unknown>> {
  const config = readConfig({ PORT: '0', DATABASE_URL: 'sqlite::memory:', PUBLIC_URL: 'http://localhost:8080' });
  const storage = await createStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
  const app = await buildApp({ config, storage, realtime: { chatChanged: async () => {}, connectedSockets: () => 0 }, sms: { send: async () => {} }, mail: { delivers: false, send: async () => {} }, notices: { webhookEndpointDisabled: async () => {} }, clock: Date.now, log, files: createUploadBlobs(config), plugins });
  try {
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/v1/manage/openapi.json' });
    return response.json();
  } finally {
    await app.close();
    await storage.close();
  }
}

export async function generateApiTypes(document?: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS((document ?? (await apiDocument())) as never, { alphabetize: true, defaultNonNullable: false });
  return `/* Generated from the management API's OpenAPI document by \`npm run api:types\`. Do not edit. */\n${astToString(ast)}`;
}
