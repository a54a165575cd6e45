import { useTranslation } from 'react-i18next';
import type { Role } from '../api/types';

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('console');
  return <span className={`cv-console-badge cv-console-badge--${role}`}>{t(`roles.${role}`)}</span>;
}
