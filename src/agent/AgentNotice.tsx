import { useEffect, useRef, type ReactNode } from 'react';
import { focusHeading, focusIsLost } from '../ui/focus-heading';

/**
 * A page-sized message of the agent console (signed out, no access, server unreachable): a heading, a sentence and
 * what to do. Arriving with focus lost (the console it replaced is gone, as when a session ends), focus starts at the
 * heading.
 */
export function AgentNotice({ title, body, notice, children }: { title: string; body: string; notice?: string | null; children: ReactNode }) {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusIsLost()) focusHeading(card.current);
  }, []);
  return (
    <main className="cv-page cv-page--message">
      <div ref={card} className="cv-agent__notice">
        <h1>{title}</h1>
        {notice ? <p className="cv-notice" role="status">{notice}</p> : null}
        <p>{body}</p>
        <div className="cv-agent__notice-actions">{children}</div>
      </div>
    </main>
  );
}
