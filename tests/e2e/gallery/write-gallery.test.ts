import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeGallery } from './write-gallery';

describe('the screenshot gallery', () => {
  let folder: string;
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('shows each screen once with its widths from the narrowest, and escapes file names', () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'gallery-'));
    for (const name of ['console-people-1280.png', 'console-people-360.png', 'flow-<b>-390.png', 'notes.txt', 'single.png']) writeFileSync(path.join(folder, name), '');
    expect(writeGallery(folder)).toEqual(['console-people', 'flow-<b>', 'single']);
    const html = readFileSync(path.join(folder, 'index.html'), 'utf8');
    expect(html.indexOf('console-people-360.png')).toBeLessThan(html.indexOf('console-people-1280.png'));
    expect(html).toContain('alt="console-people at 360 px"');
    expect(html).toContain('<h2>flow-&#60;b&#62;</h2>');
    expect(html).not.toContain('notes.txt');
  });
});
