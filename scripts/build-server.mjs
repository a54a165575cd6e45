// `npm run build` (second half): compiles the server to plain JavaScript in dist/server, so production runs
// `node dist/server/main.js` with production dependencies only (no tsx, Parcel or SWC). Our own code (server,
// engine, plugins, JSON such as the demo seed and the schema validators) is bundled; npm packages stay imports
// and resolve from node_modules, which is why everything the server imports is a "dependency" in package.json.
// The outside question plugins configured now (package.json "canvass.plugins" or CANVASS_PLUGINS, README "Question
// plugins") are bundled too, TypeScript and all, as the client build bundles them: the compiled server needs neither
// a compiler nor a plugin's folder at run time.
//   node scripts/build-server.mjs [out folder, default dist/server; it must sit inside the checkout, for node_modules]
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configuredPlugins } from './plugin-config.mjs';
import { sdkFile } from './plugin-sources.mjs';

const root = process.cwd();
const out = process.argv[2] ?? 'dist/server';

/** Replaces src/server/bundled-outside-plugins.ts by the configured plugins' imports, and resolves their SDK imports. */
const outsidePlugins = {
  name: 'outside-plugins',
  setup(builder) {
    builder.onResolve({ filter: /^canvass\/plugin-api\// }, ({ path: specifier }) => {
      const file = sdkFile(root, specifier);
      return file ? { path: file } : undefined;
    });
    builder.onLoad({ filter: /[\\/]src[\\/]server[\\/]bundled-outside-plugins\.ts$/ }, () => {
      const outside = configuredPlugins(root).map(({ name, file }) => ({ name, file: file ?? fileURLToPath(import.meta.resolve(name)) }));
      const contents = [
        ...outside.map(({ file }, i) => `import outside${i} from ${JSON.stringify(file)};`),
        `export const bundledOutsidePlugins = [${outside.map(({ name }, i) => `{ name: ${JSON.stringify(name)}, plugin: outside${i} }`).join(', ')}];`,
      ].join('\n');
      return { contents, loader: 'ts', resolveDir: root };
    });
  },
};

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
  plugins: [outsidePlugins],
});
// The locale files the server reads by language at run time (services/interface-text.ts).
await cp('src/i18n/locales', path.join(out, 'locales'), { recursive: true });
