import { useTranslation } from 'react-i18next';

/** Where a panel built by another part of issue #18 goes until it is wired in (FlowEditor's slots). */
export function ComingPanel({ name }: { name: 'logic' | 'translations' | 'json' | 'problems' | 'preview' }) {
  const { t } = useTranslation('console');
  return <p className="cv-editor-coming" data-slot={name}>{t('editor.coming', { panel: t(`editor.tabs.${name}`) })}</p>;
}
