const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'heic', 'heif', 'avif']);

/**
 * SPEC 5: "Flow file questions accept an image or PDF." The reported type decides when there is one; otherwise
 * the extension must be a known image or pdf (SPEC 2.2's "anything else is an image" is a display guess for
 * files already accepted, not a reason to accept one). The server checks the bytes themselves on upload.
 */
export function isImageOrPdf(type: string | undefined, url: string): boolean {
  if (type) return type === 'application/pdf' || type.startsWith('image/');
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  return extension === 'pdf' || (extension !== undefined && IMAGE_EXTENSIONS.has(extension)) || url.startsWith('data:image/') || url.startsWith('data:application/pdf');
}

export function isImage(type: string | undefined, url: string): boolean {
  return type ? type.startsWith('image/') : isImageOrPdf(undefined, url) && !/\.pdf(?:[?#].*)?$/i.test(url) && !url.startsWith('data:application/pdf');
}
