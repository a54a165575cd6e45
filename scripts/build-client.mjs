// `npm run build:client`: Parcel's build of the pages and the loader into dist/client, checked before it is used.
// Parcel's cache (.parcel-cache) can hand back a page that names bundles the build no longer writes, after a change
// that moves code between bundles (a module made a lazy chunk, say): the page then loads 404s and stays blank
// (parcel-bundler/parcel#4145 and kin). A clean checkout never has the cache, so CI cannot see it; a developer's
// rebuild can. Every script, stylesheet and preload a built page names, and every file of the view and screen chunk
// lists, must exist, and so must every page; if one does not, the build runs again without the cache, and fails if
// that is wrong too.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
const DIST = 'dist/client';
/** Addresses a page names that the server answers from elsewhere: /loader.js is the loader target's build (routes/loader.ts). */
const SERVED_ELSEWHERE = new Set(['/loader.js']);
const PARCEL = ['build', '--target', 'client', '--target', 'loader', '--no-autoinstall'];

function build(extra = []) {
  rmSync(DIST, { recursive: true, force: true });
  const result = spawnSync(process.execPath, [require.resolve('parcel/lib/bin.js'), ...PARCEL, ...extra], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The pages the client target builds (package.json `targets.client.source`), where Parcel writes them: by their path under src/. */
const PAGES = JSON.parse(readFileSync('package.json', 'utf8')).targets.client.source.map((source) => path.relative('src', source));

/**
 * The files a built client should have and has not, as "where: /file": its pages (a cache that was last used to
 * build the loader target alone wrote only the loader, and no page at all), then what each page names.
 */
function missingFiles() {
  const missing = PAGES.filter((page) => !existsSync(path.join(DIST, page))).map((page) => `package.json: /${page}`);
  const exists = (url) => SERVED_ELSEWHERE.has(url) || existsSync(path.join(DIST, url));
  const pages = readdirSync(DIST, { recursive: true }).filter((file) => String(file).endsWith('.html'));
  for (const page of pages) {
    const html = readFileSync(path.join(DIST, String(page)), 'utf8');
    for (const [, url] of html.matchAll(/(?:src|href)="?(\/[\w./-]+\.(?:js|css))"?/g)) if (!exists(url)) missing.push(`${page}: ${url}`);
  }
  for (const list of ['view-chunks.json', 'screen-chunks.json']) {
    if (!existsSync(path.join(DIST, list))) continue;
    for (const urls of Object.values(JSON.parse(readFileSync(path.join(DIST, list), 'utf8')))) {
      for (const url of urls) if (!exists(url)) missing.push(`${list}: ${url}`);
    }
  }
  return missing;
}

build();
let missing = missingFiles();
if (missing.length > 0) {
  console.warn(`The build names ${missing.length} file(s) it did not write (${missing.slice(0, 3).join(', ')}): Parcel's cache was stale; building again without it.`);
  build(['--no-cache']);
  missing = missingFiles();
  if (missing.length > 0) {
    console.error(`The client build names files it did not write: ${missing.join(', ')}`);
    process.exit(1);
  }
}
