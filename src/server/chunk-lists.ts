import path from 'node:path';
import { builtFiles } from './built-files';

/** A name → files list the build wrote (scripts/parcel-chunk-lists.mjs); unreadable or not an object: none. */
const chunkListFiles = builtFiles((text): Partial<Record<string, string[]>> => {
  try {
    const chunks: unknown = JSON.parse(text);
    return chunks && typeof chunks === 'object' ? (chunks as Partial<Record<string, string[]>>) : {};
  } catch {
    return {};
  }
});

/** The build's list `fileName` in the client directory; like the pages, re-read when the client is rebuilt. */
export async function readChunkLists(clientDir: string, fileName: string): Promise<Partial<Record<string, string[]>>> {
  return (await chunkListFiles(path.join(clientDir, fileName))) ?? {};
}
