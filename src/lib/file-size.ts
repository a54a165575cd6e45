import { SIZE_FORMAT_PRECISION } from './constants';

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
const BASE = 1024;

/**
 * SPEC 5: "File size display: Bytes, KB, MB, GB and so on with 2 decimals" (1024 base).
 * Trailing zeros are stripped as in the classic `parseFloat(x.toFixed(2))`: 1536 gives "1.5 KB", 1024 "1 KB".
 * A value that rounds up to 1024 moves to the next unit ("1 MB", not "1024 KB"). Negative, NaN or infinite input
 * is a caller's bug but must not print "NaN undefined" to a respondent, so it shows as "0 Bytes".
 */
export function formatFileSize(bytes: number, precision: number = SIZE_FORMAT_PRECISION): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const digits = Number.isFinite(precision) ? Math.min(20, Math.max(0, Math.trunc(precision))) : SIZE_FORMAT_PRECISION;
  let unit = Math.min(UNITS.length - 1, Math.max(0, Math.floor(Math.log(bytes) / Math.log(BASE))));
  let value = parseFloat((bytes / BASE ** unit).toFixed(digits));
  if (value >= BASE && unit < UNITS.length - 1) {
    unit += 1;
    value = parseFloat((bytes / BASE ** unit).toFixed(digits));
  }
  return `${value} ${UNITS[unit]}`;
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  heif: 'image/heif',
};

// Relative upload URLs ("/uploads/a.png") are resolved against a placeholder origin, only to read their path.
const PLACEHOLDER_BASE = 'https://placeholder.invalid/';

function pathOf(url: string): string {
  try {
    return new URL(url, PLACEHOLDER_BASE).pathname;
  } catch {
    return url.split(/[?#]/, 1)[0] ?? '';
  }
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * SPEC 2.2: "For an already uploaded file the name comes from the URL". The last non-empty path segment,
 * URL-decoded, without query or fragment; a malformed escape is shown as it is rather than throwing.
 * A data: or blob: URL has no name and gives ''.
 */
export function fileNameFromUrl(url: string): string {
  if (typeof url !== 'string' || /^(data|blob):/i.test(url.trim())) return '';
  const segments = pathOf(url.trim()).split('/').filter((segment) => segment !== '');
  return decode(segments[segments.length - 1] ?? '');
}

/**
 * SPEC 2.2: "the type is guessed from the extension: pdf gives application/pdf, anything else is treated as an
 * image type". Known image extensions give their own type, so a preview can use it; the rest give 'image/*'.
 * The extension is read case-insensitively; a data: URL's declared type is used when it is a PDF or an image.
 */
export function fileTypeFromUrl(url: string): string {
  if (typeof url !== 'string') return 'image/*';
  const declared = /^data:([^;,]*)/i.exec(url.trim())?.[1]?.toLowerCase();
  if (declared !== undefined) return declared === 'application/pdf' || declared.startsWith('image/') ? declared : 'image/*';
  const extension = /\.([a-z0-9]+)$/i.exec(fileNameFromUrl(url))?.[1]?.toLowerCase() ?? '';
  if (extension === 'pdf') return 'application/pdf';
  return IMAGE_TYPES[extension] ?? 'image/*';
}
