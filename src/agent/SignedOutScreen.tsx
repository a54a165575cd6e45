import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { AGENT_CONSOLE_PATH, signInPath } from '../console/routing/routes';
import { AgentNotice } from './AgentNotice';
import type { AgentSession } from './session-model';

/** Agents sign in with their account in the console, which brings them back here (its `next`). */
const AGENT_SIGN_IN_URL = signInPath(AGENT_CONSOLE_PATH);

export function SignedOutScreen({ session }: { session: AgentSession }) {
  const { t } = useTranslation('agent');
  const notice = useUnit(session.$notice);
  return (
    <AgentNotice title={t('title')} body={t('signedOut.body')} notice={notice ? t(`signedOut.notice.${notice}`) : null}>
      <a className="cv-button cv-button--primary" href={AGENT_SIGN_IN_URL}>{t('signedOut.signIn')}</a>
    </AgentNotice>
  );
}
