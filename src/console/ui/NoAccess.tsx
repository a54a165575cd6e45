import { useTranslation } from 'react-i18next';

/** What a 403 looks like: the API refused this person's role, which is no error of the page. */
export function NoAccess() {
  const { t } = useTranslation('console');
  return (
    <div className="cv-console-empty" data-testid="no-access">
      <svg className="cv-console-empty__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" />
      </svg>
      <p className="cv-console-empty__title">{t('noAccess.title')}</p>
      <p>{t('noAccess.body')}</p>
    </div>
  );
}
