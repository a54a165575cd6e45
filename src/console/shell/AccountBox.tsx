import { useTranslation } from 'react-i18next';
import type { User } from '../api/types';

/** Who is signed in (name, initials, role) and the way out. */
export function AccountBox({ user, onSignOut }: { user: User; onSignOut(): void }) {
  const { t } = useTranslation('console');
  return (
    <div className="cv-console-account">
      <span className="cv-console-account__avatar" aria-hidden="true">{user.initials}</span>
      <span className="cv-console-account__who">
        <span className="cv-console-account__name">{user.display_name}</span>
        <span className="cv-console-account__role">{t(`roles.${user.role}`)}</span>
      </span>
      <button type="button" className="cv-button cv-button--secondary cv-console-account__sign-out" onClick={onSignOut}>{t('shell.signOut')}</button>
    </div>
  );
}
