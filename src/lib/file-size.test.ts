import { describe, it, expect } from 'vitest';
import { fileNameFromUrl, fileTypeFromUrl, formatFileSize } from './file-size';

// SPEC 5: "File size display: Bytes, KB, MB, GB and so on with 2 decimals." SPEC 9: "Size formatter precision 2."
describe('formatFileSize', () => {
  it('shows zero as 0 Bytes', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
  });

  it('shows sizes under 1 KB in Bytes', () => {
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
  });

  it('uses a 1024 base and strips trailing zeros', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(5.25 * 1024 ** 3)).toBe('5.25 GB');
    expect(formatFileSize(1024 ** 4)).toBe('1 TB');
  });

  it('rounds to 2 decimals by default', () => {
    expect(formatFileSize(1234567)).toBe('1.18 MB');
    expect(formatFileSize(1100)).toBe('1.07 KB');
  });

  it('honours another precision', () => {
    expect(formatFileSize(1234567, 0)).toBe('1 MB');
    expect(formatFileSize(1234567, 4)).toBe('1.1774 MB');
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1024 ** 5)).toBe('1 PB');
  });

  it('continues past TB and stops at the largest unit', () => {
    expect(formatFileSize(2 * 1024 ** 6)).toBe('2 EB');
    expect(formatFileSize(1024 ** 9)).toBe('1024 YB');
  });

  it('never prints NaN for bad input', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatFileSize(bad)).toBe('0 Bytes');
    expect(formatFileSize(1536, Number.NaN)).toBe('1.5 KB');
    expect(formatFileSize(1536, -3)).toBe('2 KB');
  });
});

// SPEC 2.2: "For an already uploaded file the name comes from the URL and the type is guessed from the extension:
// pdf gives application/pdf, anything else is treated as an image type."
describe('fileNameFromUrl', () => {
  it('takes the last path segment', () => {
    expect(fileNameFromUrl('https://cdn.example.com/uploads/2024/receipt.pdf')).toBe('receipt.pdf');
  });

  it('strips the query and fragment', () => {
    expect(fileNameFromUrl('https://cdn.example.com/a/photo.png?X-Amz-Signature=abc#top')).toBe('photo.png');
  });

  it('decodes escapes', () => {
    expect(fileNameFromUrl('https://cdn.example.com/a/my%20photo%20%C3%A7.jpg')).toBe('my photo ç.jpg');
  });

  it('keeps a malformed escape as it is instead of throwing', () => {
    expect(fileNameFromUrl('https://cdn.example.com/a/100%.png')).toBe('100%.png');
  });

  it('ignores a trailing slash and accepts relative URLs', () => {
    expect(fileNameFromUrl('https://cdn.example.com/files/report.pdf/')).toBe('report.pdf');
    expect(fileNameFromUrl('/rails/active_storage/blobs/xyz/scan.jpeg')).toBe('scan.jpeg');
    expect(fileNameFromUrl('scan.jpeg?x=1')).toBe('scan.jpeg');
  });

  it('gives an empty name when there is none', () => {
    expect(fileNameFromUrl('https://cdn.example.com')).toBe('');
    expect(fileNameFromUrl('')).toBe('');
    expect(fileNameFromUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('');
  });
});

describe('fileTypeFromUrl', () => {
  it('gives application/pdf for pdf, in any case', () => {
    expect(fileTypeFromUrl('https://x.example/a/contract.pdf')).toBe('application/pdf');
    expect(fileTypeFromUrl('https://x.example/a/CONTRACT.PDF?v=2')).toBe('application/pdf');
  });

  it('gives the image type of known image extensions', () => {
    expect(fileTypeFromUrl('https://x.example/a.png')).toBe('image/png');
    expect(fileTypeFromUrl('https://x.example/a.jpg')).toBe('image/jpeg');
    expect(fileTypeFromUrl('https://x.example/a.jpeg')).toBe('image/jpeg');
    expect(fileTypeFromUrl('https://x.example/a.svg')).toBe('image/svg+xml');
  });

  it('treats anything else as an image', () => {
    expect(fileTypeFromUrl('https://x.example/a.docx')).toBe('image/*');
    expect(fileTypeFromUrl('https://x.example/no-extension')).toBe('image/*');
    expect(fileTypeFromUrl('')).toBe('image/*');
  });

  it('does not read a .pdf in the query as the extension', () => {
    expect(fileTypeFromUrl('https://x.example/a.png?name=b.pdf')).toBe('image/png');
  });

  it("uses a data URL's declared type when it is a PDF or an image", () => {
    expect(fileTypeFromUrl('data:application/pdf;base64,JVBERi0=')).toBe('application/pdf');
    expect(fileTypeFromUrl('data:image/webp;base64,UklGRg==')).toBe('image/webp');
    expect(fileTypeFromUrl('data:text/html,<script>x</script>')).toBe('image/*');
  });
});
