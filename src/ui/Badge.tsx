import { useTranslation } from 'react-i18next';
import { BADGE_WIDTH } from '../lib/constants';
import { useProviderSite } from './provider-site';

/**
 * SPEC 1: the "powered by" badge linking to the provider's public site, Turkish or English by language; on the
 * thank-you state the larger "collected feedback" picture (SPEC 9: 120 px, 200 px on the thank-you image).
 */
export function Badge({ language, thankYou = false }: { language: string; thankYou?: boolean }) {
  const { t } = useTranslation();
  const site = useProviderSite(language);
  const width = thankYou ? BADGE_WIDTH.thankYouPx : BADGE_WIDTH.defaultPx;
  return (
    <a className={`cv-badge${thankYou ? ' cv-badge--thank' : ''}`} href={site} target="_blank" rel="noopener noreferrer" style={{ minInlineSize: width }}>
      <svg viewBox="0 0 20 20" width={thankYou ? 28 : 16} height={thankYou ? 28 : 16} aria-hidden="true" focusable="false">
        <rect x="0" y="0" width="20" height="20" rx="5" fill="#0B6BCB" />
        <path d="M5 6h10M5 10h10M5 14h6" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{thankYou ? t('branding.collectedBy') : t('branding.poweredBy')}</span>
    </a>
  );
}
