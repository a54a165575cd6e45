import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/console-context';
import { CopyField } from '../ui/CopyField';

/** The signing secret of an endpoint just added or rotated, this once: the API never shows it again. */
export function WebhookSecret() {
  const { t } = useTranslation('console');
  const { webhooks } = useConsole();
  const shown = useUnit(webhooks.$secret);
  if (!shown?.secret) return null;
  return (
    <div className="cv-console-callout cv-console-callout--warning">
      <p className="cv-console-strong cv-webhook-wrap">{t('webhooks.secretTitle', { url: shown.url })}</p>
      <p>{t('webhooks.secretOnce')}</p>
      <CopyField label={t('webhooks.secretLabel')} value={shown.secret} autoFocus />
      <button type="button" className="cv-button cv-button--secondary cv-button--small" onClick={() => webhooks.secretDismissed()}>{t('webhooks.secretDone')}</button>
    </div>
  );
}
