// What the chunk-list reporters share (parcel-reporter-view-chunks.mjs, parcel-reporter-screen-chunks.mjs): the
// files a lazy chunk's import waits for, and writing one name → files list per build target.
import path from 'node:path';

/** The addresses of every file a chunk's import() waits for (its bundle group: shared bundles, stylesheet), scripts first. */
function chunkFiles(bundleGraph, bundle) {
  const { distDir, publicUrl } = bundle.target;
  const files = new Set();
  for (const group of bundleGraph.getBundleGroupsContainingBundle(bundle)) {
    for (const member of bundleGraph.getBundlesInBundleGroup(group)) {
      files.add(path.posix.join(publicUrl ?? '/', path.relative(distDir, member.filePath).split(path.sep).join('/')));
    }
  }
  return [...files].sort((a, b) => Number(b.endsWith('.js')) - Number(a.endsWith('.js')) || a.localeCompare(b));
}

/**
 * Writes `fileName` into each build target's directory: `{ name: files }` for every JS bundle `nameOf` names (the
 * bundle's main entry file → a name, or undefined to skip it).
 */
export async function writeChunkLists({ bundleGraph, options, fileName, nameOf }) {
  const byTarget = new Map();
  for (const bundle of bundleGraph.getBundles()) {
    const name = nameOf(bundle.getMainEntry()?.filePath ?? '');
    if (!name || bundle.type !== 'js') continue;
    const { distDir } = bundle.target;
    const chunks = byTarget.get(distDir) ?? {};
    chunks[name] = chunkFiles(bundleGraph, bundle);
    byTarget.set(distDir, chunks);
  }
  for (const [distDir, chunks] of byTarget) {
    await options.outputFS.mkdirp(distDir);
    await options.outputFS.writeFile(path.join(distDir, fileName), `${JSON.stringify(chunks, null, 2)}\n`);
  }
}
