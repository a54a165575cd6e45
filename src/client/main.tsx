import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { loadChunk } from '../observability/chunk-load';
import { readReportingConfig } from '../observability/client-config';
import { startErrorReporting } from '../observability/reporter';
import { PageErrorBoundary } from './PageErrorBoundary';
import { matchRoute } from './routes';

startErrorReporting(readReportingConfig());

// One chunk per screen: a respondent on /feedback downloads neither the chat nor the widget frame. Each gives up
// after SPEC 9's 120 s and fails as a ChunkLoadError, which the page-level boundary shows with a reload.
const FlowPage = lazy(() => loadChunk('flow-page', () => import('./flow-page')).then((m) => ({ default: m.FlowPage })));
const ChatPage = lazy(() => loadChunk('chat-page', () => import('./chat-page')).then((m) => ({ default: m.ChatPage })));
const WidgetPage = lazy(() => loadChunk('widget-page', () => import('../widget/frame/WidgetPage')).then((m) => ({ default: m.WidgetPage })));

/** The respondent app: one screen per SPEC 2.1 route, nothing for anything else. */
function App({ route }: { route: ReturnType<typeof matchRoute> }) {
  switch (route) {
    case '/feedback':
    case '/web_feedback':
    case '/web_flow_preview':
    case '/flow_preview':
      return <FlowPage route={route.slice(1) as 'feedback'} />;
    case '/chat':
      return <ChatPage />;
    case '/widget':
      return <WidgetPage />;
    default:
      return null;
  }
}

const route = matchRoute(location.pathname, location.search);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <PageErrorBoundary>
        <Suspense fallback={null}>
          <App route={route} />
        </Suspense>
      </PageErrorBoundary>
    </I18nextProvider>
  </StrictMode>,
);

// Web vitals of the respondent's pages, measured by a small chunk fetched once the page has started.
if (route) void loadChunk('web-vitals', () => import('../observability/start-web-vitals')).then((m) => m.startWebVitals(route), () => undefined);
