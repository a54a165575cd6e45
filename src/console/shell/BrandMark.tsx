import { useTranslation } from 'react-i18next';

/** The product's mark and name (the same icon as the pages' favicon). */
export function BrandMark() {
  const { t } = useTranslation('console');
  return (
    <span className="cv-console-brand">
      <svg className="cv-console-brand__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <rect width="20" height="20" rx="5" fill="#0B6BCB" />
        <path d="M5 6h10M5 10h10M5 14h6" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="cv-console-brand__name">{t('product')}</span>
    </span>
  );
}
