/** A PNG data URL (what html-to-image's toPng gives) as a File the upload service can send. */
export function pngFileFromDataUrl(dataUrl: string, name: string): File {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:image/png;base64,') || comma < 0) throw new Error('Not a PNG data URL');
  const bytes = Uint8Array.from(atob(dataUrl.slice(comma + 1)), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
