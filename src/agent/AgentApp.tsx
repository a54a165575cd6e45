import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/Spinner';
import { AgentConsole } from './AgentConsole';
import { AgentNotice } from './AgentNotice';
import type { AgentConsoleApp } from './create-agent-console';
import { NoAccessScreen } from './NoAccessScreen';
import { SignedOutScreen } from './SignedOutScreen';

/** /agent: the person's console session decides what shows; the session is read once when the page opens. */
export function AgentApp({ app }: { app: AgentConsoleApp }) {
  const { t } = useTranslation('agent');
  const [access, session] = useUnit([app.session.$access, app.session.$session]);
  useEffect(() => {
    app.session.pageOpened();
  }, [app]);
  switch (access) {
    case 'checking': return <main className="cv-page cv-page--message"><Spinner /></main>;
    case 'signed-out': return <SignedOutScreen session={app.session} />;
    case 'no-access': return <NoAccessScreen session={app.session} />;
    case 'unreachable': return (
      <AgentNotice title={t('unreachable.title')} body={t('unreachable.body')}>
        <button type="button" className="cv-button cv-button--primary" onClick={() => app.session.retryPressed()}>{t('unreachable.retry')}</button>
      </AgentNotice>
    );
    case 'ready': return session ? <AgentConsole app={app} user={session.user} /> : null;
  }
}
