// The question styles the respondent pages run with. As written here, the built-in ones; a build with outside
// plugins configured (package.json "canvass.plugins" or CANVASS_PLUGINS, README "Question plugins") gets this module
// from scripts/parcel-resolver-installed-plugins.mjs instead, which adds theirs. Only the pages' entries import it.
import { plugins } from '../../plugins';
import type { PluginRegistry } from '../plugin-api/registry';

export const installedPlugins: PluginRegistry = plugins;
