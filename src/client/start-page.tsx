import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { loadChunk } from '../observability/chunk-load';
import { readReportingConfig } from '../observability/client-config';
import { startErrorReporting } from '../observability/reporter';
import { PageErrorBoundary } from './PageErrorBoundary';
import { matchRoute, ROUTES, type RoutePath, type Screen } from './routes';

/** A web vitals chunk fetched a second after the screen started never competes with the first question. */
const WEB_VITALS_DELAY_MS = 1000;

/**
 * What every respondent page does first: error reporting, the page's route (SPEC 2.1), and the screen inside the
 * language provider and the page-level error boundary. Each screen is an HTML entry of its own (flow.html,
 * chat.html, widget.html): the built page names every script its screen needs and the browser fetches them side by
 * side, where one shared entry found its screen's chunk only after it had run (issue #9).
 *
 * `render` draws the page of a route of this entry's screen; an address that is not one (wrong path, missing
 * parameter) renders nothing, as SPEC 2.1 says.
 */
export function startPage(screen: Screen, render: (route: RoutePath) => ReactNode): void {
  startErrorReporting(readReportingConfig());
  const matched = matchRoute(location.pathname, location.search);
  const route = matched && ROUTES[matched].screen === screen ? matched : null;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PageErrorBoundary>{route ? render(route) : null}</PageErrorBoundary>
      </I18nextProvider>
    </StrictMode>,
  );
  // Web vitals of the respondent's pages; their observers read the page's buffered entries, so nothing is missed
  // but a visit shorter than that second.
  if (route) setTimeout(() => void loadChunk('web-vitals', () => import('../observability/start-web-vitals')).then((m) => m.startWebVitals(route), () => undefined), WEB_VITALS_DELAY_MS);
}
