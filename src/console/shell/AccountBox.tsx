import { lazy, Suspense, useRef } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { roleMay } from '../../server/accounts/roles';
import type { User } from '../api/types';
import { useConsole } from '../app/console-context';

// The dialog (its form and flow list) loads when first opened, not with every console page.
const NoticesDialog = lazy(() => import('../notices/NoticesDialog').then(({ NoticesDialog: dialog }) => ({ default: dialog })));

/** Who is signed in (name, initials, role), their email notices (issue #20) and the way out. */
export function AccountBox({ user, onSignOut }: { user: User; onSignOut(): void }) {
  const { t } = useTranslation('console');
  const { notices } = useConsole();
  const open = useUnit(notices.$open);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <div className="cv-console-account">
      <span className="cv-console-account__avatar" aria-hidden="true">{user.initials}</span>
      <span className="cv-console-account__who">
        <span className="cv-console-account__name">{user.display_name}</span>
        <span className="cv-console-account__role">{t(`roles.${user.role}`)}</span>
      </span>
      <button ref={opener} type="button" className="cv-button cv-button--secondary cv-console-account__notices" aria-haspopup="dialog" onClick={() => notices.opened({ withFlows: roleMay(user.role, 'feedbacks:read') })}>{t('notices.open')}</button>
      <button type="button" className="cv-button cv-button--secondary cv-console-account__sign-out" onClick={onSignOut}>{t('shell.signOut')}</button>
      {open ? <Suspense fallback={null}><NoticesDialog user={user} returnFocus={opener.current} /></Suspense> : null}
    </div>
  );
}
