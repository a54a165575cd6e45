import { describe, expect, it } from 'vitest';
import { isImage, isImageOrPdf } from './file-types';

describe('accepted upload types (SPEC 5: "Flow file questions accept an image or PDF")', () => {
  it('trusts a reported type', () => {
    expect(isImageOrPdf('image/png', 'x.exe')).toBe(true);
    expect(isImageOrPdf('application/pdf', 'x')).toBe(true);
    expect(isImageOrPdf('application/x-msdownload', 'x.png')).toBe(false);
  });

  it('judges by extension when no type is reported, refusing unknown ones', () => {
    expect(isImageOrPdf(undefined, 'https://cdn.example/a/photo.JPG?v=2')).toBe(true);
    expect(isImageOrPdf(undefined, '/uploads/report.pdf')).toBe(true);
    expect(isImageOrPdf(undefined, '/uploads/setup.exe')).toBe(false);
    expect(isImageOrPdf(undefined, '/uploads/no-extension')).toBe(false);
  });

  it('accepts only images for screenshots', () => {
    expect(isImage(undefined, '/uploads/shot.png')).toBe(true);
    expect(isImage(undefined, '/uploads/doc.pdf')).toBe(false);
    expect(isImage('application/pdf', '/uploads/doc')).toBe(false);
  });
});
