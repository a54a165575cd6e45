import { useTranslation } from 'react-i18next';
import type { Role } from '../api/types';
import { Link } from '../routing/Link';
import type { ConsoleRoute } from '../routing/routes';
import { SectionIcon } from './SectionIcon';
import { sectionsFor } from './sections';

interface Props {
  id: string;
  role: Role;
  route: ConsoleRoute;
  /** On phones the nav is a menu that opens from the header. */
  open: boolean;
  onNavigate(): void;
}

/** The sections the signed-in role may see, as links; the current one is marked for screen readers too. */
export function SectionNav({ id, role, route, open, onNavigate }: Props) {
  const { t } = useTranslation('console');
  return (
    <nav id={id} className="cv-console-nav" aria-label={t('nav.label')} data-open={open || undefined}>
      <ul className="cv-console-nav__list">
        {sectionsFor(role).map((section) => (
          <li key={section.name}>
            <Link href={section.path} className="cv-console-nav__link" aria-current={route.name === section.name || ((route.name === 'flow-editor' || route.name === 'flow-results') && section.name === 'flows') ? 'page' : undefined} onClick={onNavigate}>
              <SectionIcon name={section.name} />
              {t(`sections.${section.name}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
