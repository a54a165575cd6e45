import { lazy, Suspense, useEffect } from 'react';
import { useUnit } from 'effector-react';
import { AuditScreen } from '../audit/AuditScreen';
import { InvitationScreen } from '../auth/InvitationScreen';
import { SetupScreen } from '../auth/SetupScreen';
import { SignInScreen } from '../auth/SignInScreen';
import { ChatsScreen } from '../chats/ChatsScreen';
import { FlowsScreen } from '../flows/FlowsScreen';
import { PeopleScreen } from '../people/PeopleScreen';
import type { ConsoleRoute } from '../routing/routes';
import { NotFoundScreen } from '../shell/NotFoundScreen';
import { Shell } from '../shell/Shell';
import { TokensScreen } from '../tokens/TokensScreen';
import { Spinner } from '../../ui/Spinner';
import { readDraftAhead } from '../editor/draft-prefetch';
import { whenIdle } from './when-idle';
import { ConsoleContext } from './console-context';
import type { Console } from './create-console';

// The node and widget forms (@rjsf/core and their precompiled validators) load when first opened.
const NodesScreen = lazy(() => import('../nodes/NodesScreen'));
const WidgetsScreen = lazy(() => import('../widgets/WidgetsScreen'));
// The editor (rjsf, dnd-kit, the plugins) is a chunk of its own, loaded when a flow is opened.
const loadFlowEditor = () => import('../editor/FlowEditorScreen');
const FlowEditorScreen = lazy(loadFlowEditor);
// A flow's results (charts, the responses table) load when first opened, too.
const ResultsScreen = lazy(() => import('../results/ResultsScreen'));
// Screens few visits need stay out of the first load (bench:editor holds it under 150 KB gzip).
const WebhooksScreen = lazy(() => import('../webhooks/WebhooksScreen').then(({ WebhooksScreen: screen }) => ({ default: screen })));
const ForgotPasswordScreen = lazy(() => import('../auth/ForgotPasswordScreen').then(({ ForgotPasswordScreen: screen }) => ({ default: screen })));
const ResetPasswordScreen = lazy(() => import('../auth/ResetPasswordScreen').then(({ ResetPasswordScreen: screen }) => ({ default: screen })));

/** The screen of a signed-in route; each loads its own data from the API. */
function SignedInScreen({ route }: { route: ConsoleRoute }) {
  switch (route.name) {
    case 'flows': return <FlowsScreen />;
    case 'nodes': return <Suspense fallback={<Spinner size={32} />}><NodesScreen id={'id' in route ? route.id : undefined} /></Suspense>;
    case 'widgets': return <Suspense fallback={<Spinner size={32} />}><WidgetsScreen code={'code' in route ? route.code : undefined} /></Suspense>;
    case 'flow-editor': return <Suspense fallback={<Spinner size={32} />}><FlowEditorScreen key={route.id} id={route.id} /></Suspense>;
    case 'flow-results': return <Suspense fallback={<Spinner size={32} />}><ResultsScreen key={route.id} id={route.id} /></Suspense>;
    case 'chats': return <ChatsScreen />;
    case 'people': return <PeopleScreen />;
    case 'tokens': return <TokensScreen />;
    case 'webhooks': return <Suspense fallback={<Spinner size={32} />}><WebhooksScreen /></Suspense>;
    case 'audit': return <AuditScreen />;
    case 'home': return <Spinner size={32} />; // the navigation guard opens the first section
    default: return <NotFoundScreen />;
  }
}

function Screens({ app }: { app: Console }) {
  const [route, status, session] = useUnit([app.router.$route, app.session.$status, app.session.$session]);
  // Opening a flow: its chunk and its draft load together, while the session is still being checked.
  const editedFlow = route.name === 'flow-editor' ? route.id : null;
  useEffect(() => {
    readDraftAhead(app.api, editedFlow);
    if (editedFlow !== null) void loadFlowEditor();
  }, [app, editedFlow]);
  // On the flows list the editor's chunk loads once the browser is idle, so a click on a flow waits only on its
  // draft and its render (bench:editor "from the list"); the console's first load stays without it.
  const onFlowsList = route.name === 'flows' && status === 'signed-in';
  useEffect(() => (onFlowsList ? whenIdle(() => void loadFlowEditor()) : undefined), [onFlowsList]);
  if (route.name === 'setup') return <SetupScreen token={route.token} />;
  if (route.name === 'invitation') return <InvitationScreen token={route.token} />;
  if (route.name === 'forgot-password') return <Suspense fallback={<Spinner />}><ForgotPasswordScreen /></Suspense>;
  if (route.name === 'reset-password') return <Suspense fallback={<Spinner />}><ResetPasswordScreen token={route.token} /></Suspense>;
  if (route.name === 'sign-in') return status === 'checking' ? <Spinner /> : <SignInScreen />;
  // Signed out, the guard is already on its way to sign-in.
  if (status !== 'signed-in' || !session) return <Spinner />;
  return (
    <Shell user={session.user}>
      <SignedInScreen route={route} />
    </Shell>
  );
}

/** The console at /console: its models in context, the session read once at start. */
export function ConsoleApp({ app }: { app: Console }) {
  useEffect(() => {
    app.session.appStarted();
  }, [app]);
  return (
    <ConsoleContext.Provider value={app}>
      <Screens app={app} />
    </ConsoleContext.Provider>
  );
}
