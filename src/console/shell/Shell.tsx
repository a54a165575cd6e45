import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { User } from '../api/types';
import { useConsole } from '../app/console-context';
import { Link } from '../routing/Link';
import { HOME_PATH } from '../routing/routes';
import { focusHeading } from '../../ui/focus-heading';
import { CANVASS_VERSION } from '../../lib/version';
import { AccountBox } from './AccountBox';
import { BrandMark } from './BrandMark';
import { SectionNav } from './SectionNav';

const NAV_ID = 'cv-console-nav';

/**
 * The signed-in frame: a header (product, account, sign out), the sections (a sidebar from 900 px, a menu on phones)
 * and the screen. After a move within the console, focus goes to the new screen's heading.
 */
export function Shell({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useTranslation('console');
  const { router, session } = useConsole();
  const [route, moves] = useUnit([router.$route, router.$moves]);
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  useEffect(() => {
    if (moves > 0) focusHeading(main.current);
  }, [moves]);

  return (
    <div className="cv-console">
      <a className="cv-console-skip" href="#cv-console-main">{t('shell.skip')}</a>
      <header className="cv-console-header">
        <Link href={HOME_PATH} className="cv-console-header__home" aria-label={t('shell.home')}><BrandMark /></Link>
        <button type="button" className="cv-console-header__menu cv-button cv-button--secondary" aria-expanded={menuOpen} aria-controls={NAV_ID} onClick={() => setMenuOpen((open) => !open)}>
          {t('shell.menu')}
        </button>
        <AccountBox user={user} onSignOut={() => session.signOutPressed()} />
      </header>
      <SectionNav id={NAV_ID} role={user.role} route={route} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      <main ref={main} id="cv-console-main" className="cv-console-main" tabIndex={-1}>
        {children}
        {/* The release people report problems against (issue #24: the version in /healthz and the console). */}
        <footer className="cv-console-footer">{t('shell.version', { version: CANVASS_VERSION })}</footer>
      </main>
    </div>
  );
}
