// A Parcel reporter: after each client build, writes THIRD-PARTY-LICENSES.txt into each target's output folder,
// naming every npm package whose code ends up in the bundles served to browsers, with its licence and licence
// text. Only the bundler knows which packages were actually bundled (tree-shaken, lazy chunks included), so the
// report is made here rather than from package.json, and it cannot lag behind the dependencies.
import { Reporter } from '@parcel/plugin';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const LICENCE_FILE = /^(licen[cs]e|copying|notice)(\.|$)/i;

/** The folder of the package a bundled file belongs to: the nearest node_modules/<name> or node_modules/@scope/<name>. */
function packageRoot(filePath) {
  const parts = filePath.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  const length = parts[at + 1]?.startsWith('@') ? 3 : 2;
  return parts.slice(0, at + length).join(path.sep);
}

function describe(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const licence = typeof manifest.license === 'string' ? manifest.license : manifest.license?.type ?? 'UNKNOWN';
  const files = readdirSync(root).filter((name) => LICENCE_FILE.test(name)).sort();
  const texts = files.map((name) => readFileSync(path.join(root, name), 'utf8').trim());
  return { name: manifest.name, version: manifest.version, licence, texts };
}

export default new Reporter({
  async report({ event, options }) {
    if (event.type !== 'buildSuccess') return;
    const rootsByDist = new Map();
    for (const bundle of event.bundleGraph.getBundles()) {
      const roots = rootsByDist.get(bundle.target.distDir) ?? new Set();
      bundle.traverseAssets((asset) => {
        const root = packageRoot(asset.filePath);
        if (root && existsSync(path.join(root, 'package.json'))) roots.add(root);
      });
      rootsByDist.set(bundle.target.distDir, roots);
    }
    for (const [distDir, roots] of rootsByDist) {
      const packages = [...roots].map(describe).sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
      const unique = packages.filter((p, i) => i === 0 || p.name !== packages[i - 1].name || p.version !== packages[i - 1].version);
      if (unique.length === 0) continue;
      const sections = unique.map((p) => [`${p.name}@${p.version} (${p.licence})`, ...(p.texts.length ? p.texts : ['(no licence file in the package)'])].join('\n\n'));
      const header = `Third-party code bundled into the Canvass browser client (${unique.length} packages), with its licences.\nGenerated at build by scripts/parcel-reporter-licenses.mjs.\n`;
      await options.outputFS.mkdirp(distDir);
      await options.outputFS.writeFile(path.join(distDir, 'THIRD-PARTY-LICENSES.txt'), `${header}\n${sections.join(`\n\n${'-'.repeat(78)}\n\n`)}\n`);
    }
  },
});
