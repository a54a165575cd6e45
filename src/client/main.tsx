import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { matchRoute } from './routes';

// One chunk per screen: a respondent on /feedback downloads neither the chat nor the widget frame.
const FlowPage = lazy(() => import('./flow-page').then((m) => ({ default: m.FlowPage })));
const ChatPage = lazy(() => import('./chat-page').then((m) => ({ default: m.ChatPage })));
const WidgetPage = lazy(() => import('../widget/frame/WidgetPage').then((m) => ({ default: m.WidgetPage })));

/** The respondent app: one screen per SPEC 2.1 route, nothing for anything else. */
function App() {
  const route = matchRoute(location.pathname, location.search);
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </I18nextProvider>
  </StrictMode>,
);
