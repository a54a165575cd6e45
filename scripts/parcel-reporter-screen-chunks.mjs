// A Parcel reporter: after each client build, writes dist/client/screen-chunks.json, which names the files of the
// console's lazy screens that the server preloads with the page ({ "flow-editor": ["/FlowEditorScreen.1a2b.js", …] }).
// The flow editor is a chunk of its own, out of the console's first load (bench:editor holds that under 150 KB
// gzip), yet a cold open of /console/flows/<id> needs it at once: the console page names its files as module
// preloads so the browser fetches them beside console.js, not after it ran (issue #18, routes/pages.ts). Only the
// bundler knows which hashed files the chunk became, hence this file instead of names written by hand.
import { Reporter } from '@parcel/plugin';
import path from 'node:path';

/** Screen name (as the server asks for it) → the source file of its lazy chunk's entry. */
const SCREENS = { 'flow-editor': path.join('src', 'console', 'editor', 'FlowEditorScreen.tsx') };

export default new Reporter({
  async report({ event, options }) {
    if (event.type !== 'buildSuccess') return;
    const { bundleGraph } = event;
    const entries = new Map(Object.entries(SCREENS).map(([screen, file]) => [path.join(options.projectRoot, file), screen]));
    const byTarget = new Map();
    for (const bundle of bundleGraph.getBundles()) {
      const screen = entries.get(bundle.getMainEntry()?.filePath ?? '');
      if (!screen || bundle.type !== 'js') continue;
      const { distDir, publicUrl } = bundle.target;
      const files = new Set();
      // The bundle group holds every file the chunk's import waits for: its shared bundles and its stylesheet.
      for (const group of bundleGraph.getBundleGroupsContainingBundle(bundle)) {
        for (const member of bundleGraph.getBundlesInBundleGroup(group)) {
          files.add(path.posix.join(publicUrl ?? '/', path.relative(distDir, member.filePath).split(path.sep).join('/')));
        }
      }
      const chunks = byTarget.get(distDir) ?? {};
      chunks[screen] = [...files].sort((a, b) => Number(b.endsWith('.js')) - Number(a.endsWith('.js')) || a.localeCompare(b));
      byTarget.set(distDir, chunks);
    }
    for (const [distDir, chunks] of byTarget) {
      await options.outputFS.mkdirp(distDir);
      await options.outputFS.writeFile(path.join(distDir, 'screen-chunks.json'), `${JSON.stringify(chunks, null, 2)}\n`);
    }
  },
});
