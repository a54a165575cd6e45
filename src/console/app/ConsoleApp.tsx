import { useEffect } from 'react';
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
import { whenIdle } from '../../ui/when-idle';
import { lazyScreen } from './lazy-screen';
import { ConsoleContext } from './console-context';
import type { Console } from './create-console';

// Each lazy screen is a chunk of its own, rendered without Suspense (lazy-screen.tsx says why).
// The node and widget forms (@rjsf/core and their precompiled validators) load when first opened.
const NodesScreen = lazyScreen('nodes', () => import('../nodes/NodesScreen'), 32);
const WidgetsScreen = lazyScreen('widgets', () => import('../widgets/WidgetsScreen'), 32);
// The editor (rjsf, dnd-kit, the plugins) is a chunk of its own, loaded when a flow is opened.
const FlowEditorScreen = lazyScreen('flow-editor', () => import('../editor/FlowEditorScreen'), 32);
// A flow's results (charts, the responses table) load when first opened, too.
const ResultsScreen = lazyScreen('results', () => import('../results/ResultsScreen'), 32);
// Screens few visits need stay out of the first load (bench:editor holds it under 150 KB gzip).
const WebhooksScreen = lazyScreen<object>('webhooks', async () => ({ default: (await import('../webhooks/WebhooksScreen')).WebhooksScreen }), 32);
const ForgotPasswordScreen = lazyScreen<object>('forgot-password', async () => ({ default: (await import('../auth/ForgotPasswordScreen')).ForgotPasswordScreen }));
const ResetPasswordScreen = lazyScreen('reset-password', async () => ({ default: (await import('../auth/ResetPasswordScreen')).ResetPasswordScreen }));

/** The screen of a signed-in route; each loads its own data from the API. */
function SignedInScreen({ route }: { route: ConsoleRoute }) {
  switch (route.name) {
    case 'flows': return <FlowsScreen />;
    case 'nodes': return <NodesScreen id={'id' in route ? route.id : undefined} />;
    case 'widgets': return <WidgetsScreen code={'code' in route ? route.code : undefined} />;
    case 'flow-editor': return <FlowEditorScreen key={route.id} id={route.id} />;
    case 'flow-results': return <ResultsScreen key={route.id} id={route.id} />;
    case 'chats': return <ChatsScreen />;
    case 'people': return <PeopleScreen />;
    case 'tokens': return <TokensScreen />;
    case 'webhooks': return <WebhooksScreen />;
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
    if (editedFlow !== null) void FlowEditorScreen.preload().catch(() => undefined);
  }, [app, editedFlow]);
  // On the flows list the editor's chunk loads once the browser is idle, so a click on a flow waits only on its
  // draft and its render (bench:editor "from the list"); the console's first load stays without it.
  const onFlowsList = route.name === 'flows' && status === 'signed-in';
  useEffect(() => (onFlowsList ? whenIdle(() => void FlowEditorScreen.preload().catch(() => undefined)) : undefined), [onFlowsList]);
  if (route.name === 'setup') return <SetupScreen token={route.token} />;
  if (route.name === 'invitation') return <InvitationScreen token={route.token} />;
  if (route.name === 'forgot-password') return <ForgotPasswordScreen />;
  if (route.name === 'reset-password') return <ResetPasswordScreen token={route.token} />;
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
