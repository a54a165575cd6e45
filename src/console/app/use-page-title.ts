import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab's title names the screen, so history, tabs and screen readers tell the console's pages apart. */
export function usePageTitle(screen: string): void {
  const { t } = useTranslation('console');
  useEffect(() => {
    document.title = t('pageTitle', { screen });
  }, [screen, t]);
}
