// A Parcel reporter: after each client build, writes dist/client/screen-chunks.json, which names the files of the
// console's lazy screens that the server preloads with the page ({ "flow-editor": ["/FlowEditorScreen.1a2b.js", …] }).
// The flow editor is a chunk of its own, out of the console's first load (bench:editor holds that under 150 KB
// gzip), yet a cold open of /console/flows/<id> needs it at once: the console page names its files as module
// preloads so the browser fetches them beside console.js, not after it ran (issue #18, routes/pages.ts). Only the
// bundler knows which hashed files the chunk became, hence this file instead of names written by hand.
import { Reporter } from '@parcel/plugin';
import path from 'node:path';
import { writeChunkLists } from './parcel-chunk-lists.mjs';

/** Screen name (as the server asks for it) → the source file of its lazy chunk's entry. */
const SCREENS = { 'flow-editor': path.join('src', 'console', 'editor', 'FlowEditorScreen.tsx') };

export default new Reporter({
  async report({ event, options }) {
    if (event.type !== 'buildSuccess') return;
    const entries = new Map(Object.entries(SCREENS).map(([screen, file]) => [path.join(options.projectRoot, file), screen]));
    await writeChunkLists({ bundleGraph: event.bundleGraph, options, fileName: 'screen-chunks.json', nameOf: (file) => entries.get(file) });
  },
});
