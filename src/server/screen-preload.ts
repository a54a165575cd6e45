import { escapeAttribute } from './html-text';
import { readChunkLists } from './chunk-lists';

/** Written by the build (scripts/parcel-reporter-screen-chunks.mjs): the files of the console's lazy screens. */
const SCREEN_CHUNKS_FILE = 'screen-chunks.json';

/** The console's lazy screens the server may preload with its page. */
type Screen = 'flow-editor';

/**
 * Link elements that make the browser fetch a lazy screen's chunk with the console page (issue #18): its scripts as
 * module preloads, which the chunk's own import() then takes up, and its stylesheets as style preloads. Read like
 * the pages (built-files.ts), so a rebuilt client is named without a restart; nothing when the build wrote no list.
 */
export async function screenPreloadLinks(clientDir: string, screen: Screen): Promise<string> {
  const files = (await readChunkLists(clientDir, SCREEN_CHUNKS_FILE))[screen];
  if (!Array.isArray(files)) return '';
  return files
    .filter((file) => typeof file === 'string' && /^\/[\w./-]+\.(js|css)$/.test(file))
    .map((file) => (file.endsWith('.js') ? `<link rel="modulepreload" href="${escapeAttribute(file)}">` : `<link rel="preload" as="style" href="${escapeAttribute(file)}">`))
    .join('');
}
