import { describe, expect, it } from 'vitest';
import { pngFileFromDataUrl } from './png-file';

describe('pngFileFromDataUrl', () => {
  it('decodes the base64 bytes into an image/png file', async () => {
    const file = pngFileFromDataUrl(`data:image/png;base64,${btoa('\x89PNG\r\n')}`, 'screenshot.png');
    expect(file).toMatchObject({ name: 'screenshot.png', type: 'image/png', size: 6 });
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
  });

  it('refuses anything but a PNG data URL', () => {
    expect(() => pngFileFromDataUrl('data:,', 'x.png')).toThrow('Not a PNG data URL');
  });
});
