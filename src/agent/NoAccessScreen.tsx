import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../console/routing/routes';
import { AgentNotice } from './AgentNotice';
import type { AgentSession } from './session-model';

/** Signed in with a role that may not work on chats (roles.ts): say so, and offer the console or signing out. */
export function NoAccessScreen({ session }: { session: AgentSession }) {
  const { t } = useTranslation('agent');
  const current = useUnit(session.$session);
  const role = current ? t(`roles.${current.user.role}`) : '';
  return (
    <AgentNotice title={t('noAccess.title')} body={t('noAccess.body', { name: current?.user.display_name ?? '', role })}>
      <a className="cv-button cv-button--primary" href={HOME_PATH}>{t('openConsole')}</a>
      <button type="button" className="cv-button cv-button--secondary" onClick={() => session.signOutPressed()}>{t('signOut')}</button>
    </AgentNotice>
  );
}
