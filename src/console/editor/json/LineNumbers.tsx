import { useEffect, useState, type RefObject } from 'react';

/** Lines the gutter draws beyond the visible ones, so a fast scroll does not show it empty. */
const SLACK = 20;
/** em: the line height json.css gives the gutter and the textarea alike. */
const LINE_EM = 1.5;

interface Props {
  textarea: RefObject<HTMLTextAreaElement | null>;
  lineCount: number;
  errorLines: ReadonlySet<number>;
}

/**
 * The JSON's line numbers beside its textarea, following its scroll. Only the lines in view are drawn: a big
 * flow is 60,000 lines, and laying out every number took seconds in Chromium.
 */
export function LineNumbers({ textarea, lineCount, errorLines }: Props) {
  const [view, setView] = useState({ top: 0, height: 800, lineHeight: 19.5 });

  useEffect(() => {
    const area = textarea.current;
    if (!area) return undefined;
    const update = () => setView({
      top: area.scrollTop,
      height: area.clientHeight || 800,
      lineHeight: parseFloat(getComputedStyle(area).lineHeight) || 19.5,
    });
    update();
    area.addEventListener('scroll', update, { passive: true });
    return () => area.removeEventListener('scroll', update);
  }, [textarea]);

  const first = Math.max(0, Math.floor(view.top / view.lineHeight) - SLACK);
  const last = Math.min(lineCount, Math.ceil((view.top + view.height) / view.lineHeight) + SLACK);
  const numbers = Array.from({ length: Math.max(0, last - first) }, (_, i) => first + i + 1).join('\n');
  return (
    <div className="cv-json__gutter" aria-hidden="true">
      <div className="cv-json__numbers" style={{ blockSize: `${lineCount * LINE_EM}em`, transform: `translateY(${-view.top}px)` }}>
        <span className="cv-json__visible" style={{ insetBlockStart: `${first * LINE_EM}em` }}>{numbers}</span>
        {[...errorLines].filter((line) => line > first && line <= last).map((line) => (
          <span key={line} className="cv-json__mark" style={{ insetBlockStart: `${(line - 1) * LINE_EM}em` }}>{line}</span>
        ))}
      </div>
    </div>
  );
}
