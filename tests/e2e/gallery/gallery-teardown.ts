import path from 'node:path';
import { writeGallery } from './write-gallery';

/** Vitest global setup: after every suite ran, the screenshots they wrote get their gallery page. */
export default function setup(): () => void {
  return () => void writeGallery(path.resolve(import.meta.dirname, '../artifacts'));
}
