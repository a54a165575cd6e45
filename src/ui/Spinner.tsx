import { useTranslation } from 'react-i18next';
import { LOADER_SPINNER } from '../lib/constants';

/** SPEC 9: 50 px by default, border a tenth of the size; announced politely to screen readers. */
export function Spinner({ size = LOADER_SPINNER.sizePx }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="cv-spinner-wrap">
      <span className="cv-spinner" style={{ inlineSize: size, blockSize: size, borderWidth: Math.max(1, Math.round(size * LOADER_SPINNER.borderRatio)) }} aria-hidden="true" />
      <span className="cv-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
