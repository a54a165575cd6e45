/** A 24×24 stroke icon from one SVG path, in the manner of the plugins' palette icons; decorative. */
export function EditorIcon({ path, size = 18 }: { path: string; size?: number }) {
  return (
    <svg className="cv-editor-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}
