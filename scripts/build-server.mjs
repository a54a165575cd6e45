// `npm run build` (second half): compiles the server to plain JavaScript in dist/server, so production runs
// `node dist/server/main.js` with production dependencies only (no tsx, Parcel or SWC). Our own code (server,
// engine, plugins, JSON such as the demo seed and the schema validators) is bundled; npm packages stay imports
// and resolve from node_modules, which is why everything the server imports is a "dependency" in package.json.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';

const out = 'dist/server';
await rm(out, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts', cli: 'src/server/cli.ts' },
  outdir: out,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  // Question views import their styles; the server renders no CSS.
  loader: { '.css': 'empty' },
  sourcemap: true,
  // Chunks beside the entries, so import.meta.dirname is dist/server in every file.
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
});
// The locale files the server reads by language at run time (services/interface-text.ts).
await cp('src/i18n/locales', `${out}/locales`, { recursive: true });
