/** A page with a folded corner: a file that is not an image (a PDF), where no thumbnail can be drawn. */
export function FileIcon({ size, label }: { size: number; label?: string }) {
  return (
    <span className="cv-file-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="1.5"><path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" /><path d="M14 3v5h5" /></svg>
      {label ? <span className="cv-file-icon__ext">{label}</span> : null}
    </span>
  );
}

/** The short type shown under the icon: only PDF is stored besides images. */
export const fileIconLabel = (type: string) => (type === 'application/pdf' ? 'PDF' : '');
