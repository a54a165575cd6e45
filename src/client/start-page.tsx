import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { loadChunk } from '../observability/chunk-load';
import { readReportingConfig } from '../observability/client-config';
import { startErrorReporting } from '../observability/reporter';
import { PageErrorBoundary } from './PageErrorBoundary';
import { takeEarlyTaps } from './first-state-hydration';
import { matchRoute, ROUTES, type RoutePath, type Screen } from './routes';

/**
 * Runs `done` once its content is committed: for a hydrated page, once React owns every node of it. A wrapper with one
 * child, so the tree's shape (and the ids useId makes from it) is the server's.
 */
function AfterCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(() => {
    // A task of its own, after React has finished with this commit (a click dispatched inside it was not heard).
    const timer = setTimeout(done, 0);
    return () => clearTimeout(timer);
  }, [done]);
  return children;
}

/** A web vitals chunk fetched a second after the screen started never competes with the first question. */
const WEB_VITALS_DELAY_MS = 1000;

interface StartOptions {
  hydrate?: boolean;
  /**
   * When the page is first shown (performance.now() time): at once for a page seen as it loads; a widget frame
   * prepared hidden is shown when the widget opens (widget/frame/frame-shown.ts), and its web vitals count from then.
   */
  shown?: Promise<number>;
  /** Runs once, after the page's first commit and the replay of the taps held before it (a hydrated page is React's). */
  committed?: () => void;
}

/**
 * What every respondent page does first: error reporting, the page's route (SPEC 2.1), and the screen inside the
 * language provider and the page-level error boundary. Each screen is an HTML entry of its own (flow.html,
 * chat.html, widget.html): the built page names every script its screen needs and the browser fetches them side by
 * side, where one shared entry found its screen's chunk only after it had run (issue #9).
 *
 * `render` draws the page of a route of this entry's screen; an address that is not one (wrong path, missing
 * parameter) renders nothing, as SPEC 2.1 says.
 *
 * `hydrate`: the root holds the first state the server drew and the screen's first render is that same state
 * (client/first-state-hydration.ts): React takes over the markup instead of drawing it again, and the taps held
 * before it listened (client/early-taps.ts) are replayed once it has. From here on React takes taps itself.
 */
export function startPage(screen: Screen, render: (route: RoutePath) => ReactNode, { hydrate = false, shown = Promise.resolve(0), committed }: StartOptions = {}): void {
  startErrorReporting(readReportingConfig());
  const matched = matchRoute(location.pathname, location.search);
  const route = matched && ROUTES[matched].screen === screen ? matched : null;
  const container = document.getElementById('root')!;
  const held = takeEarlyTaps();
  // Replayed once hydration is over, not while it runs: a click's default (a radio checked) comes before its
  // listeners, and React would take the already changed input as its starting value and see no change.
  // A click event, not .click(): a tap may have landed on an icon (SVG) inside a button.
  let wasCommitted = false;
  const replay = () => {
    for (const target of held.splice(0)) if (target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    if (!wasCommitted) {
      wasCommitted = true;
      committed?.();
    }
  };
  const page = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PageErrorBoundary>
          <AfterCommit done={replay}>{route ? render(route) : null}</AfterCommit>
        </PageErrorBoundary>
      </I18nextProvider>
    </StrictMode>
  );
  if (hydrate && route) hydrateRoot(container, page);
  else {
    held.length = 0;
    createRoot(container).render(page);
  }
  // Web vitals of the respondent's pages; their observers read the page's buffered entries, so nothing is missed
  // but a visit shorter than that second. A page not shown yet starts them once it is.
  if (route) {
    void shown.then((shownAt) =>
      setTimeout(() => void loadChunk('web-vitals', () => import('../observability/start-web-vitals')).then((m) => m.startWebVitals(route, undefined, shownAt), () => undefined), WEB_VITALS_DELAY_MS),
    );
  }
}
