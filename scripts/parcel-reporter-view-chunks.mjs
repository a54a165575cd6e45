// A Parcel reporter: after each client build, writes dist/client/view-chunks.json, which names for each question
// style the files of its view chunk ({ "radio": ["/View.1a2b.js", "/View.3c4d.css"] }). The server reads it to
// let a flow page preload the views of its first state with the page (routes/pages.ts, issue #9), since only the
// bundler knows which hashed files hold which plugin's view. An outside plugin's view (README "Question plugins")
// is named "outside:<its configured entry>" (the package name or folder as package.json "canvass.plugins" or
// CANVASS_PLUGINS writes it): its style is known only once its code runs, so the server, which has run it, looks the
// style's entry up (src/server/view-preload.ts).
import { Reporter } from '@parcel/plugin';
import path from 'node:path';
import { configuredPlugins } from './plugin-config.mjs';
import { outsideImports } from './parcel-resolver-installed-plugins.mjs';
import { writeChunkLists } from './parcel-chunk-lists.mjs';

const VIEW_ENTRY = /[\\/]plugins[\\/]([a-z0-9_]+)[\\/]View\.[jt]sx?$/;
const INSTALLED_PLUGINS = path.join('src', 'client', 'installed-plugins.ts');

/**
 * The view entries of the outside plugins in this build (file path → "outside:<entry>"): the lazy imports of each
 * plugin the generated installed-plugins module imports (scripts/parcel-resolver-installed-plugins.mjs).
 */
function outsideViews(bundleGraph, projectRoot, env) {
  const outside = configuredPlugins(projectRoot, env);
  const specifiers = new Map(outsideImports(projectRoot, outside).map((specifier, i) => [specifier, `outside:${outside[i].name}`]));
  const views = new Map();
  if (specifiers.size === 0) return views;
  const installedFile = path.join(projectRoot, INSTALLED_PLUGINS);
  for (const bundle of bundleGraph.getBundles()) {
    bundle.traverseAssets((asset) => {
      if (asset.filePath !== installedFile) return;
      for (const dependency of bundleGraph.getDependencies(asset)) {
        const key = specifiers.get(dependency.specifier);
        const entry = key && bundleGraph.getResolvedAsset(dependency, bundle);
        if (!entry) continue;
        for (const lazy of bundleGraph.getDependencies(entry).filter((candidate) => candidate.priority === 'lazy')) {
          // A lazy import resolves to Parcel's loader in this bundle; the view is the entry of the bundles it loads.
          const loaded = bundleGraph.resolveAsyncDependency(lazy, bundle);
          if (loaded?.type !== 'bundle_group') continue;
          for (const member of bundleGraph.getBundlesInBundleGroup(loaded.value)) {
            const view = member.getMainEntry();
            if (view) views.set(view.filePath, key);
          }
        }
      }
    });
  }
  return views;
}

export default new Reporter({
  async report({ event, options }) {
    if (event.type !== 'buildSuccess') return;
    const outside = outsideViews(event.bundleGraph, options.projectRoot, options.env);
    await writeChunkLists({ bundleGraph: event.bundleGraph, options, fileName: 'view-chunks.json', nameOf: (file) => outside.get(file) ?? VIEW_ENTRY.exec(file)?.[1] });
  },
});
