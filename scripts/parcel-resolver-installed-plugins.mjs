// A Parcel resolver for outside question plugins (package.json "canvass.plugins" or CANVASS_PLUGINS, README
// "Question plugins"):
// - the pages' src/client/installed-plugins.ts becomes a module that adds them to the built-in styles of
//   plugins/index.ts. Each outside plugin's `view: () => import('./View')` stays a dynamic import, so its view is a
//   chunk of its own like a built-in one's. Without any, the file is used as written.
// - `canvass/plugin-api/<file>` is Canvass's SDK from anywhere, and a relative import inside a configured plugin
//   installed in node_modules finds its file without an extension (scripts/plugin-sources.mjs) and compiles its JSX
//   with React's automatic runtime, as Canvass's own sources are. Parcel treats files under node_modules as
//   published JavaScript (no extension lookup for .tsx, no JSX settings), so without this a plugin installed as an
//   npm package would not build, or would call an undefined `React.createElement`.
import { Resolver } from '@parcel/plugin';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configuredPluginFolders, configuredPlugins } from './plugin-config.mjs';
import { isInside, sdkFile, sourceFile } from './plugin-sources.mjs';

const MODULE = path.join('src', 'client', 'installed-plugins');

/** How the generated installed-plugins module imports each outside plugin (the view-chunks reporter looks them up). */
export function outsideImports(projectRoot, outside) {
  const here = path.join(projectRoot, 'src', 'client');
  return outside.map(({ name, file }) => (file ? `./${path.relative(here, file).split(path.sep).join('/')}`.replace(/^\.\/\.\.\//, '../') : name));
}

export default new Resolver({
  async resolve({ specifier, dependency, options }) {
    if (!dependency.resolveFrom) return null;
    const sdk = sdkFile(options.projectRoot, specifier);
    if (sdk) return { filePath: sdk };
    if (specifier.startsWith('.') && dependency.resolveFrom.includes(`${path.sep}node_modules${path.sep}`)) {
      return pluginSourceFile(specifier, dependency.resolveFrom, options);
    }
    if (!specifier.endsWith('/installed-plugins')) return null;
    const filePath = path.join(options.projectRoot, `${MODULE}.ts`);
    if (path.resolve(path.dirname(dependency.resolveFrom), specifier) !== path.join(options.projectRoot, MODULE)) return null;
    const outside = configuredPlugins(options.projectRoot, options.env);
    const invalidation = { invalidateOnEnvChange: ['CANVASS_PLUGINS'], invalidateOnFileChange: [path.join(options.projectRoot, 'package.json')] };
    if (outside.length === 0) return { filePath, ...invalidation };
    const imports = outsideImports(options.projectRoot, outside);
    const code = [
      "import { plugins } from '../../plugins';",
      "import { withOutsidePlugins } from '../plugin-api/registry';",
      ...imports.map((specifier, i) => `import outside${i} from ${JSON.stringify(specifier)};`),
      `export const installedPlugins = withOutsidePlugins(plugins, [${outside.map(({ name }, i) => `{ name: ${JSON.stringify(name)}, plugin: outside${i} }`).join(', ')}]);`,
    ].join('\n');
    return { filePath, code, ...invalidation, invalidateOnFileChange: [...invalidation.invalidateOnFileChange, ...outside.flatMap(({ file }) => (file ? [file] : []))] };
  },
});

/**
 * `./View` from a file of a plugin installed in node_modules: its View.tsx (or .ts, ...), a .tsx or .jsx file with
 * the automatic-runtime pragma SWC reads (Parcel gives files outside the project's sources no JSX settings). null
 * (Parcel's own lookup) for any other file under node_modules.
 */
function pluginSourceFile(specifier, from, options) {
  if (!isInside(from, configuredPluginFolders(options.projectRoot, options.env))) return null;
  const filePath = sourceFile(path.resolve(path.dirname(from), specifier));
  if (!filePath) return null;
  const found = { filePath, invalidateOnEnvChange: ['CANVASS_PLUGINS'], invalidateOnFileChange: [filePath] };
  return /\.[jt]sx$/.test(filePath) ? { ...found, code: `/** @jsxRuntime automatic @jsxImportSource react */ ${readFileSync(filePath, 'utf8')}` } : found;
}
