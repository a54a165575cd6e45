// A Parcel reporter: after each client build, writes dist/client/view-chunks.json, which names for each question
// style the files of its view chunk ({ "radio": ["/View.1a2b.js", "/View.3c4d.css"] }). The server reads it to
// let a flow page preload the views of its first state with the page (routes/pages.ts, issue #9), since only the
// bundler knows which hashed files hold which plugin's view.
import { Reporter } from '@parcel/plugin';
import path from 'node:path';

const VIEW_ENTRY = /[\\/]plugins[\\/]([a-z0-9_]+)[\\/]View\.[jt]sx?$/;

export default new Reporter({
  async report({ event, options }) {
    if (event.type !== 'buildSuccess') return;
    const { bundleGraph } = event;
    const byTarget = new Map();
    for (const bundle of bundleGraph.getBundles()) {
      const style = VIEW_ENTRY.exec(bundle.getMainEntry()?.filePath ?? '')?.[1];
      if (!style || bundle.type !== 'js') continue;
      const { distDir, publicUrl } = bundle.target;
      const files = new Set();
      for (const group of bundleGraph.getBundleGroupsContainingBundle(bundle)) {
        for (const member of bundleGraph.getBundlesInBundleGroup(group)) {
          files.add(path.posix.join(publicUrl ?? '/', path.relative(distDir, member.filePath).split(path.sep).join('/')));
        }
      }
      const chunks = byTarget.get(distDir) ?? {};
      chunks[style] = [...files].sort((a, b) => Number(b.endsWith('.js')) - Number(a.endsWith('.js')) || a.localeCompare(b));
      byTarget.set(distDir, chunks);
    }
    for (const [distDir, chunks] of byTarget) {
      await options.outputFS.mkdirp(distDir);
      await options.outputFS.writeFile(path.join(distDir, 'view-chunks.json'), `${JSON.stringify(chunks, null, 2)}\n`);
    }
  },
});
