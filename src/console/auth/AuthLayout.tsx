import { useEffect, useRef, type ReactNode } from 'react';
import { focusHeading, focusIsLost } from '../../ui/focus-heading';
import { BrandMark } from '../shell/BrandMark';

/**
 * The signed-out pages: one card in the middle of a quiet page, under the product's name. Arriving with focus lost
 * (the screen it was on is gone, as when a session ends), focus starts at the card's heading.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusIsLost()) focusHeading(card.current);
  }, []);
  return (
    <main className="cv-console-auth">
      <div className="cv-console-auth__brand"><BrandMark /></div>
      <div ref={card} className="cv-console-auth__card">{children}</div>
    </main>
  );
}
