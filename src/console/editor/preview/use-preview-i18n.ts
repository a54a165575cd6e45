import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadLanguage } from '../../../i18n/i18n';

/**
 * The respondent's strings in the flow language the preview shows, without switching the console's own language:
 * a clone of the app's i18next instance shares its loaded strings but keeps a language of its own.
 */
export function usePreviewI18n(flowLanguage: string) {
  const { i18n } = useTranslation('console');
  const preview = useMemo(() => i18n.cloneInstance({ lng: i18n.language }), [i18n]);
  useEffect(() => {
    let current = true;
    void preloadLanguage(flowLanguage).then(async (language) => {
      if (current) await preview.changeLanguage(language);
    });
    return () => {
      current = false;
    };
  }, [flowLanguage, preview]);
  return preview;
}
