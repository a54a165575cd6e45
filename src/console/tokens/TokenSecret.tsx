import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/console-context';
import { CopyField } from '../ui/CopyField';

/** The new token's secret, this once: the API never shows it again, and "Done" forgets it here too. */
export function TokenSecret() {
  const { t } = useTranslation('console');
  const { tokens } = useConsole();
  const created = useUnit(tokens.$created);
  if (!created?.token) return null;
  return (
    <div className="cv-console-callout cv-console-callout--warning">
      <p className="cv-console-strong">{t('tokens.secretTitle', { name: created.name })}</p>
      <p>{t('tokens.secretOnce')}</p>
      <CopyField label={t('tokens.secretLabel')} value={created.token} autoFocus />
      <button type="button" className="cv-button cv-button--secondary cv-button--small" onClick={() => tokens.secretDismissed()}>{t('tokens.secretDone')}</button>
    </div>
  );
}
