import { useEffect, useMemo, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { User } from '../console/api/types';
import { HOME_PATH } from '../console/routing/routes';
import { roleMay } from '../server/accounts/roles';
import { CANVASS_VERSION } from '../lib/version';
import type { Availability } from './agent-api';
import { CannedResponsesDialog } from './CannedResponsesDialog';
import { ChatList } from './ChatList';
import { ContextPane } from './ContextPane';
import { Conversation } from './Conversation';
import type { AgentConsoleApp } from './create-agent-console';
import { LiveIndicator } from './LiveIndicator';
import { ReportsView } from './ReportsView';
import { useNotifications } from './notifications';

/**
 * The agent workspace (issues #3, #17, #22) for a signed-in account: the inbox, the conversation and its context side
 * by side on a desktop, one at a time on a phone (the `data-pane` the stylesheet reads), with back buttons between.
 */
type Section = 'chats' | 'reports';
const sectionOfHash = (): Section => (window.location.hash === '#reports' ? 'reports' : 'chats');

export function AgentConsole({ app, user }: { app: AgentConsoleApp; user: User }) {
  const { t } = useTranslation('agent');
  // Reports have their own address (#reports): a bookmark or a reload comes back to them, Back leaves them.
  const [section, setSection] = useState<Section>(sectionOfHash);
  useEffect(() => {
    const follow = () => setSection(sectionOfHash());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const show = (next: Section) => {
    if (next !== section) window.history.pushState(null, '', next === 'reports' ? '#reports' : window.location.pathname + window.location.search);
    setSection(next);
  };
  const model = app.chats;
  const [pane, availability] = useUnit([model.$pane, model.$availability]);
  const [cannedOpen, setCannedOpen] = useState(false);
  const texts = useMemo(() => ({ title: t('title'), newChat: t('notify.newChat'), newMessage: (name: string) => t('notify.newMessage', { name: name || t('customer') }) }), [t]);
  const notifications = useNotifications(model, texts);
  // On a phone the pane that had focus is hidden once another shows: focus follows the reader to the new pane
  // (its start, or the chat they came from) instead of falling back to the page's top.
  const paneShownBefore = useRef(pane);
  useEffect(() => {
    if (paneShownBefore.current === pane) return;
    paneShownBefore.current = pane;
    const active = document.activeElement as HTMLElement | null;
    if (active && active !== document.body && active.offsetParent !== null) return;
    const targets = pane === 'conversation' ? ['.cv-agent__conversation'] : pane === 'context' ? ['.cv-agent__context'] : ['.cv-agent__chat[aria-current="true"]', '#cv-agent-search'];
    for (const target of targets) {
      const element = document.querySelector<HTMLElement>(target);
      if (element) return element.focus();
    }
  }, [pane]);
  return (
    <div className="cv-agent" data-pane={pane} data-section={section}>
      <header className="cv-agent__header">
        <h1>{t('title')}</h1>
        <nav aria-label={t('sections.label')} className="cv-agent__sections">
          <button type="button" aria-pressed={section === 'chats'} onClick={() => show('chats')}>{t('sections.chats')}</button>
          <button type="button" aria-pressed={section === 'reports'} onClick={() => show('reports')}>{t('sections.reports')}</button>
        </nav>
        <LiveIndicator model={model} session={app.session} />
        <label className="cv-agent__availability">
          <span className="cv-visually-hidden">{t('availability.label')}</span>
          <select value={availability} onChange={(e) => model.availabilitySet(e.target.value as Availability)}>
            <option value="online">{t('availability.online')}</option>
            <option value="away">{t('availability.away')}</option>
          </select>
        </label>
        {notifications.supported ? (
          <button type="button" className="cv-button cv-button--link" aria-pressed={notifications.enabled} onClick={() => void notifications.toggle()}>{t('notify.toggle')}</button>
        ) : null}
        {roleMay(user.role, 'chats:configure') ? <button type="button" className="cv-button cv-button--link" onClick={() => setCannedOpen(true)}>{t('canned.manage')}</button> : null}
        <span className="cv-agent__account">
          <span className="cv-avatar cv-agent__account-avatar" aria-hidden="true">{user.initials}</span>
          <span className="cv-agent__account-name">{t('signedInAs', { name: user.display_name })}</span>
        </span>
        <a className="cv-button cv-button--link" href={HOME_PATH}>{t('openConsole')}</a>
        <button type="button" className="cv-button cv-button--link" onClick={() => app.session.signOutPressed()}>{t('signOut')}</button>
      </header>
      {/* One main landmark whichever pane a phone shows; it lays out nothing itself (display: contents). */}
      {section === 'reports' ? <ReportsView model={model.reports} /> : (
        <main className="cv-agent__panes">
          <ChatList model={model} />
          <Conversation model={model} />
          <ContextPane model={model} />
        </main>
      )}
      <footer className="cv-agent__footer">{t('version', { version: CANVASS_VERSION })}</footer>
      {cannedOpen ? <CannedResponsesDialog app={app} onClose={() => setCannedOpen(false)} /> : null}
    </div>
  );
}
