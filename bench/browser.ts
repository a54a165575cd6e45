import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1024;

export interface BundleFigures {
  loaderKb: number;
  pluginChunks: { file: string; kb: number }[];
}

/** Sizes of the built files in `clientDir`: the loader and every plugin view chunk, gzip. */
export function bundleFigures(clientDir: string): BundleFigures {
  const views = readdirSync(clientDir).filter((f) => /^View\..*\.js$/.test(f));
  return {
    loaderKb: gzipKb(readFileSync(path.join(clientDir, 'widget', 'loader', 'loader.js'))),
    pluginChunks: views.map((file) => ({ file, kb: gzipKb(readFileSync(path.join(clientDir, file))) })).sort((a, b) => b.kb - a.kb),
  };
}
