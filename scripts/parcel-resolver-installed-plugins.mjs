// A Parcel resolver: when outside question plugins are configured (package.json "canvass.plugins" or
// CANVASS_PLUGINS, README "Question plugins"), the pages' src/client/installed-plugins.ts becomes a module that adds
// them to the built-in styles of plugins/index.ts. Each outside plugin's `view: () => import('./View')` stays a
// dynamic import, so its view is a chunk of its own like a built-in one's. Without any, the file is used as written.
import { Resolver } from '@parcel/plugin';
import path from 'node:path';
import { configuredPlugins } from './plugin-config.mjs';

const MODULE = path.join('src', 'client', 'installed-plugins');

export default new Resolver({
  async resolve({ specifier, dependency, options }) {
    if (!specifier.endsWith('/installed-plugins') || !dependency.resolveFrom) return null;
    const filePath = path.join(options.projectRoot, `${MODULE}.ts`);
    if (path.resolve(path.dirname(dependency.resolveFrom), specifier) !== path.join(options.projectRoot, MODULE)) return null;
    const outside = configuredPlugins(options.projectRoot, options.env);
    const invalidation = { invalidateOnEnvChange: ['CANVASS_PLUGINS'], invalidateOnFileChange: [path.join(options.projectRoot, 'package.json')] };
    if (outside.length === 0) return { filePath, ...invalidation };
    const here = path.dirname(filePath);
    const importOf = ({ name, file }) => JSON.stringify(file ? `./${path.relative(here, file).split(path.sep).join('/')}`.replace(/^\.\/\.\.\//, '../') : name);
    const code = [
      "import { plugins } from '../../plugins';",
      "import { withOutsidePlugins } from '../plugin-api/registry';",
      ...outside.map((entry, i) => `import outside${i} from ${importOf(entry)};`),
      `export const installedPlugins = withOutsidePlugins(plugins, [${outside.map(({ name }, i) => `{ name: ${JSON.stringify(name)}, plugin: outside${i} }`).join(', ')}]);`,
    ].join('\n');
    return { filePath, code, ...invalidation, invalidateOnFileChange: [...invalidation.invalidateOnFileChange, ...outside.flatMap(({ file }) => (file ? [file] : []))] };
  },
});
