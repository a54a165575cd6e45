// Which outside question plugins a build or a server runs with (README "Question plugins"): the environment's
// CANVASS_PLUGINS (names or paths, comma-separated; empty for none) when set, else package.json "canvass.plugins".
// An entry starting with "." or "/" is a folder (or file) relative to the project root; anything else is an npm
// package name. Read by the Parcel resolver (the client build), the server build, the server and the CLIs, so they agree.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

const INDEX_FILES = ['index.ts', 'index.tsx', 'index.js', 'index.mjs'];

/** The entries as configured, unresolved: what the compiled server compares with the plugins built into it. */
export function configuredPluginNames(root, env = process.env) {
  const listed = env.CANVASS_PLUGINS !== undefined ? env.CANVASS_PLUGINS.split(',') : packageField(root);
  return listed.map((entry) => entry.trim()).filter((entry) => entry !== '');
}

/** @returns {{ name: string, file?: string }[]} `file` for a folder entry (its index), absent for a package. */
export function configuredPlugins(root, env = process.env) {
  return configuredPluginNames(root, env).map((name) => (isPath(name) ? { name, file: entryFile(path.resolve(root, name)) } : { name }));
}

/**
 * The folder each configured plugin's files sit in (a package's own folder in node_modules, links followed): the
 * builds compile what is inside as they compile Canvass's own sources (the SDK alias, extensionless imports).
 */
export function configuredPluginFolders(root, env = process.env) {
  return configuredPlugins(root, env).map(({ name, file }) => (file ? path.dirname(realpathSync(file)) : packageFolder(root, name)));
}

const isPath = (entry) => entry.startsWith('.') || entry.startsWith('/');

function packageField(root) {
  const file = path.join(root, 'package.json');
  if (!existsSync(file)) return [];
  const plugins = JSON.parse(readFileSync(file, 'utf8')).canvass?.plugins ?? [];
  if (!Array.isArray(plugins) || plugins.some((entry) => typeof entry !== 'string')) throw new Error('package.json "canvass.plugins" must be a list of package names or paths');
  return plugins;
}

function entryFile(target) {
  if (!existsSync(target)) throw new Error(`The plugin folder ${target} (package.json "canvass.plugins" or CANVASS_PLUGINS) does not exist`);
  if (!statSync(target).isDirectory()) return target;
  const index = INDEX_FILES.map((name) => path.join(target, name)).find((file) => existsSync(file));
  if (!index) throw new Error(`The plugin folder ${target} has no ${INDEX_FILES.join(', ')}`);
  return index;
}

/** node_modules/<name> in the project root or a folder above it, as Node looks a package up. */
function packageFolder(root, name) {
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    const folder = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(folder, 'package.json'))) return realpathSync(folder);
    if (path.dirname(dir) === dir) throw new Error(`The plugin package "${name}" (package.json "canvass.plugins" or CANVASS_PLUGINS) is not installed: npm install ${name}`);
  }
}
