// Formbricks' widget loader as published (@formbricks/js), for the loader-bytes comparison.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Manifest {
  version: string;
  exports: { import: string };
}

/**
 * Gzip KB of @formbricks/js's ES module build (what a bundler puts on the host page). It then loads
 * `{appUrl}/js/formbricks.umd.cjs` from the Formbricks app, which fetches the rest before a survey shows;
 * no Formbricks server runs here, so that part is not measured.
 */
export function formbricksLoader(): { version: string; kb: number } {
  // The package exports no package.json: find its folder from the CommonJS entry (dist/index.cjs).
  const root = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@formbricks/js')), '..');
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Manifest;
  return { version: manifest.version, kb: gzipSync(readFileSync(path.join(root, manifest.exports.import))).length / 1024 };
}
