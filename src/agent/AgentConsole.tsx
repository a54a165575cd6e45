import { useTranslation } from 'react-i18next';
import type { User } from '../console/api/types';
import { HOME_PATH } from '../console/routing/routes';
import { CANVASS_VERSION } from '../lib/version';
import { ChatList } from './ChatList';
import { Conversation } from './Conversation';
import type { AgentConsoleApp } from './create-agent-console';
import { LiveIndicator } from './LiveIndicator';

/** The agent console (issue #3) for a signed-in account (issue #17): chats by status, a conversation, replies. */
export function AgentConsole({ app, user }: { app: AgentConsoleApp; user: User }) {
  const { t } = useTranslation('agent');
  return (
    <div className="cv-agent">
      <header className="cv-agent__header">
        <h1>{t('title')}</h1>
        <LiveIndicator model={app.chats} session={app.session} />
        <span className="cv-agent__account">
          <span className="cv-avatar cv-agent__account-avatar" aria-hidden="true">{user.initials}</span>
          <span className="cv-agent__account-name">{t('signedInAs', { name: user.display_name })}</span>
        </span>
        <a className="cv-button cv-button--link" href={HOME_PATH}>{t('openConsole')}</a>
        <button type="button" className="cv-button cv-button--link" onClick={() => app.session.signOutPressed()}>{t('signOut')}</button>
      </header>
      <ChatList model={app.chats} />
      <Conversation model={app.chats} />
      <footer className="cv-agent__footer">{t('version', { version: CANVASS_VERSION })}</footer>
    </div>
  );
}
