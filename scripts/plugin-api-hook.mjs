// A Node module hook the server registers when it runs from its TypeScript sources (`npm start`, under tsx;
// src/server/installed-plugins.ts): an outside plugin's `canvass/plugin-api/<file>` is Canvass's own
// src/plugin-api/<file>, also from a package in node_modules, where tsx does not apply tsconfig.json "paths". tsx
// then compiles the file as it compiles the server's own. The compiled server needs no hook: the server build
// bundles the configured plugins (scripts/build-server.mjs).
import { pathToFileURL } from 'node:url';
import { sdkFile } from './plugin-sources.mjs';

let canvassRoot;

export function initialize(data) {
  canvassRoot = data.canvassRoot;
}

export async function resolve(specifier, context, nextResolve) {
  const file = sdkFile(canvassRoot, specifier);
  return nextResolve(file ? pathToFileURL(file).href : specifier, context);
}
