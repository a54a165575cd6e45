// How the builds and the server find an outside plugin's sources (README "Question plugins"): its imports of the
// SDK as `canvass/plugin-api/<file>` are Canvass's own src/plugin-api/<file>, and an import without an extension
// (`import('./View')`) finds View.tsx, View.ts, ... as in Canvass's own sources. The Parcel resolver, the server
// build (scripts/build-server.mjs) and the server's Node hook (scripts/plugin-api-hook.mjs) all ask here, so a
// package in node_modules compiles the same way a folder in the checkout does.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const SDK_PREFIX = 'canvass/plugin-api/';
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];

/** The file a path names, with an extension or an index file added as a bundler would; undefined when none is there. */
export function sourceFile(base) {
  const candidates = [base, ...EXTENSIONS.map((extension) => `${base}${extension}`), ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`))];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** The SDK file a `canvass/plugin-api/...` specifier names in the Canvass checkout at `root`; undefined for any other specifier. */
export function sdkFile(root, specifier) {
  if (!specifier.startsWith(SDK_PREFIX)) return undefined;
  const sdk = path.join(root, 'src', 'plugin-api');
  const base = path.resolve(sdk, specifier.slice(SDK_PREFIX.length));
  if (!base.startsWith(sdk + path.sep)) return undefined;
  return sourceFile(base);
}

/** True when `file` is inside one of `folders`. */
export const isInside = (file, folders) => folders.some((folder) => file.startsWith(folder + path.sep));
